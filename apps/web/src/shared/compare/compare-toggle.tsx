import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { Checkbox, VisuallyHidden } from '@mantine/core';
import { maxCompared } from '@openenroll/contract/compare';
import { useT } from '../i18n/use-t.ts';
import classes from './compare.module.css';
import { compareChoiceMessages } from './compare-choice-messages.ts';
import { useCompareSelection } from './use-compare-selection.ts';

/** "Compare" on a plan: chooses it for the side-by-side comparison, up to four plans. */
export function CompareToggle({ planId, planName }: { planId: number; planName: string }) {
  const selection = useCompareSelection();
  const t = useT(compareChoiceMessages);
  const checked = selection.has(planId);
  const blocked = selection.full && !checked;
  return (
    <Checkbox
      className={classes.toggle}
      checked={checked}
      disabled={blocked}
      onChange={() => selection.toggle(planId)}
      label={
        <>
          {t('compareChoice.compare')}
          <VisuallyHidden component="span"> {planName}</VisuallyHidden>
        </>
      }
      description={blocked ? t('compareChoice.upTo', { max: maxCompared }) : undefined}
    />
  );
}

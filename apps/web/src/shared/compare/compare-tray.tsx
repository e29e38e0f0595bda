import { Button, Group, Text } from '@mantine/core';
import { maxCompared } from '@openenroll/contract/compare';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import classes from './compare.module.css';
import { compareChoiceMessages } from './compare-choice-messages.ts';
import { comparePath, useCompareSelection } from './use-compare-selection.ts';

/** Held at the bottom of the screen while plans are chosen: how many, and the way to the comparison. */
export function CompareTray() {
  const selection = useCompareSelection();
  const t = useT(compareChoiceMessages);
  const count = selection.planIds.length;
  if (count === 0) return null;
  return (
    <section aria-label={t('compareChoice.tray')} className={classes.tray}>
      <Text size="sm" fw={600} aria-live="polite" className={classes.count}>
        {count === 1 ? t('compareChoice.chooseAnother') : t('compareChoice.chosen', { count, max: maxCompared })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" onClick={selection.clear}>
          {t('compareChoice.clear')}
        </Button>
        {count > 1 ? (
          <Button component={Link} to={comparePath(selection.planIds)}>
            {t('compareChoice.comparePlans')}
          </Button>
        ) : (
          <Button disabled>{t('compareChoice.comparePlans')}</Button>
        )}
      </Group>
    </section>
  );
}

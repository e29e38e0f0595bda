import { Stack, Title } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import type { getPlanDetail } from '@openenroll/contract/plan-detail';
import { useT } from '../i18n/use-t.ts';
import { HtmlBlock } from './html-block.tsx';
import classes from './plan-description.module.css';
import { planDetailsMessages } from './plan-details-messages.ts';

type Description = CallData<typeof getPlanDetail>['plan_desc'];

const sections = [
  ['exclusions_text', 'planDetails.exclusions'],
  ['example_text', 'planDetails.example'],
  ['faq_text', 'planDetails.faq'],
] as const;

/**
 * The plan's description: header, body, blue-bar and association texts, then the collapsible sections. `lang` is the
 * texts' own when it is not the page's (useTextLang).
 */
export function PlanDescription({ description, lang }: { description: Description; lang?: string }) {
  const t = useT(planDetailsMessages);
  return (
    <Stack gap="lg">
      {description.header_text.trim() && (
        <Title order={2} size="h3" lang={lang}>
          {description.header_text}
        </Title>
      )}
      {description.body_text.trim() && <HtmlBlock html={description.body_text} lang={lang} />}
      {description.blueBarText.trim() && (
        <p className={classes.blueBar} lang={lang}>
          {description.blueBarText}
        </p>
      )}
      {description.association_text.trim() && (
        <p className={classes.association} lang={lang}>
          {description.association_text}
        </p>
      )}
      <div className={classes.sections}>
        {sections
          .filter(([key]) => description[key].trim())
          .map(([key, label]) => (
            <details key={key} className={classes.section}>
              <summary>
                <h3 className={classes.summaryTitle}>{t(label)}</h3>
              </summary>
              <HtmlBlock html={description[key]} lang={lang} />
            </details>
          ))}
      </div>
    </Stack>
  );
}

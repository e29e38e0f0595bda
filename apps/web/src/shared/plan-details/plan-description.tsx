import { Stack, Title } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import type { getPlanDetail } from '@openenroll/contract/plan-detail';
import { HtmlBlock } from './html-block.tsx';
import classes from './plan-description.module.css';

type Description = CallData<typeof getPlanDetail>['plan_desc'];

const sections = [
  ['exclusions_text', 'Exclusions & Limitations'],
  ['example_text', 'Example'],
  ['faq_text', 'Frequently Asked Questions'],
] as const;

/** The plan's description: header, body, blue-bar and association texts, then the collapsible sections. */
export function PlanDescription({ description }: { description: Description }) {
  return (
    <Stack gap="lg">
      {description.header_text.trim() && (
        <Title order={2} size="h3">
          {description.header_text}
        </Title>
      )}
      {description.body_text.trim() && <HtmlBlock html={description.body_text} />}
      {description.blueBarText.trim() && <p className={classes.blueBar}>{description.blueBarText}</p>}
      {description.association_text.trim() && <p className={classes.association}>{description.association_text}</p>}
      <div className={classes.sections}>
        {sections
          .filter(([key]) => description[key].trim())
          .map(([key, label]) => (
            <details key={key} className={classes.section}>
              <summary>
                <h3 className={classes.summaryTitle}>{label}</h3>
              </summary>
              <HtmlBlock html={description[key]} />
            </details>
          ))}
      </div>
    </Stack>
  );
}

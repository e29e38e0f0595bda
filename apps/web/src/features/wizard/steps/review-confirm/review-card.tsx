import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReviewStep } from '@openenroll/contract/wizard/review-info';
import { useId, useMemo, useState } from 'react';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { answerRows, cardRows } from './answer-rows.ts';
import classes from './review-confirm.module.css';
import { ReviewDetailsDialog } from './review-details-dialog.tsx';
import { reviewMessages } from './review-messages.ts';

type ReviewCardProps = {
  step: ReviewStep;
  /** Lists kept on their own step (beneficiaries, dependents): the card opens the step rather than a popup. */
  opensStep: boolean;
  /** Opens the step's form from the review; absent when this store cannot show it. */
  onEdit: (() => void) | undefined;
};

/** One completed step on the review: a few of its answers, and the way to all of them and to editing them. */
export function ReviewCard({ step, opensStep, onEdit }: ReviewCardProps) {
  const t = useT(reviewMessages);
  const text = useContractText();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => answerRows(step.answers, t), [step.answers, t]);
  const summary = useMemo(() => cardRows(step.tab_name, step.answers, t), [step.tab_name, step.answers, t]);

  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={headingId} className={classes.card}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {text(step.title)}
        </Title>
        {!step.completed ? (
          <Text c="dimmed">{t('review.notCompleted')}</Text>
        ) : summary.length > 0 ? (
          <dl className={classes.summary}>
            {summary.map((row) => (
              <div key={row.label} className={classes.answer}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text c="dimmed">{t('review.nothingEntered')}</Text>
        )}
        <Group gap="sm" mt="auto">
          {opensStep || !step.completed ? (
            onEdit && (
              <Button variant="light" size="sm" onClick={onEdit} aria-describedby={headingId}>
                {t(step.completed ? 'review.editDetails' : 'review.completeStep')}
              </Button>
            )
          ) : (
            <Button variant="light" size="sm" onClick={() => setOpen(true)} aria-describedby={headingId}>
              {t('review.viewDetails')}
            </Button>
          )}
        </Group>
      </Stack>
      {!opensStep && (
        <ReviewDetailsDialog
          opened={open}
          onClose={() => setOpen(false)}
          title={text(step.title)}
          rows={rows}
          onEdit={onEdit}
        />
      )}
    </Card>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { AnswerList } from './answer-list.tsx';
import type { AnswerRow } from './answer-rows.ts';
import { reviewMessages } from './review-messages.ts';

type ReviewDetailsDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  rows: AnswerRow[];
  /** Opens the step's form, which comes back here once submitted or cancelled; absent when it cannot be opened. */
  onEdit: (() => void) | undefined;
};

/** A review card's large popup (part 2, §2.11): everything the step holds, and Edit Details. */
export function ReviewDetailsDialog({ opened, onClose, title, rows, onEdit }: ReviewDetailsDialogProps) {
  const t = useT(reviewMessages);
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size="xl">
      <Stack gap="lg">
        {rows.length > 0 ? <AnswerList rows={rows} /> : <Text c="dimmed">{t('review.nothingEntered')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('review.close')}
          </Button>
          {onEdit && (
            <Button onClick={onEdit} data-autofocus>
              {t('review.editDetails')}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}

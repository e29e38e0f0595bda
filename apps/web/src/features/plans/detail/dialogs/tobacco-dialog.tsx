import { Stack } from '@mantine/core';
import type { FilterInfo } from '@openenroll/contract/filter';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error.ts';
import { useChangeFilter } from '../../../../shared/filter/api/change-filter.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { YesNoQuestion } from './yes-no-question.tsx';

type TobaccoDialogProps = { opened: boolean; onClose: () => void; tempId: string; filter: FilterInfo | null };

/** Tobacco-rated plans: whether the visitor uses tobacco, which their rate depends on. */
export function TobaccoDialog({ opened, onClose, tempId, filter }: TobaccoDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Tobacco Usage">
      <TobaccoForm tempId={tempId} initial={filter?.is_smoker} onDone={onClose} />
    </Dialog>
  );
}

function TobaccoForm({ tempId, initial, onDone }: { tempId: string; initial?: number | null; onDone: () => void }) {
  const change = useChangeFilter();
  const [answer, setAnswer] = useState<0 | 1 | undefined>(initial === 1 ? 1 : initial === 0 ? 0 : undefined);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (answer === undefined) {
      setError(messages.required);
      return;
    }
    try {
      await change.mutateAsync({ tempId, is_smoker: answer });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <YesNoQuestion
          label="Have you used tobacco or nicotine products in the last 12 months?"
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setError(undefined);
          }}
          error={error}
        />
        <FormActions onCancel={onDone} submitting={change.isPending} />
      </Stack>
    </form>
  );
}

import { Stack } from '@mantine/core';
import { binaryField, type FilterInfo } from '@openenroll/contract/filter';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useChangeFilter } from '../../../../shared/filter/api/change-filter.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { YesNoQuestion } from '../../../../shared/questionnaire/yes-no-question.tsx';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { plansMessages } from '../../plans-messages.ts';

const schema = z.object({ is_smoker: binaryField });

type TobaccoDialogProps = { opened: boolean; onClose: () => void; tempId: string; filter: FilterInfo | null };

/** Tobacco-rated plans: whether the visitor uses tobacco, which their rate depends on. */
export function TobaccoDialog({ opened, onClose, tempId, filter }: TobaccoDialogProps) {
  const t = useT(plansMessages);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('plans.tobacco.title')}>
      <TobaccoForm tempId={tempId} initial={filter?.is_smoker} onDone={onClose} />
    </Dialog>
  );
}

function TobaccoForm({ tempId, initial, onDone }: { tempId: string; initial?: number | null; onDone: () => void }) {
  const change = useChangeFilter();
  const t = useT(plansMessages);
  const form = useContractForm(schema, {
    defaultValues: { is_smoker: initial === 1 ? 1 : initial === 0 ? 0 : undefined },
    errorsClear: 'on-edit',
    failureField: 'is_smoker',
  });

  async function submit({ is_smoker }: z.output<typeof schema>) {
    await change.mutateAsync({ tempId, is_smoker });
    onDone();
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="lg">
        <Controller
          name="is_smoker"
          control={form.control}
          render={({ field, fieldState }) => (
            <YesNoQuestion
              label={t('plans.tobacco.question')}
              value={field.value === undefined ? undefined : field.value === 1 || field.value === '1' ? 1 : 0}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormActions onCancel={onDone} submitting={form.status === 'submitting'} />
      </Stack>
    </form>
  );
}

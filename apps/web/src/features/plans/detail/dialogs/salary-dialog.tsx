import '@mantine/core/styles/Input.layer.css';
import { Stack, Text, TextInput } from '@mantine/core';
import type { FilterInfo } from '@openenroll/contract/filter';
import { salaryField, workingHoursField } from '@openenroll/contract/filter';
import { z } from 'zod';
import { useChangeFilter } from '../../../../shared/filter/api/change-filter.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { FormError } from '../../../../shared/ui/form-error.tsx';
import { plansMessages } from '../../plans-messages.ts';

const schema = z.object({ annual_incode: salaryField, working_hours: workingHoursField });

type SalaryDialogProps = { opened: boolean; onClose: () => void; tempId: string; filter: FilterInfo | null };

/** Salary-based plans: the annual salary and weekly working hours their rate and eligibility depend on. */
export function SalaryDialog({ opened, onClose, tempId, filter }: SalaryDialogProps) {
  const t = useT(plansMessages);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('plans.salary.title')}>
      <SalaryForm tempId={tempId} filter={filter} onDone={onClose} />
    </Dialog>
  );
}

function SalaryForm({ tempId, filter, onDone }: { tempId: string; filter: FilterInfo | null; onDone: () => void }) {
  const change = useChangeFilter();
  const t = useT(plansMessages);
  const form = useContractForm(schema, {
    defaultValues: {
      annual_incode: filter?.annual_incode === null || !filter ? '' : String(filter.annual_incode),
      working_hours: filter?.working_hours === null || !filter ? '' : String(filter.working_hours),
    },
  });

  async function submit(values: z.output<typeof schema>) {
    await change.mutateAsync({ tempId, ...values });
    onDone();
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="md">
        <Text>{t('plans.salary.intro')}</Text>
        <TextInput
          label={t('plans.salary.label')}
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          {...form.register('annual_incode')}
          error={form.errorOf('annual_incode')}
        />
        <TextInput
          label={t('plans.salary.hours')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          required
          {...form.register('working_hours')}
          error={form.errorOf('working_hours')}
        />
        {form.failure && <FormError>{form.failure}</FormError>}
        <FormActions onCancel={onDone} submitting={form.status === 'submitting'} />
      </Stack>
    </form>
  );
}

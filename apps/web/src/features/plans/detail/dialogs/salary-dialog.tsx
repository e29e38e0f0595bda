import '@mantine/core/styles/Input.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import type { FilterInfo } from '@openenroll/contract/filter';
import { salaryField, workingHoursField } from '@openenroll/contract/filter';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showFieldErrors } from '../../../../shared/api/field-errors.ts';
import { useChangeFilter } from '../../../../shared/filter/api/change-filter.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { FormError } from '../../../../shared/ui/form-error.tsx';

const schema = z.object({ annual_incode: salaryField, working_hours: workingHoursField });
const fields = ['annual_incode', 'working_hours'] as const;

type SalaryDialogProps = { opened: boolean; onClose: () => void; tempId: string; filter: FilterInfo | null };

/** Salary-based plans: the annual salary and weekly working hours their rate and eligibility depend on. */
export function SalaryDialog({ opened, onClose, tempId, filter }: SalaryDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Annual Salary">
      <SalaryForm tempId={tempId} filter={filter} onDone={onClose} />
    </Dialog>
  );
}

function SalaryForm({ tempId, filter, onDone }: { tempId: string; filter: FilterInfo | null; onDone: () => void }) {
  const change = useChangeFilter();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      annual_incode: filter?.annual_incode === null || !filter ? '' : String(filter.annual_incode),
      working_hours: filter?.working_hours === null || !filter ? '' : String(filter.working_hours),
    },
  });

  async function submit(values: z.output<typeof schema>) {
    setFailure(undefined);
    try {
      await change.mutateAsync({ tempId, ...values });
      onDone();
    } catch (error) {
      setFailure(showFieldErrors(error, fields, setError));
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text>Your rate and benefit depend on your pay and the hours you work.</Text>
        <TextInput
          label="Annual salary"
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          {...register('annual_incode')}
          error={errors.annual_incode?.message}
        />
        <TextInput
          label="Weekly working hours"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          required
          {...register('working_hours')}
          error={errors.working_hours?.message}
        />
        {failure && <FormError>{failure}</FormError>}
        <FormActions onCancel={onDone} submitting={change.isPending} />
      </Stack>
    </form>
  );
}

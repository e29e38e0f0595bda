import '@mantine/core/styles/Input.layer.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Tier } from '@openenroll/contract/codes';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../form/use-contract-form.ts';
import { useT } from '../i18n/use-t.ts';
import { FormError } from '../ui/form-error.tsx';
import { useDependentInfo, useStoreDependentInfo } from './api/dependent-info.ts';
import { DobInput } from './dob-input.tsx';
import { filterMessages } from './filter-messages.ts';
import { dependentsFormSchema } from './quote-form-schema.ts';

type DependentsFormProps = { tempId: string; tier: Tier; onSaved: () => void; onBack?: () => void };

/** The spouse's date of birth (Member + Spouse, Family) and the number of children (Member + Child(ren), Family). */
export function DependentsForm({ tempId, tier, onSaved, onBack }: DependentsFormProps) {
  const { data: saved, isPending } = useDependentInfo(tempId);
  const t = useT(filterMessages);
  if (isPending) return <Text c="dimmed">{t('filter.loading')}</Text>;
  return <DependentsFields tempId={tempId} tier={tier} initial={saved} onSaved={onSaved} onBack={onBack} />;
}

type DependentsFieldsProps = DependentsFormProps & {
  initial: { spouse_dob: string | null; no_of_children: number | null } | undefined;
};

function DependentsFields({ tempId, tier, initial, onSaved, onBack }: DependentsFieldsProps) {
  const schema = useMemo(() => dependentsFormSchema(tier), [tier]);
  const store = useStoreDependentInfo();
  const t = useT(filterMessages);
  const maxChildren = tier === 'IF' ? 8 : 9;
  const childrenOptions = [
    { value: '', label: t('filter.childrenSelect') },
    ...Array.from({ length: maxChildren }, (_, index) => String(index + 1)),
  ];
  const form = useContractForm(schema, {
    defaultValues: {
      dep_dob: initial?.spouse_dob ?? '',
      no_of_children:
        initial?.no_of_children && initial.no_of_children <= maxChildren ? String(initial.no_of_children) : '',
    },
  });

  async function submit(values: z.output<typeof schema>) {
    await store.mutateAsync({ enrollment_id: tempId, ...values });
    onSaved();
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="md">
        {(tier === 'IS' || tier === 'IF') && (
          <Controller
            name="dep_dob"
            control={form.control}
            render={({ field, fieldState }) => (
              <DobInput
                label={t('filter.spouseDob')}
                required
                {...field}
                value={typeof field.value === 'string' ? field.value : ''}
                error={fieldState.error?.message}
                data-autofocus
              />
            )}
          />
        )}
        {(tier === 'IC' || tier === 'IF') && (
          <NativeSelect
            label={t('filter.children')}
            data={childrenOptions}
            required
            {...form.register('no_of_children')}
            error={form.errorOf('no_of_children')}
          />
        )}
        {form.failure && <FormError>{form.failure}</FormError>}
        <Group justify={onBack ? 'space-between' : 'flex-end'}>
          {onBack && (
            <Button variant="default" onClick={onBack}>
              {t('filter.back')}
            </Button>
          )}
          <Button type="submit" loading={form.status === 'submitting'}>
            {t('filter.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

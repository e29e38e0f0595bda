import '@mantine/core/styles/Input.layer.css';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { DEFAULT_TIER, type Tier, tiers } from '@openenroll/contract/codes';
import type { FilterInfo } from '@openenroll/contract/filter';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useContractForm } from '../form/use-contract-form.ts';
import { useT } from '../i18n/use-t.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { FormError } from '../ui/form-error.tsx';
import { useClientState } from '../use-client-state.ts';
import { useTierLabel } from './api/premier-in-cart.ts';
import { useSaveQuote } from './api/save-quote.ts';
import { DobInput } from './dob-input.tsx';
import { filterMessages } from './filter-messages.ts';
import classes from './quote-form.module.css';
import { type QuoteFormVariant, quoteFormSchema } from './quote-form-schema.ts';

export type SavedQuote = { tempId: string; tier: Tier };

type QuoteFormProps = {
  variant: QuoteFormVariant;
  /** The quote as the server has it, when the visitor already has one. */
  initial?: FilterInfo | null;
  onSaved: (saved: SavedQuote) => void;
  /** The filter popup's Back button. */
  onBack?: () => void;
};

/** Zip, gender, tier and date of birth: starts the visitor's quote, or changes it. */
export function QuoteForm({ variant, initial, onSaved, onBack }: QuoteFormProps) {
  const schema = useMemo(() => quoteFormSchema(variant), [variant]);
  const save = useSaveQuote();
  const tierLabel = useTierLabel();
  const t = useT(filterMessages);
  const genderOptions = [
    { value: '', label: t('filter.gender.select') },
    { value: '0', label: t('filter.gender.male') },
    { value: '1', label: t('filter.gender.female') },
  ];
  const tobaccoOptions = [
    { value: '', label: t('filter.notAnswered') },
    { value: '0', label: t('filter.no') },
    { value: '1', label: t('filter.yes') },
  ];
  const tierOptions = tiers.map((tier) => ({ value: tier, label: tierLabel(tier) }));
  // The zip the location banner found, until the visitor has a quote of their own.
  const leadZip = useClientState('leadZip');
  const form = useContractForm(schema, {
    defaultValues: {
      zip: initial?.zip ?? leadZip ?? '',
      gender: initial ? (initial.gender === 1 ? '1' : '0') : undefined,
      tier: initial?.tier ?? DEFAULT_TIER,
      dob: initial?.dob ?? '',
      is_smoker: initial?.is_smoker === 1 ? '1' : initial?.is_smoker === 0 ? '0' : '',
    },
  });

  const { register, control, getValues, setValue, errorOf } = form;

  // The location may be shared while the form is already on screen: an empty zip takes it then.
  useEffect(() => {
    if (leadZip && !getValues('zip')) setValue('zip', leadZip);
  }, [leadZip, getValues, setValue]);

  return (
    <form onSubmit={form.submit(async (values) => onSaved(await save.mutateAsync(values)))} noValidate>
      <Stack gap="lg">
        <div className={classes.fields}>
          <TextInput
            label={t('filter.zip')}
            placeholder={t('filter.zipPlaceholder')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
            {...register('zip')}
            error={errorOf('zip')}
          />
          <NativeSelect
            label={t('filter.gender')}
            data={genderOptions}
            required
            {...register('gender')}
            error={errorOf('gender')}
          />
          <NativeSelect
            label={t('filter.tier')}
            data={tierOptions}
            required
            {...register('tier')}
            error={errorOf('tier')}
          />
          <Controller
            name="dob"
            control={control}
            render={({ field, fieldState }) => (
              <DobInput label={t('filter.dob')} required {...field} error={fieldState.error?.message} />
            )}
          />
          {variant === 'filter' && (
            <NativeSelect
              label={t('filter.tobacco')}
              description={t('filter.tobaccoHelp')}
              data={tobaccoOptions}
              {...register('is_smoker')}
              error={errorOf('is_smoker')}
            />
          )}
        </div>
        {form.failure && <FormError>{form.failure}</FormError>}
        {variant === 'filter' ? (
          <FormActions
            onCancel={onBack}
            cancelLabel={t('filter.back')}
            submitLabel={t('filter.submit')}
            submitting={form.status === 'submitting'}
          />
        ) : (
          <Button type="submit" size="md" fullWidth loading={form.status === 'submitting'}>
            {t('filter.getQuote')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

import '@mantine/core/styles/Input.layer.css';
import { Button, Group, NativeSelect, TextInput, Title } from '@mantine/core';
import { validateSingleBeneficiary } from '@openenroll/contract/wizard/beneficiary-info';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../../shared/api/call-api.ts';
import { DobInput } from '../../../../shared/filter/dob-input.tsx';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { FormError } from '../../../../shared/ui/form-error.tsx';
import classes from '../../fields/fields.module.css';
import { asText } from '../../fields/form-fields.ts';
import { SsnField } from '../../fields/ssn-field.tsx';
import { beneficiariesMessages } from './beneficiaries-messages.ts';
import editorClasses from './beneficiary-editor.module.css';
import { type ListedBeneficiary, newBeneficiaryId, sentOf } from './listed-beneficiary.ts';

/** What the form checks before the server does: the call's own input, less the enrollment. */
const typed = validateSingleBeneficiary.input.omit({ enrollment_id: true });
type TypedField = keyof typeof typed.shape;

/** What the server refused of this beneficiary when the list was saved, by field. */
export type RefusedFields = readonly { field: string; message: string }[];

type BeneficiaryEditorProps = {
  enrollmentId: string;
  /** The beneficiary being edited; a new one when absent. */
  editing: ListedBeneficiary | undefined;
  contingent: boolean;
  relationships: readonly { name: string; value: string }[];
  /** Opened by the person (not on arrival): the keyboard moves into it. */
  focusFirst: boolean;
  refused?: RefusedFields;
  onSubmitted: (beneficiary: ListedBeneficiary) => void;
  onCancel: () => void;
};

const titleOf = (editing: boolean, contingent: boolean) =>
  editing
    ? contingent
      ? 'beneficiaries.editContingent'
      : 'beneficiaries.edit'
    : contingent
      ? 'beneficiaries.addContingent'
      : 'beneficiaries.add';

/**
 * The inline form of one beneficiary (part 2, §2.8): checked by the server (validate-single-beneficiary) before it
 * joins the list, its errors under its fields. A contingent one has no percentage (it is sent as 0).
 */
export function BeneficiaryEditor({
  enrollmentId,
  editing,
  contingent,
  relationships,
  focusFirst,
  refused,
  onSubmitted,
  onCancel,
}: BeneficiaryEditorProps) {
  const t = useT(beneficiariesMessages);
  const headingId = useId();
  const [reenteringSsn, setReenteringSsn] = useState(false);
  const ssnOnFile = reenteringSsn ? undefined : editing?.ssnOnFile;
  const form = useContractForm(typed, {
    shouldFocusError: true,
    defaultValues: {
      first_name: editing?.first_name ?? '',
      middle_name: editing?.middle_name ?? '',
      last_name: editing?.last_name ?? '',
      birthdate: editing?.birthdate ?? '',
      ssn: editing?.ssn ?? '',
      relationship: editing?.relationship ?? '',
      beneficiary_percentage: contingent ? undefined : (editing?.beneficiary_percentage ?? ''),
    },
  });
  const { control, register, errorOf, setFocus, setError } = form;

  useEffect(() => {
    if (focusFirst) setFocus('first_name');
  }, [focusFirst, setFocus]);
  useEffect(() => {
    for (const { field, message } of refused ?? []) {
      if (field in typed.shape) setError(field as TypedField, { type: 'server', message }, { shouldFocus: true });
    }
  }, [refused, setError]);

  const submit = form.submit(async (values) => {
    const beneficiary: ListedBeneficiary = {
      beneficiary_id: editing?.beneficiary_id ?? newBeneficiaryId(),
      first_name: values.first_name?.trim() ?? '',
      middle_name: values.middle_name?.trim() ?? '',
      last_name: values.last_name?.trim() ?? '',
      birthdate: values.birthdate ?? '',
      relationship: values.relationship ?? '',
      beneficiary_percentage: contingent ? '0' : String(values.beneficiary_percentage ?? '').trim(),
      is_contigent: contingent,
      ssn: values.ssn?.trim() || undefined,
      ssnOnFile,
    };
    await callApi(validateSingleBeneficiary, { enrollment_id: enrollmentId, ...sentOf(beneficiary) });
    onSubmitted(beneficiary);
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className={editorClasses.editor}
      onSubmit={(event) => void submit(event)}
    >
      <Title order={2} size="h4" id={headingId}>
        {t(titleOf(editing !== undefined, contingent))}
      </Title>
      <div className={`${classes.grid} ${classes.three}`}>
        <TextInput
          label={t('beneficiaries.firstName')}
          required
          {...register('first_name')}
          error={errorOf('first_name')}
        />
        <TextInput label={t('beneficiaries.middleName')} {...register('middle_name')} error={errorOf('middle_name')} />
        <TextInput
          label={t('beneficiaries.lastName')}
          required
          {...register('last_name')}
          error={errorOf('last_name')}
        />
      </div>
      <div className={`${classes.grid} ${classes.three}`}>
        <Controller
          name="birthdate"
          control={control}
          render={({ field }) => (
            <DobInput
              {...field}
              value={asText(field.value)}
              label={t('beneficiaries.birthdate')}
              required
              error={errorOf('birthdate')}
            />
          )}
        />
        <Controller
          name="relationship"
          control={control}
          render={({ field }) => (
            <NativeSelect
              label={t('beneficiaries.relationship')}
              required
              data={[
                { value: '', label: t('beneficiaries.select') },
                ...relationships.map(({ name, value }) => ({ value, label: name })),
              ]}
              {...field}
              value={asText(field.value)}
              error={errorOf('relationship')}
            />
          )}
        />
        {!contingent && (
          <TextInput
            label={t('beneficiaries.percentage')}
            required
            inputMode="decimal"
            maxLength={6}
            rightSection="%"
            {...register('beneficiary_percentage')}
            error={errorOf('beneficiary_percentage')}
          />
        )}
      </div>
      <div className={classes.narrow}>
        <Controller
          name="ssn"
          control={control}
          render={({ field }) => (
            <SsnField
              label={t('beneficiaries.ssn')}
              required={contingent && !ssnOnFile}
              onFile={editing?.ssnOnFile}
              reentering={reenteringSsn}
              onReenter={() => setReenteringSsn(true)}
              onKeep={() => {
                setReenteringSsn(false);
                field.onChange('');
              }}
              {...field}
              value={asText(field.value)}
              error={errorOf('ssn')}
            />
          )}
        />
      </div>
      {form.failure && <FormError>{form.failure}</FormError>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('beneficiaries.cancel')}
        </Button>
        <Button type="submit" loading={form.status === 'submitting'}>
          {t('beneficiaries.submit')}
        </Button>
      </Group>
    </form>
  );
}

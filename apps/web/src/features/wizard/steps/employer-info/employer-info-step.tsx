import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { employerInfoFor, employerMessages, saveEmployerInfo } from '@openenroll/contract/wizard/employer-info';
import type { formFieldsData } from '@openenroll/contract/wizard/tabs';
import { useMemo, useState } from 'react';
import { Controller, useController } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../../shared/api/api-error.ts';
import { callApi } from '../../../../shared/api/call-api.ts';
import { clientState } from '../../../../shared/client-state.ts';
import { DobInput } from '../../../../shared/filter/dob-input.tsx';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useCartPlanInfo } from '../../api/cart-plan-info.ts';
import { useEffectiveDate } from '../../api/effective-date.ts';
import { type LookupField, useEmployerLookup } from '../../api/employer-lookups.ts';
import { useFormFields } from '../../api/form-fields.ts';
import classes from '../../fields/fields.module.css';
import { asText, checkedOf, draftOf, readFields, sentValues } from '../../fields/form-fields.ts';
import { useContactChecks } from '../../fields/use-contact-checks.ts';
import { useZipState } from '../../fields/use-zip-state.ts';
import { VerifiableField } from '../../fields/verifiable-field.tsx';
import { inputFrom, ZipStateInputs } from '../../fields/zip-state-inputs.tsx';
import { OtpDialog } from '../../otp/otp-dialog.tsx';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useStepDraft } from '../../shell/use-step-draft.ts';
import { useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';
import { employerInfoMessages } from './employer-info-messages.ts';
import { holidayFlags, tickedOf } from './holiday-policy.ts';

type Choices = { name: string; value: string }[];
type Lookups = Record<LookupField, Choices>;

const lookupFields = [
  'average_work_week',
  'employment_status',
  'emp_vac_policy',
  'emp_barg_unit',
  'holiday_policy',
  'compensation_type',
] as const satisfies readonly LookupField[];

/** /enrollment/employer-info (part 2, §2.7). */
export function EmployerInfoStep() {
  const wizard = useWizardStep('employer_info');
  const tempId = wizard.tempId ?? '';
  const fields = useFormFields('employer_info', wizard.tempId);
  const asked = (name: string) => fields.data?.result.some((field) => field.field_name === name && field.required);
  const lookups = {
    average_work_week: useEmployerLookup('average_work_week', tempId, asked('average_work_week') === true),
    employment_status: useEmployerLookup('employment_status', tempId, asked('employment_status') === true),
    emp_vac_policy: useEmployerLookup('emp_vac_policy', tempId, asked('emp_vac_policy') === true),
    emp_barg_unit: useEmployerLookup('emp_barg_unit', tempId, asked('emp_barg_unit') === true),
    holiday_policy: useEmployerLookup('holiday_policy', tempId, asked('holiday_policy') === true),
    compensation_type: useEmployerLookup('compensation_type', tempId, asked('compensation_type') === true),
  };
  const planInfo = useCartPlanInfo(tempId);
  const effectiveDate = useEffectiveDate(tempId);
  const needed = lookupFields.filter((name) => asked(name)).map((name) => lookups[name]);
  const all = [fields, planInfo, effectiveDate, ...needed];

  return (
    <StepPage wizard={wizard} queries={all}>
      {wizard.tempId && fields.data && planInfo.data && effectiveDate.isSuccess && (
        <EmployerInfoForm
          wizard={{ ...wizard, tempId: wizard.tempId }}
          data={fields.data}
          lookups={Object.fromEntries(lookupFields.map((name) => [name, lookups[name].data ?? []])) as Lookups}
          iha={planInfo.data.is_IHA}
          effectiveDate={effectiveDate.data ?? clientState.get('effectiveDate') ?? null}
        />
      )}
    </StepPage>
  );
}

type EmployerInfoFormProps = {
  wizard: WizardStepState & { tempId: string };
  data: z.output<typeof formFieldsData>;
  lookups: Lookups;
  /** An IHA plan is in the cart: the step may be skipped. */
  iha: boolean;
  effectiveDate: string | null;
};

const textFields = [
  'name',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'average_work_week',
  'employment_start_date',
  'occupation',
  'compensation_type',
  'employment_status',
  'emp_industry',
  'emp_num_employed',
  'emp_vac_policy',
  'emp_barg_unit',
] as const;
type TextField = (typeof textFields)[number];

type EmployerId = NonNullable<(typeof employerInfoMessages)['ids']>;

const selects: { name: TextField & LookupField; label: EmployerId }[] = [
  { name: 'average_work_week', label: 'employer.averageWorkWeek' },
  { name: 'compensation_type', label: 'employer.compensationType' },
  { name: 'employment_status', label: 'employer.employmentStatus' },
  { name: 'emp_vac_policy', label: 'employer.vacationPolicy' },
  { name: 'emp_barg_unit', label: 'employer.bargainingUnit' },
];

function EmployerInfoForm({ wizard, data, lookups, iha, effectiveDate }: EmployerInfoFormProps) {
  const contractText = useContractText();
  const t = useT(employerInfoMessages);
  const fields = useMemo(() => readFields(data.result), [data.result]);
  const holidayKeys = lookups.holiday_policy.map((choice) => choice.value);
  const schema = useMemo(() => employerInfoFor(data.result, effectiveDate), [data.result, effectiveDate]);
  const form = useContractForm(schema, {
    // The step's frame focuses the first refused field in reading order (registration order may differ).
    shouldFocusError: false,
    defaultValues: {
      ...Object.fromEntries(textFields.filter(fields.asked).map((name) => [name, fields.text(name)])),
      ...(fields.asked('with_validation') ? { with_validation: checkedOf(fields.value('with_validation')) } : {}),
      ...(fields.asked('holiday_policy')
        ? { holiday_policy: holidayFlags(fields.value('holiday_policy'), holidayKeys) }
        : {}),
    },
  });
  const { control, register, errorOf, setValue, setError, clearErrors } = form;
  const checks = useContactChecks({ email: undefined, phone: 'phone' });
  const [verifying, setVerifying] = useState(false);
  const [skipping, setSkipping] = useState<'idle' | 'skipping' | 'error'>('idle');
  const [skipFailure, setSkipFailure] = useState<string>();
  const read = () => draftOf(form.getValues());
  const draft = useStepDraft({
    tab: 'employer_info',
    tempId: wizard.tempId,
    serverRevision: data.draft_revision,
    read,
    watch: (onChange) => form.watch(() => onChange()),
  });
  const retired = form.watch('employment_status') === 'R';

  const zip = useController({ control, name: 'zip' });
  const state = useController({ control, name: 'state' });
  const zipState = useZipState(zip.field.value, fields.asked('zip') && fields.asked('state'), {
    found: (abbreviation) => {
      setValue('state', abbreviation, { shouldDirty: true });
      clearErrors('state');
    },
    refused: (message) => {
      setError('zip', { type: 'server', message });
      setValue('state', '');
    },
  });

  const submit = form.submit((values) =>
    wizard.save(async () => {
      try {
        const saved = await callApi(saveEmployerInfo, {
          enrollment_id: wizard.tempId,
          ...sentValues(values),
          holiday_policy: fields.asked('holiday_policy') ? holidayFlags(values.holiday_policy, holidayKeys) : undefined,
          skip_validation_phone: checks.skipFlags('phone'),
        });
        draft.settle();
        clientState.remove('isEmployerTabSkip');
        return saved;
      } catch (error) {
        checks.noteRefusal(error);
        throw error;
      }
    }),
  );

  /** Skip (an IHA plan only): the step is saved empty and left out of the review (part 2, §4). */
  async function skip() {
    setSkipping('skipping');
    setSkipFailure(undefined);
    try {
      await wizard.save(async () => {
        const saved = await callApi(saveEmployerInfo, { enrollment_id: wizard.tempId, skip: true });
        draft.settle();
        clientState.set('isEmployerTabSkip', true);
        return saved;
      });
      setSkipping('idle');
    } catch (error) {
      setSkipFailure(errorMessage(error));
      setSkipping('error');
    }
  }

  const text = (
    name: TextField,
    label: string,
    more: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      description?: string;
      inputMode?: 'numeric';
    } = {},
  ) =>
    fields.asked(name) && (
      <TextInput
        label={label}
        required={more.required ?? true}
        type={more.type}
        inputMode={more.inputMode}
        autoComplete={more.autoComplete ?? 'off'}
        description={more.description}
        readOnly={fields.locked(name)}
        className={fields.locked(name) ? classes.locked : undefined}
        {...register(name)}
        error={errorOf(name)}
      />
    );

  return (
    <StepForm
      wizard={wizard}
      onSubmit={submit}
      submitting={form.status === 'submitting' || skipping === 'skipping'}
      attempt={{ count: form.formState.submitCount, refused: form.status === 'error' }}
      failure={form.failure ?? skipFailure}
      draft={draft}
      read={read}
      nextBlocked={retired}
      extraAction={
        iha && (
          <Button variant="default" onClick={() => void skip()} loading={skipping === 'skipping'}>
            {t('employer.skip')}
          </Button>
        )
      }
    >
      <div className={classes.grid}>
        {text('name', t('employer.name'), { autoComplete: 'organization' })}
        {fields.asked('phone') && (
          <VerifiableField
            type="phone"
            label={t('employer.phone')}
            checks={checks}
            onValidate={() => setVerifying(true)}
          >
            {text('phone', t('employer.phone'), { type: 'tel' })}
          </VerifiableField>
        )}
        <div className={classes.wide}>{text('address1', t('employer.address1'))}</div>
        <div className={classes.wide}>{text('address2', t('employer.address2'), { required: false })}</div>
      </div>
      <div className={`${classes.grid} ${classes.three}`}>
        {text('city', t('employer.city'))}
        <ZipStateInputs
          zip={fields.asked('zip') ? inputFrom(zip) : undefined}
          state={fields.asked('state') ? inputFrom(state) : undefined}
          stateLocked={zipState.locked}
          readOnly={{ zip: fields.locked('zip'), state: fields.locked('state') }}
          onZipEdited={() => {
            zipState.edited();
            setValue('state', '');
            clearErrors('state');
          }}
        />
      </div>
      {fields.asked('with_validation') && (
        <Checkbox label={t('employer.validateAddress')} {...register('with_validation')} />
      )}
      <div className={classes.grid}>
        {text('occupation', t('employer.occupation'))}
        {fields.asked('employment_start_date') && (
          <Controller
            name="employment_start_date"
            control={control}
            render={({ field }) => (
              <DobInput
                {...field}
                value={asText(field.value)}
                label={t('employer.startDate')}
                required
                error={errorOf('employment_start_date')}
              />
            )}
          />
        )}
        {selects.map(
          ({ name, label }) =>
            fields.asked(name) && (
              <NativeSelect
                key={name}
                label={t(label)}
                required
                disabled={fields.locked(name)}
                data={[
                  { value: '', label: t('employer.select') },
                  ...lookups[name].map((choice) => ({ value: choice.value, label: choice.name })),
                ]}
                {...register(name)}
                error={
                  errorOf(name) ??
                  (name === 'employment_status' && retired ? contractText(employerMessages.retired) : undefined)
                }
              />
            ),
        )}
        {text('emp_industry', t('employer.industry'))}
        {text('emp_num_employed', t('employer.employees'), {
          inputMode: 'numeric',
          description: t('employer.employeesHelp'),
        })}
      </div>
      {fields.asked('holiday_policy') && (
        <Controller
          name="holiday_policy"
          control={control}
          render={({ field }) => (
            <Checkbox.Group
              label={t('employer.holidayPolicy')}
              required
              value={tickedOf(field.value)}
              onChange={(ticked) => field.onChange(holidayFlags(ticked.join(','), holidayKeys))}
              error={errorOf('holiday_policy')}
            >
              <div className={classes.ticks}>
                {lookups.holiday_policy.map((choice) => (
                  <Checkbox key={choice.value} value={choice.value} label={choice.name} onBlur={field.onBlur} />
                ))}
              </div>
            </Checkbox.Group>
          )}
        />
      )}
      {verifying && (
        <OtpDialog
          opened
          onClose={() => setVerifying(false)}
          enrollmentId={wizard.tempId}
          type="phone"
          contact={asText(form.getValues('phone'))}
          onVerified={(contact) => {
            setValue('phone', contact);
            clearErrors('phone');
            checks.verified('phone', contact);
          }}
        />
      )}
    </StepForm>
  );
}

import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import {
  type checkEnrollCode,
  enrollerCode,
  maritalStatusLabels,
  personalGenders,
  personalInfoFor,
  savePersonalInfo,
} from '@openenroll/contract/wizard/personal-info';
import type { formFieldsData } from '@openenroll/contract/wizard/tabs';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { callApi } from '../../../../shared/api/call-api.ts';
import { DobInput } from '../../../../shared/filter/dob-input.tsx';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useEnrollCode, useSaveEnrollerCode } from '../../api/enroller-code.ts';
import { useFormFields } from '../../api/form-fields.ts';
import classes from '../../fields/fields.module.css';
import { asText, draftOf, readFields, sentValues } from '../../fields/form-fields.ts';
import { lastFourOf, SsnField } from '../../fields/ssn-field.tsx';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useStepDraft } from '../../shell/use-step-draft.ts';
import { isServerFailure, useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';
import { EnrollerCodeOffer } from './enroller-code-offer.tsx';
import { personalInfoMessages } from './personal-info-messages.ts';

/** /enrollment/personal-info (part 2, §2.4). */
type GenderCode = `${keyof typeof personalGenders}`;
type MaritalCode = `${keyof typeof maritalStatusLabels}`;

export function PersonalInfoStep() {
  const wizard = useWizardStep('primary_info');
  const fields = useFormFields('primary_info', wizard.tempId);
  const enrollCode = useEnrollCode(wizard.tempId);
  return (
    <StepPage wizard={wizard} queries={[fields, enrollCode]}>
      {wizard.tempId && fields.data && enrollCode.data && (
        <PersonalInfoForm
          wizard={{ ...wizard, tempId: wizard.tempId }}
          data={fields.data}
          enrollCode={enrollCode.data}
        />
      )}
    </StepPage>
  );
}

type PersonalInfoFormProps = {
  wizard: WizardStepState & { tempId: string };
  data: z.output<typeof formFieldsData>;
  enrollCode: CallData<typeof checkEnrollCode>;
};

/** Never kept in a draft: a whole SSN stays in the form, the enroller code has its own call. */
const NOT_IN_DRAFTS = ['ssn', 'enroller_code'];

const editable = [
  'first_name',
  'middle_name',
  'last_name',
  'marital_status',
  'height_feet',
  'height_inch',
  'weight',
  'prior_coverage_flag',
  'prior_carrier_name',
  'prior_effective_date',
  'prior_term_date',
] as const;

function PersonalInfoForm({ wizard, data, enrollCode }: PersonalInfoFormProps) {
  const t = useT(personalInfoMessages);
  const genderOf = (code: unknown) =>
    String(code) in personalGenders ? t(`personal.gender.${String(code) as GenderCode}`) : '';
  const fields = useMemo(() => readFields(data.result), [data.result]);
  const ssnOnFile = lastFourOf(fields.value('ssn'));
  const [reenteringSsn, setReenteringSsn] = useState(false);
  const codeMandatory = enrollCode.show_enroll_code.status && !enrollCode.is_optional;
  const saveCode = useSaveEnrollerCode(wizard.tempId);

  const schema = useMemo(
    () =>
      personalInfoFor(data.result, { ssnOnFile: ssnOnFile !== undefined }).safeExtend({
        enroller_code: codeMandatory ? enrollerCode : enrollerCode.optional(),
      }),
    [data.result, ssnOnFile, codeMandatory],
  );
  const form = useContractForm(schema, {
    // The step's frame focuses the first refused field in reading order (registration order may differ).
    shouldFocusError: false,
    defaultValues: {
      ...Object.fromEntries(editable.filter(fields.asked).map((name) => [name, fields.text(name) || undefined])),
      ...(codeMandatory ? { enroller_code: enrollCode.enroller_code ?? '' } : {}),
    },
  });
  const { control, register, errorOf } = form;
  const read = () => draftOf(form.getValues(), NOT_IN_DRAFTS);
  const draft = useStepDraft({
    tab: 'primary_info',
    tempId: wizard.tempId,
    serverRevision: data.draft_revision,
    read,
    watch: (onChange) => form.watch(() => onChange()),
  });
  const priorCoverage = form.watch('prior_coverage_flag');

  const submit = form.submit((values) =>
    wizard.save(async () => {
      const { enroller_code: code, ...answers } = values;
      if (codeMandatory && code && code !== enrollCode.enroller_code) {
        await saveCode.mutateAsync(code).catch((error: unknown) => {
          if (error instanceof ApiError && !isServerFailure(error))
            form.refuse(error.fieldError('enroller_code') ?? error.message, 'enroller_code');
          throw error;
        });
      }
      const saved = await callApi(savePersonalInfo, { enrollment_id: wizard.tempId, ...sentValues(answers) });
      draft.settle();
      return saved;
    }),
  );

  const text = (
    name: (typeof editable)[number],
    label: string,
    more: { required?: boolean; inputMode?: 'numeric' } = {},
  ) =>
    fields.asked(name) && (
      <TextInput
        label={label}
        required={more.required ?? true}
        inputMode={more.inputMode}
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
      submitting={form.status === 'submitting'}
      attempt={{ count: form.formState.submitCount, refused: form.status === 'error' }}
      failure={form.failure}
      draft={draft}
      read={read}
    >
      <div className={`${classes.grid} ${classes.three}`}>
        {text('first_name', t('personal.firstName'))}
        {text('middle_name', t('personal.middleName'), { required: false })}
        {text('last_name', t('personal.lastName'))}
      </div>
      <div className={`${classes.grid} ${classes.three}`}>
        {fields.asked('birthdate') && (
          <TextInput
            label={t('personal.dateOfBirth')}
            value={fields.text('birthdate')}
            readOnly
            className={classes.locked}
          />
        )}
        {fields.asked('gender') && (
          <TextInput
            label={t('personal.gender')}
            value={genderOf(fields.value('gender'))}
            readOnly
            className={classes.locked}
          />
        )}
        {fields.asked('marital_status') && (
          <NativeSelect
            label={t('personal.maritalStatus')}
            required
            disabled={fields.locked('marital_status')}
            data={[
              { value: '', label: t('personal.select') },
              ...Object.keys(maritalStatusLabels).map((value) => ({
                value,
                label: t(`personal.marital.${value as MaritalCode}`),
              })),
            ]}
            {...register('marital_status')}
            error={errorOf('marital_status')}
          />
        )}
      </div>
      {fields.asked('ssn') && (
        <div className={classes.narrow}>
          <Controller
            name="ssn"
            control={control}
            shouldUnregister
            render={({ field }) => (
              <SsnField
                label={t('personal.ssn')}
                required={!ssnOnFile || reenteringSsn}
                onFile={ssnOnFile}
                reentering={reenteringSsn}
                onReenter={() => setReenteringSsn(true)}
                onKeep={() => setReenteringSsn(false)}
                {...field}
                value={asText(field.value)}
                error={errorOf('ssn')}
              />
            )}
          />
        </div>
      )}
      {(fields.asked('height_feet') || fields.asked('height_inch') || fields.asked('weight')) && (
        <div className={`${classes.grid} ${classes.three}`}>
          {text('height_feet', t('personal.heightFeet'), { inputMode: 'numeric' })}
          {text('height_inch', t('personal.heightInches'), { inputMode: 'numeric' })}
          {text('weight', t('personal.weight'), { inputMode: 'numeric' })}
        </div>
      )}
      {fields.asked('prior_coverage_flag') && (
        <fieldset className={classes.section}>
          <Controller
            name="prior_coverage_flag"
            control={control}
            render={({ field }) => (
              <Radio.Group
                label={t('personal.priorCoverage')}
                required
                value={field.value === undefined ? null : String(field.value)}
                onChange={field.onChange}
                error={errorOf('prior_coverage_flag')}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="1" label={t('personal.yes')} onBlur={field.onBlur} />
                  <Radio value="0" label={t('personal.no')} onBlur={field.onBlur} />
                </Group>
              </Radio.Group>
            )}
          />
          {String(priorCoverage) === '1' && (
            <div className={`${classes.grid} ${classes.three}`}>
              {text('prior_carrier_name', t('personal.priorCarrier'))}
              {(['prior_effective_date', 'prior_term_date'] as const).map(
                (name) =>
                  fields.asked(name) && (
                    <Controller
                      key={name}
                      name={name}
                      control={control}
                      render={({ field }) => (
                        <DobInput
                          {...field}
                          value={asText(field.value)}
                          label={t(
                            name === 'prior_effective_date' ? 'personal.priorEffectiveDate' : 'personal.priorTermDate',
                          )}
                          required
                          error={errorOf(name)}
                        />
                      )}
                    />
                  ),
              )}
            </div>
          )}
        </fieldset>
      )}
      {enrollCode.show_enroll_code.status &&
        (codeMandatory ? (
          <TextInput
            label={t('personal.enrollerCode')}
            required
            autoComplete="off"
            description={t('personal.enrollerCodeHelp')}
            maw={320}
            {...register('enroller_code')}
            error={errorOf('enroller_code')}
          />
        ) : (
          <EnrollerCodeOffer enrollmentId={wizard.tempId} saved={enrollCode.enroller_code} />
        ))}
    </StepForm>
  );
}

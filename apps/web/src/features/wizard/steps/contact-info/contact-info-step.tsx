import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { contactInfoFor, saveContactInfo } from '@openenroll/contract/wizard/contact-info';
import type { OtpType } from '@openenroll/contract/wizard/otp';
import type { formFieldsData } from '@openenroll/contract/wizard/tabs';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { callApi } from '../../../../shared/api/call-api.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useFormFields } from '../../api/form-fields.ts';
import { useStates } from '../../api/states.ts';
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
import { contactInfoMessages } from './contact-info-messages.ts';

/** /enrollment/contact-info (part 2, §2.5). */
export function ContactInfoStep() {
  const wizard = useWizardStep('contact_info');
  const fields = useFormFields('contact_info', wizard.tempId);
  return (
    <StepPage wizard={wizard} queries={[fields]}>
      {wizard.tempId && fields.data && (
        <ContactInfoForm wizard={{ ...wizard, tempId: wizard.tempId }} data={fields.data} />
      )}
    </StepPage>
  );
}

type ContactInfoFormProps = { wizard: WizardStepState & { tempId: string }; data: z.output<typeof formFieldsData> };

const textFields = [
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone_number',
  'email_address',
  'birth_state',
  'birth_city',
] as const;
const contactField = { email: 'email_address', phone: 'phone_number' } as const;

function ContactInfoForm({ wizard, data }: ContactInfoFormProps) {
  const t = useT(contactInfoMessages);
  const fields = useMemo(() => readFields(data.result), [data.result]);
  const schema = useMemo(() => contactInfoFor(data.result), [data.result]);
  const form = useContractForm(schema, {
    // The step's frame focuses the first refused field in reading order (registration order may differ).
    shouldFocusError: false,
    defaultValues: {
      ...Object.fromEntries(textFields.filter(fields.asked).map((name) => [name, fields.text(name)])),
      ...(fields.asked('with_validation') ? { with_validation: checkedOf(fields.value('with_validation')) } : {}),
    },
  });
  const { control, register, errorOf, setValue, setError, clearErrors } = form;
  const states = useStates(fields.asked('birth_state'));
  const checks = useContactChecks(contactField);
  const [otpFor, setOtpFor] = useState<OtpType>();
  const read = () => draftOf(form.getValues());
  const draft = useStepDraft({
    tab: 'contact_info',
    tempId: wizard.tempId,
    serverRevision: data.draft_revision,
    read,
    watch: (onChange) => form.watch(() => onChange()),
  });

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
        const saved = await callApi(saveContactInfo, {
          enrollment_id: wizard.tempId,
          ...sentValues(values),
          skip_validation_email: checks.skipFlags('email'),
          skip_validation_phone: checks.skipFlags('phone'),
        });
        draft.settle();
        return saved;
      } catch (error) {
        checks.noteRefusal(error);
        throw error;
      }
    }),
  );

  const text = (
    name: (typeof textFields)[number],
    label: string,
    more: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) =>
    fields.asked(name) && (
      <TextInput
        label={label}
        required={more.required ?? true}
        type={more.type}
        autoComplete={more.autoComplete}
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
      <div className={classes.grid}>
        <div className={classes.wide}>{text('address1', t('contact.address1'), { autoComplete: 'address-line1' })}</div>
        <div className={classes.wide}>
          {text('address2', t('contact.address2'), { required: false, autoComplete: 'address-line2' })}
        </div>
      </div>
      <div className={`${classes.grid} ${classes.three}`}>
        {text('city', t('contact.city'), { autoComplete: 'address-level2' })}
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
        <Checkbox label={t('contact.validateAddress')} {...register('with_validation')} />
      )}
      <div className={classes.grid}>
        {(['phone', 'email'] as const).map(
          (type) =>
            fields.asked(contactField[type]) && (
              <VerifiableField
                key={type}
                type={type}
                label={type === 'email' ? t('contact.email') : t('contact.phone')}
                checks={checks}
                onValidate={() => setOtpFor(type)}
              >
                {type === 'email'
                  ? text('email_address', t('contact.email'), { type: 'email', autoComplete: 'email' })
                  : text('phone_number', t('contact.phone'), { type: 'tel', autoComplete: 'tel-national' })}
              </VerifiableField>
            ),
        )}
      </div>
      {(fields.asked('birth_city') || fields.asked('birth_state')) && (
        <div className={classes.grid}>
          {text('birth_city', t('contact.birthCity'))}
          {fields.asked('birth_state') && (
            <NativeSelect
              label={t('contact.birthState')}
              required
              disabled={fields.locked('birth_state')}
              data={[
                { value: '', label: states.isPending ? t('contact.loadingStates') : t('contact.select') },
                ...(states.data ?? []).map((item) => ({ value: item.abbrev, label: item.name })),
              ]}
              {...register('birth_state')}
              error={errorOf('birth_state')}
            />
          )}
        </div>
      )}
      {otpFor && (
        <OtpDialog
          opened
          onClose={() => setOtpFor(undefined)}
          enrollmentId={wizard.tempId}
          type={otpFor}
          contact={asText(form.getValues(contactField[otpFor]))}
          onVerified={(contact) => {
            setValue(contactField[otpFor], contact);
            clearErrors(contactField[otpFor]);
            checks.verified(otpFor, contact);
          }}
        />
      )}
    </StepForm>
  );
}

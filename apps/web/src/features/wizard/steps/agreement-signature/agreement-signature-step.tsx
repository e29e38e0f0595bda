import '@mantine/core/styles/Input.layer.css';
import { Text, TextInput } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { formatMoney } from '@openenroll/contract/money';
import type { getAgreementTexts, getFormFieldsAgreementInfo } from '@openenroll/contract/wizard/agreement-info';
import { saveAgreementInfo } from '@openenroll/contract/wizard/agreement-info';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../../shared/api/call-api.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { Message } from '../../../../shared/i18n/message.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAgreementFields } from '../../api/agreement-fields.ts';
import { useAgreementTexts } from '../../api/agreement-texts.ts';
import classes from '../../fields/fields.module.css';
import { draftOf, readFields } from '../../fields/form-fields.ts';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useStepDraft } from '../../shell/use-step-draft.ts';
import { useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';
import { agreementFormFor, allVerificationFields, answersOf } from './agreement-form.ts';
import { AgreementList } from './agreement-list.tsx';
import { agreementMessages } from './agreement-messages.ts';
import step from './agreement-signature-step.module.css';
import { SignatureField } from './signature-field.tsx';

/** /enrollment/agreement-signature (part 2, §2.13). */
export function AgreementSignatureStep() {
  const wizard = useWizardStep('agreement_info');
  const texts = useAgreementTexts(wizard.tempId);
  const fields = useAgreementFields(wizard.tempId);
  return (
    <StepPage wizard={wizard} queries={[texts, fields]}>
      {wizard.tempId && texts.data && fields.data && (
        <AgreementForm wizard={{ ...wizard, tempId: wizard.tempId }} texts={texts.data} fields={fields.data} />
      )}
    </StepPage>
  );
}

type AgreementFormProps = {
  wizard: WizardStepState & { tempId: string };
  texts: CallData<typeof getAgreementTexts>;
  fields: CallData<typeof getFormFieldsAgreementInfo>;
};

const verificationLabels = {
  agent_name: { label: 'agreement.agentName', autoComplete: 'name' },
  agent_code: { label: 'agreement.agentCode', autoComplete: 'off' },
  group_name: { label: 'agreement.groupName', autoComplete: 'organization' },
  group_code: { label: 'agreement.groupCode', autoComplete: 'off' },
  user_name: { label: 'agreement.applicantName', autoComplete: 'name' },
} as const;

/** The signature is never kept in a draft: it is evidence, taken only with the step. */
const notDrafted = ['signature'] as const;

function AgreementForm({ wizard, texts, fields }: AgreementFormProps) {
  const t = useT(agreementMessages);
  const text = useContractText();
  const asked = useMemo(() => readFields(fields.result), [fields.result]);
  const schema = useMemo(
    () => agreementFormFor(texts.result, fields.result, fields.signature),
    [texts.result, fields.result, fields.signature],
  );
  const verification = allVerificationFields.filter(asked.asked);
  const form = useContractForm(schema, {
    shouldFocusError: false,
    defaultValues: {
      agreements: texts.result.map(() => ({ answer: false })),
      ...Object.fromEntries(verification.map((name) => [name, asked.text(name)])),
      date: fields.today,
      signature: '',
    },
  });
  const { control, register, errorOf } = form;
  const read = () => draftOf(form.getValues(), notDrafted);
  const draft = useStepDraft({
    tab: 'agreement_info',
    tempId: wizard.tempId,
    serverRevision: fields.draft_revision,
    read,
    watch: (onChange) => form.watch(() => onChange()),
  });

  const submit = form.submit((values) =>
    wizard.save(async () => {
      const typed = Object.fromEntries(verification.map((name) => [name, values[name] ?? '']));
      const saved = await callApi(saveAgreementInfo, {
        enrollment_id: wizard.tempId,
        agreements: answersOf(texts.result, values.agreements),
        date: values.date,
        ...typed,
        signature: values.signature === '' ? undefined : values.signature,
      });
      draft.settle();
      return saved;
    }),
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
      <CartNotices texts={texts} />
      <section className={classes.section} aria-labelledby="agreements-heading">
        <h2 id="agreements-heading" className={classes.legend}>
          {t('agreement.heading')}
        </h2>
        <Text size="sm">{t('agreement.readEach')}</Text>
        <Controller
          name="agreements"
          control={control}
          render={({ field }) => (
            <AgreementList
              texts={texts.result}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorOf={(index) => errorOf(`agreements.${index}.answer`)}
            />
          )}
        />
      </section>
      <fieldset className={classes.section}>
        <legend className={classes.legend}>{text(fields.verification_title)}</legend>
        <div className={classes.grid}>
          {verification.map((name) => (
            <TextInput
              key={name}
              label={t(verificationLabels[name].label)}
              description={name === 'user_name' ? t('agreement.applicantNameHint') : undefined}
              autoComplete={verificationLabels[name].autoComplete}
              required
              {...register(name)}
              error={errorOf(name)}
            />
          ))}
          <TextInput
            label={t('agreement.date')}
            readOnly
            className={classes.locked}
            {...register('date')}
            error={errorOf('date')}
          />
        </div>
      </fieldset>
      {asked.asked('signature') && (
        <Controller
          name="signature"
          control={control}
          render={({ field }) => (
            <SignatureField
              value={field.value}
              onChange={field.onChange}
              error={errorOf('signature')}
              required={fields.signature === 'required'}
              note={fields.signature === 'optional' ? t('agreement.signLater') : undefined}
            />
          )}
        />
      )}
    </StepForm>
  );
}

/** The cart's partner notice and the net price of its L713 plans, as get-agreement-texts gives them. */
function CartNotices({
  texts,
}: {
  texts: { special_message: string | null; has_l713: boolean; l713_net_price: number };
}) {
  if (!texts.special_message && !texts.has_l713) return null;
  return (
    <div className={step.notice}>
      {texts.special_message && <Text>{texts.special_message}</Text>}
      {texts.has_l713 && (
        <Text>
          <Message
            catalog={agreementMessages}
            id="agreement.l713Price"
            values={{ price: formatMoney(texts.l713_net_price) }}
            components={{ 0: <strong /> }}
          />
        </Text>
      )}
    </div>
  );
}

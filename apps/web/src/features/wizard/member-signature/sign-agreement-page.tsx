import '@mantine/core/styles/Input.layer.css';
import { Anchor, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { messages } from '@openenroll/contract/messages';
import { requiredText } from '@openenroll/contract/wizard/fields';
import { type getMemberAgreement, receiptMessages, saveMemberSignature } from '@openenroll/contract/wizard/receipt';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error.ts';
import { callApi } from '../../../shared/api/call-api.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { Message } from '../../../shared/i18n/message.tsx';
import { useFormatLongDate } from '../../../shared/i18n/use-format-date.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useMemberAgreement } from '../api/member-agreement.ts';
import fields from '../fields/fields.module.css';
import { agreementsField, answersOf, signatureField } from '../steps/agreement-signature/agreement-form.ts';
import { AgreementList } from '../steps/agreement-signature/agreement-list.tsx';
import { SignatureField } from '../steps/agreement-signature/signature-field.tsx';
import classes from './sign-agreement-page.module.css';
import { signatureMessages } from './signature-messages.ts';

type MemberAgreement = CallData<typeof getMemberAgreement>;

/** A link that is unknown, used, expired or another site's: the server says no more than that. */
const isGone = (error: unknown) => error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;

/**
 * /sign-agreement/:token: the member signs alone what a representative or group completed for them, from the link
 * e-mailed (or texted) at completion. It opens without a session: the token is the member's proof.
 */
export function SignAgreementPage() {
  const text = useContractText();
  const t = useT(signatureMessages);
  useDocumentTitle(t('signature.title'));
  const { token = '' } = useParams();
  const agreement = useMemberAgreement(token);
  const [signed, setSigned] = useState<string>();
  const [gone, setGone] = useState(false);

  const body =
    gone || isGone(agreement.error) ? (
      <Outcome title={t('signature.linkGone')}>{text(receiptMessages.linkGone)}</Outcome>
    ) : signed ? (
      <Outcome title={t('signature.signed')}>
        {text(receiptMessages.signed)}{' '}
        <Message
          catalog={signatureMessages}
          id="signature.confirmation"
          values={{ number: signed }}
          components={{ 0: <strong /> }}
        />
      </Outcome>
    ) : agreement.isError ? (
      <Stack align="flex-start" gap="sm">
        <Text>{t('signature.loadFailed')}</Text>
        <Button variant="default" onClick={() => void agreement.refetch()}>
          {t('signature.tryAgain')}
        </Button>
      </Stack>
    ) : agreement.data ? (
      <SignForm token={token} agreement={agreement.data} onSigned={setSigned} onGone={() => setGone(true)} />
    ) : (
      <PageLoader />
    );

  return (
    <Container size="md" py={40}>
      <Panel aria-labelledby="sign-title">
        <Stack gap="lg">
          <Title order={1} size="h2" id="sign-title">
            {t('signature.title')}
          </Title>
          {body}
        </Stack>
      </Panel>
    </Container>
  );
}

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  const text = useContractText();
  return (
    <Stack align="flex-start" gap="sm" role="status">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text>{children}</Text>
      <Anchor component={Link} to="/">
        {text(messages.backToHomepage)}
      </Anchor>
    </Stack>
  );
}

type SignFormProps = {
  token: string;
  agreement: MemberAgreement;
  onSigned: (policyId: string) => void;
  onGone: () => void;
};

function SignForm({ token, agreement, onSigned, onGone }: SignFormProps) {
  const t = useT(signatureMessages);
  const longDate = useFormatLongDate();
  const schema = useMemo(
    () =>
      z.object({
        agreements: agreementsField(agreement.result),
        user_name: requiredText(100),
        date: z.string(),
        signature: signatureField('required'),
      }),
    [agreement.result],
  );
  const form = useContractForm(schema, {
    defaultValues: {
      agreements: agreement.result.map(() => ({ answer: false })),
      user_name: '',
      date: agreement.today,
      signature: '',
    },
  });
  const { control, register, errorOf } = form;

  const submit = form.submit(async (values) => {
    try {
      const saved = await callApi(saveMemberSignature, {
        token,
        agreements: answersOf(agreement.result, values.agreements),
        user_name: values.user_name,
        date: values.date,
        signature: values.signature,
      });
      onSigned(saved.policy_id);
    } catch (error) {
      // Signed a moment ago in another tab, or expired while the page was open.
      if (error instanceof ApiError && error.statusCode === 404) onGone();
      else throw error;
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="sign-title" className={classes.form}>
      <div className={classes.about}>
        <Text>{t('signature.hello', { name: agreement.first_name, site: agreement.site_name })}</Text>
        <dl className={classes.facts}>
          <dt>{t('signature.confirmationNumber')}</dt>
          <dd>{agreement.policy_id}</dd>
          <dt>{t('signature.plans')}</dt>
          <dd>
            <ul className={classes.plans}>
              {agreement.plans.map((plan) => (
                <li key={plan}>{plan}</li>
              ))}
            </ul>
          </dd>
          <dt>{t('signature.signBy')}</dt>
          <dd>{longDate.utcDay(agreement.expires_at)}</dd>
        </dl>
      </div>
      <section className={fields.section} aria-labelledby="member-agreements">
        <h2 id="member-agreements" className={fields.legend}>
          {t('signature.agreements')}
        </h2>
        <Controller
          name="agreements"
          control={control}
          render={({ field }) => (
            <AgreementList
              texts={agreement.result}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorOf={(index) => errorOf(`agreements.${index}.answer`)}
            />
          )}
        />
      </section>
      <div className={fields.grid}>
        <TextInput
          label={t('signature.fullName')}
          description={t('signature.fullNameHint')}
          autoComplete="name"
          required
          {...register('user_name')}
          error={errorOf('user_name')}
        />
        <TextInput
          label={t('signature.date')}
          readOnly
          className={fields.locked}
          {...register('date')}
          error={errorOf('date')}
        />
      </div>
      <Controller
        name="signature"
        control={control}
        render={({ field }) => (
          <SignatureField value={field.value} onChange={field.onChange} error={errorOf('signature')} required />
        )}
      />
      {form.failure && <FormError>{form.failure}</FormError>}
      <Button type="submit" size="md" loading={form.status === 'submitting'} className={classes.submit}>
        {t('signature.submit')}
      </Button>
    </form>
  );
}

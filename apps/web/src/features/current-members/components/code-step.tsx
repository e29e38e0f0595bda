import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { MEMBER_CODE_LIFETIME_MINUTES, memberErrorCodes, verifyMemberListCode } from '@openenroll/contract/members';
import { messages } from '@openenroll/contract/messages';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../shared/api/api-error.ts';
import { clientState } from '../../../shared/client-state.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { Message } from '../../../shared/i18n/message.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { CodeInput } from '../../../shared/ui/code-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { formatSeconds, useCountdown } from '../../../shared/use-countdown.ts';
import { useSendMemberListCode, useVerifyMemberListCode } from '../api/member-list-code.ts';
import { membersMessages } from '../current-members-messages.ts';

/** Where the code went: the masked address, or only that one was sent earlier in this session. */
type Sent = { email?: string };

/** Whose list the code opens: a code another representative or group asked for on this browser is not theirs. */
const owner = () => `${clientState.get('agent_id') ?? ''}/${clientState.get('group_id') ?? ''}`;

/** A code this browser asked for that still works: the step reopens as it was left, its countdown running. */
function rememberedCode(now = Date.now()) {
  const sent = clientState.get('memberCodeSent');
  return sent && sent.owner === owner() && sent.until > now ? sent : undefined;
}

function rememberCode(sent: Sent, resendAt: number) {
  const until = Date.now() + MEMBER_CODE_LIFETIME_MINUTES * 60_000;
  clientState.set('memberCodeSent', { ...sent, owner: owner(), resendAt, until });
}

/**
 * Before the first member list of a session: the representative or group administrator proves control of the
 * e-mail address on file with a one-time code (6 digits). A new code can be asked for after 120 s.
 */
export function CodeStep() {
  const text = useContractText();
  const headingId = useId();
  const send = useSendMemberListCode();
  const [remembered] = useState(rememberedCode);
  const [sent, setSent] = useState<Sent | undefined>(remembered && { email: remembered.email });
  const [resendAt, setResendAt] = useState(remembered?.resendAt);
  const [sendError, setSendError] = useState<string>();
  const secondsLeft = useCountdown(resendAt);
  const t = useT(membersMessages);

  function codeSent(code: Sent, waitSeconds: number) {
    const at = Date.now() + waitSeconds * 1000;
    setSent(code);
    setResendAt(at);
    rememberCode(code, at);
  }

  function sendCode() {
    setSendError(undefined);
    send.mutate(undefined, {
      onSuccess: ({ email, resend_after_seconds }) => codeSent({ email }, resend_after_seconds),
      onError: (error) => {
        // A code sent a moment ago (in another tab, say) still works: it is typed in while the wait counts down.
        if (error instanceof ApiError && error.errorCode === memberErrorCodes.resendTooSoon && error.retryAfterSeconds)
          codeSent(sent ?? {}, error.retryAfterSeconds);
        else setSendError(errorMessage(error));
      },
    });
  }

  return (
    <Panel aria-labelledby={headingId}>
      <Stack gap="lg">
        <Title order={2} size="h3" id={headingId}>
          {t('members.code.title')}
        </Title>
        <Text>{text(messages.memberListCodeRequired)}</Text>
        {sent === undefined ? (
          <Group>
            <Button size="md" onClick={sendCode} loading={send.isPending}>
              {t('members.code.send')}
            </Button>
          </Group>
        ) : (
          <>
            <Text role="status">
              {sent.email ? (
                <Message
                  catalog={membersMessages}
                  id="members.code.sentTo"
                  values={{ email: sent.email }}
                  components={{ 0: <strong /> }}
                />
              ) : (
                t('members.code.sentEarlier')
              )}
            </Text>
            <CodeForm />
            <Group gap="sm">
              <Button
                variant="default"
                size="sm"
                onClick={sendCode}
                loading={send.isPending}
                disabled={secondsLeft > 0}
              >
                {t('members.code.sendNew')}
              </Button>
              {secondsLeft > 0 && (
                <Text size="sm" c="dimmed">
                  {t('members.code.wait', { time: formatSeconds(secondsLeft) })}
                </Text>
              )}
            </Group>
          </>
        )}
        {sendError && <FormError>{sendError}</FormError>}
      </Stack>
    </Panel>
  );
}

/** The code as typed: one numeric field the browser may fill from the e-mail (autocomplete one-time-code). */
function CodeForm() {
  const verify = useVerifyMemberListCode();
  const form = useContractForm(verifyMemberListCode.input, { defaultValues: { code: '' }, errorsClear: 'on-edit' });
  const { setFocus, status } = form;
  const t = useT(membersMessages);

  // On arrival and after any failure, the code field is where the next keystroke goes.
  useEffect(() => {
    if (status === 'idle' || status === 'error') setFocus('code');
  }, [status, setFocus]);

  return (
    <form onSubmit={form.submit(({ code }) => verify.mutateAsync(code))} noValidate>
      <Stack gap="md">
        <Controller
          name="code"
          control={form.control}
          render={({ field, fieldState }) => (
            <CodeInput {...field} label={t('members.code.label')} size="md" error={fieldState.error?.message} />
          )}
        />
        <Group>
          <Button type="submit" size="md" loading={status === 'submitting'}>
            {t('members.code.confirm')}
          </Button>
        </Group>
        {form.failure && <FormError>{form.failure}</FormError>}
      </Stack>
    </form>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { formatPhone } from '@openenroll/contract/phone';
import { type OtpType, otpCode, otpMessages, otpTimings } from '@openenroll/contract/wizard/otp';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../shared/api/api-error.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { Message } from '../../../shared/i18n/message.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { CodeInput } from '../../../shared/ui/code-input.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { CheckCircleIcon } from '../../../shared/ui/icons.tsx';
import { formatSeconds, useCountdown } from '../../../shared/use-countdown.ts';
import { useSendOtp, useVerifyOtp } from '../api/otp.ts';
import { wizardMessages } from '../shell/wizard-messages.ts';
import classes from './otp-dialog.module.css';
import { forgetSentCode, rememberSentCode, sentCode } from './otp-flag.ts';

type OtpDialogProps = {
  opened: boolean;
  onClose: () => void;
  enrollmentId: string;
  type: OtpType;
  contact: string;
  /** The contact the server now counts as verified. */
  onVerified: (contact: string) => void;
};

type Stage = { kind: 'send' } | { kind: 'enter'; resendAt: number } | { kind: 'verified' };

/** A phone as people read it: (214) 555-0100. */
const shown = (type: OtpType, contact: string) => (type === 'phone' ? formatPhone(contact) : contact);

/** Part 2, §2.6: send a code, type it, and 'Verification Successful!' closes by itself after 2 seconds. */
export function OtpDialog({ opened, onClose, enrollmentId, type, contact, onVerified }: OtpDialogProps) {
  const text = useContractText();
  const t = useT(wizardMessages);
  const [stage, setStage] = useState<Stage>({ kind: 'send' });
  const [resent, setResent] = useState(false);
  const [lastOpened, setLastOpened] = useState(false);
  const send = useSendOtp();
  const closeTimer = useRef<number>(undefined);

  // A code sent a moment ago (before a reload, say) still works: the dialog opens where the person left it.
  if (opened !== lastOpened) {
    setLastOpened(opened);
    if (opened) {
      const sent = sentCode(type, contact);
      setStage(sent ? { kind: 'enter', resendAt: sent.resendAt } : { kind: 'send' });
      setResent(false);
      send.reset();
    }
  }

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function sendCode(again: boolean) {
    send.mutate(
      { enrollmentId, type, contact },
      {
        onSuccess: ({ resend_in, expires_in }) => {
          setStage({ kind: 'enter', resendAt: rememberSentCode(type, contact, resend_in, expires_in) });
          setResent(again);
        },
      },
    );
  }

  function verified(confirmed: string) {
    forgetSentCode();
    setStage({ kind: 'verified' });
    closeTimer.current = window.setTimeout(() => {
      onVerified(confirmed);
      onClose();
    }, otpTimings.successCloseMs);
  }

  const sendFailure = send.isError
    ? (send.error instanceof ApiError && send.error.fieldError('contact')) || errorMessage(send.error)
    : undefined;

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t(type === 'email' ? 'wizard.otp.emailTitle' : 'wizard.otp.phoneTitle')}
    >
      {stage.kind === 'verified' ? (
        <Stack align="center" ta="center" gap="sm" py="md" role="status">
          <CheckCircleIcon size={48} className={classes.icon} />
          <Text fw={700} size="lg">
            {text(otpMessages.verified)}
          </Text>
        </Stack>
      ) : stage.kind === 'send' ? (
        <Stack gap="md">
          <Text>
            <Message
              catalog={wizardMessages}
              id="wizard.otp.willSend"
              values={{ contact: shown(type, contact) }}
              components={{ 0: <strong className={classes.contact} /> }}
            />
          </Text>
          {sendFailure && <FormError>{sendFailure}</FormError>}
          <Group justify="space-between">
            <Button variant="default" onClick={onClose}>
              {t('wizard.cancel')}
            </Button>
            <Button onClick={() => sendCode(false)} loading={send.isPending} data-autofocus>
              {t('wizard.otp.sendCode')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <CodeStage
          key={stage.resendAt}
          enrollmentId={enrollmentId}
          type={type}
          contact={contact}
          resendAt={stage.resendAt}
          resent={resent}
          sending={send.isPending}
          sendFailure={sendFailure}
          onResend={() => sendCode(true)}
          onVerified={verified}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

type CodeStageProps = Pick<OtpDialogProps, 'enrollmentId' | 'type' | 'contact'> & {
  resendAt: number;
  resent: boolean;
  sending: boolean;
  sendFailure: string | undefined;
  onResend: () => void;
  onVerified: (contact: string) => void;
  onCancel: () => void;
};

const codeSchema = (type: OtpType) =>
  z.object({
    otp: z
      .string()
      .trim()
      .min(1, { error: type === 'email' ? otpMessages.enterEmailCode : otpMessages.enterPhoneCode, abort: true })
      .pipe(otpCode),
  });

/** The code as typed, the wait before another may be sent, and Resend once it is over. */
function CodeStage({
  enrollmentId,
  type,
  contact,
  resendAt,
  resent,
  sending,
  sendFailure,
  ...actions
}: CodeStageProps) {
  const t = useT(wizardMessages);
  const verify = useVerifyOtp();
  const form = useContractForm(codeSchema(type), {
    defaultValues: { otp: '' },
    errorsClear: 'on-edit',
    failureField: 'otp',
  });
  const secondsLeft = useCountdown(resendAt);

  async function check({ otp }: { otp: string }) {
    const result = await verify.mutateAsync({ enrollmentId, type, contact, otp });
    actions.onVerified(result.contact);
  }

  return (
    <form onSubmit={form.submit(check)} noValidate>
      <Stack gap="md">
        <Text role="status">
          <Message
            catalog={wizardMessages}
            id={resent ? 'wizard.otp.resent' : 'wizard.otp.sent'}
            values={{ contact: shown(type, contact) }}
            components={{ 0: <strong className={classes.contact} /> }}
          />
        </Text>
        <Controller
          name="otp"
          control={form.control}
          render={({ field, fieldState }) => (
            <CodeInput
              {...field}
              label={t('wizard.otp.code')}
              required
              data-autofocus
              error={fieldState.error?.message}
            />
          )}
        />
        {sendFailure && <FormError>{sendFailure}</FormError>}
        <Group gap="sm" align="center">
          <Button variant="subtle" onClick={actions.onResend} loading={sending} disabled={secondsLeft > 0}>
            {t('wizard.otp.resend')}
          </Button>
          {secondsLeft > 0 && (
            <Text size="sm" c="dimmed">
              {t('wizard.otp.wait', { time: formatSeconds(secondsLeft) })}
            </Text>
          )}
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={actions.onCancel}>
            {t('wizard.cancel')}
          </Button>
          <Button type="submit" loading={form.status === 'submitting'}>
            {t('wizard.otp.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

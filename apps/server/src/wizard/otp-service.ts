import type { Locale } from '@openenroll/contract/locale';
import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { type OtpType, otpMessages, otpTimings } from '@openenroll/contract/wizard/otp';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { FieldInvalid, NotConfigured, TooManyAttempts } from '../errors/domain-error.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { OneTimeCodes } from '../one-time-codes/one-time-code-service.ts';
import type { ContactProof } from './contact-proof.ts';
import { normalContact } from './contact-proof.ts';
import { otpMail, otpText } from './otp-message.ts';

/**
 * Part 2, §2.6 and the wizard issue: 10 minutes, 5 wrong tries, resend after 120 s, 5 sends an hour per contact and
 * client.
 */
const policy = {
  lifetimeMinutes: 10,
  maxWrongTries: 5,
  resendAfterSeconds: otpTimings.resendAfterSeconds,
  sendsPerHour: 5,
};

const refusals = {
  wrong: otpMessages.wrongCode,
  void: messages.voidCode,
  expired: messages.expiredCode,
  none: messages.noCode,
} as const;

type Deps = {
  codes: OneTimeCodes;
  proof: ContactProof;
  mail: Pick<MailService, 'enqueue' | 'enqueueText' | 'canText'>;
  enrollments: Pick<EnrollmentStore, 'find'>;
  siteName: (siteId: number) => Promise<string>;
};

/** The wizard's one-time codes: a person proves an e-mail address or phone the validation service doubts. */
export function createOtpService(deps: Deps) {
  const purposes = {
    email: deps.codes('enrollment-email', policy),
    phone: deps.codes('enrollment-phone', policy),
  };

  return {
    async send(enrollmentId: string, type: OtpType, contact: string, client: string, language: Locale = 'en') {
      if (type === 'phone' && !deps.mail.canText()) {
        throw new NotConfigured(storeMessages.noTextMessages);
      }
      const enrollment = await deps.enrollments.find(enrollmentId);
      const site = await deps.siteName(enrollment.siteId);
      const to = normalContact(type, contact);
      const sent = await purposes[type].issue(
        { subject: enrollmentId, contact: to, owner: to, client },
        async (code, tx) => {
          if (type === 'phone') {
            await deps.mail.enqueueText(
              { to, text: otpText(site, code, language), kind: 'enrollment-phone-code', siteId: enrollment.siteId },
              tx,
            );
          } else {
            await deps.mail.enqueue(
              { to, ...otpMail(site, code, language), kind: 'enrollment-email-code', siteId: enrollment.siteId },
              tx,
            );
          }
        },
      );
      if (sent.status === 'resend-wait') {
        throw new TooManyAttempts(messages.resendCodeIn(sent.seconds), 'resendTooSoon', sent.seconds);
      }
      if (sent.status === 'send-limit')
        throw new TooManyAttempts(messages.tooManyAttempts, 'rateLimited', sent.seconds);
      return { resend_in: policy.resendAfterSeconds, expires_in: policy.lifetimeMinutes * 60 };
    },

    async verify(enrollmentId: string, type: OtpType, contact: string, code: string) {
      const to = normalContact(type, contact);
      const outcome = await purposes[type].verify({ subject: enrollmentId, contact: to, code }, (tx) =>
        deps.proof.markVerified(enrollmentId, type, to, tx),
      );
      if (outcome !== 'verified') throw new FieldInvalid('otp', refusals[outcome], outcome);
      return { verified: true as const, contact: to };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

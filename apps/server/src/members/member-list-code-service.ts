import type { Locale } from '@openenroll/contract/locale';
import {
  MEMBER_CODE_LIFETIME_MINUTES,
  MEMBER_CODE_RESEND_SECONDS,
  memberErrorCodes,
} from '@openenroll/contract/members';
import { messages } from '@openenroll/contract/messages';
import { eq } from 'drizzle-orm';
import type { SnapshotSite } from '../catalog/storefront-snapshot.ts';
import type { Db } from '../db/client.ts';
import { agents, groups } from '../db/schema.ts';
import { FieldInvalid, NotFound, TooManyAttempts } from '../errors/domain-error.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { OneTimeCodes, VerifyOutcome } from '../one-time-codes/one-time-code-service.ts';
import type { Session, SessionService } from '../session/session-service.ts';
import { type ListOwner, requireOwner } from './list-owner.ts';
import { memberCodeMail } from './member-code-mail.ts';

/** Codes e-mailed to one representative or group, 6 an hour per client: with 5 tries each, guessing stays hopeless. */
const policy = {
  lifetimeMinutes: MEMBER_CODE_LIFETIME_MINUTES,
  maxWrongTries: 5,
  resendAfterSeconds: MEMBER_CODE_RESEND_SECONDS,
  sendsPerHour: 6,
};

const refusals: Record<Exclude<VerifyOutcome, 'verified'>, [message: string, errorCode: string]> = {
  wrong: [messages.wrongCode, memberErrorCodes.wrongCode],
  void: [messages.voidCode, memberErrorCodes.voidCode],
  expired: [messages.expiredCode, memberErrorCodes.expiredCode],
  none: [messages.noCode, memberErrorCodes.noCode],
};

/** m***@example.com: enough for the owner to recognise the address, not enough to harvest it. */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

type Deps = { db: Db; sessions: SessionService; mail: MailService; codes: OneTimeCodes };

/**
 * The one-time code a representative or group administrator confirms before the first member list of a session:
 * e-mailed to the owner's address on file, one live code per session.
 */
export function createMemberListCodeService({ db, sessions, mail, codes }: Deps) {
  const memberListCodes = codes('member-list-code', policy);

  async function addressOf(owner: ListOwner) {
    const table = owner.kind === 'agent' ? agents : groups;
    const [row] = await db.select({ email: table.email }).from(table).where(eq(table.id, owner.id));
    return row?.email;
  }

  return {
    /** E-mails a new code (the session's earlier one no longer works); again within the resend wait: 429. */
    async send(session: Session, site: SnapshotSite, client: string, language: Locale = 'en') {
      const owner = requireOwner(session.data);
      const email = await addressOf(owner);
      if (!email) throw new NotFound();
      const sent = await memberListCodes.issue(
        { subject: session.tokenHash, contact: email, owner: `${owner.kind}:${owner.id}`, client },
        async (code, tx) => {
          const message = memberCodeMail(site.name, code, policy.lifetimeMinutes, language);
          await mail.enqueue({ to: email, kind: 'member-list-code', siteId: site.id, ...message }, tx);
        },
      );
      if (sent.status === 'resend-wait') {
        throw new TooManyAttempts(messages.resendCodeIn(sent.seconds), memberErrorCodes.resendTooSoon, sent.seconds);
      }
      if (sent.status === 'send-limit')
        throw new TooManyAttempts(messages.tooManyAttempts, 'rateLimited', sent.seconds);
      return { email: maskEmail(email), resend_after_seconds: MEMBER_CODE_RESEND_SECONDS } as const;
    },

    /** Opens the owner's member lists for this session when the code is right; every wrong try counts. */
    async verify(session: Session, code: string) {
      const owner = requireOwner(session.data);
      const outcome = await memberListCodes.verify(
        { subject: session.tokenHash, contact: (await addressOf(owner)) ?? '', code },
        async (tx) => {
          await sessions.update(session, { memberListProof: owner }, tx);
        },
      );
      if (outcome !== 'verified') {
        const [message, errorCode] = refusals[outcome];
        throw new FieldInvalid('code', message, errorCode);
      }
    },
  };
}

export type MemberListCodeService = ReturnType<typeof createMemberListCodeService>;

import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { MEMBER_CODE_RESEND_SECONDS, memberErrorCodes } from '@openenroll/contract/members';
import { messages } from '@openenroll/contract/messages';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { SnapshotSite } from '../catalog/storefront-snapshot.ts';
import type { Db } from '../db/client.ts';
import { agents, groups, memberListCodes } from '../db/schema.ts';
import { FieldInvalid, NotFound, TooManyAttempts } from '../errors/domain-error.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { Session, SessionService } from '../session/session-service.ts';
import { type ListOwner, ownerColumns, requireOwner, sameOwner } from './list-owner.ts';
import { memberCodeMail } from './member-code-mail.ts';

const CODE_LIFETIME_MINUTES = 10;
const MAX_WRONG_CODES = 5;
/** Codes e-mailed to one representative or group: with the 5 tries each, guessing stays hopeless. */
const codeSends = { limit: 6, windowMs: 60 * 60_000 };

/** Salted with the session, so a leaked table row cannot be checked against a code from another session. */
const hashCode = (sessionHash: string, code: string) => createHash('sha256').update(`${sessionHash}:${code}`).digest();

/** Whose list a stored code opens. */
const ownerOfRow = (row: { agentId: number | null; groupId: number | null }): ListOwner | undefined =>
  row.agentId ? { kind: 'agent', id: row.agentId } : row.groupId ? { kind: 'group', id: row.groupId } : undefined;

const codeError = (message: string, errorCode: string) => new FieldInvalid('code', message, errorCode);

/** m***@example.com: enough for the owner to recognise the address, not enough to harvest it. */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

type Deps = { db: Db; sessions: SessionService; mail: MailService; limiter: RateLimiter; now?: () => Date };

/** The one-time code a representative or group administrator confirms before the first member list of a session. */
export function createMemberListCodeService({ db, sessions, mail, limiter, now = () => new Date() }: Deps) {
  async function addressOf(owner: ListOwner) {
    const table = owner.kind === 'agent' ? agents : groups;
    const [row] = await db.select({ email: table.email }).from(table).where(eq(table.id, owner.id));
    if (!row) throw new NotFound();
    return row.email;
  }

  return {
    /** E-mails a new code (the session's earlier one no longer works); again within the resend wait: 429. */
    async send(session: Session, site: SnapshotSite) {
      const owner = requireOwner(session.data);
      const [earlier] = await db
        .select()
        .from(memberListCodes)
        .where(eq(memberListCodes.sessionHash, session.tokenHash));
      if (earlier && sameOwner(ownerOfRow(earlier), owner)) {
        const wait = Math.ceil(
          (earlier.createdAt.getTime() + MEMBER_CODE_RESEND_SECONDS * 1000 - now().getTime()) / 1000,
        );
        if (wait > 0) {
          throw new TooManyAttempts(messages.resendCodeIn(wait), memberErrorCodes.resendTooSoon, wait);
        }
      }
      const sendKey = `member-list-code:${owner.kind}:${owner.id}`;
      await limiter.check(sendKey, codeSends, messages.tooManyAttempts);
      await limiter.record(sendKey, codeSends);

      const email = await addressOf(owner);
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const createdAt = now();
      const row = {
        ...ownerColumns(owner),
        codeHash: hashCode(session.tokenHash, code).toString('base64url'),
        attempts: 0,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CODE_LIFETIME_MINUTES * 60_000),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(memberListCodes)
          .values({ sessionHash: session.tokenHash, ...row })
          .onConflictDoUpdate({ target: memberListCodes.sessionHash, set: row });
        await mail.enqueue(
          {
            to: email,
            kind: 'member-list-code',
            siteId: site.id,
            ...memberCodeMail(site.name, code, CODE_LIFETIME_MINUTES),
          },
          tx,
        );
      });
      return { email: maskEmail(email), resend_after_seconds: MEMBER_CODE_RESEND_SECONDS } as const;
    },

    /** Opens the owner's member lists for this session when the code is right; every wrong try counts. */
    async verify(session: Session, code: string) {
      const owner = requireOwner(session.data);
      const byHash = eq(memberListCodes.sessionHash, session.tokenHash);
      const [current] = await db.select().from(memberListCodes).where(byHash);
      if (!current || !sameOwner(ownerOfRow(current), owner)) {
        throw codeError(messages.expiredCode, memberErrorCodes.expiredCode);
      }
      if (current.attempts >= MAX_WRONG_CODES) throw codeError(messages.voidCode, memberErrorCodes.voidCode);
      if (current.expiresAt.getTime() <= now().getTime()) {
        throw codeError(messages.expiredCode, memberErrorCodes.expiredCode);
      }
      // The try is counted before the code is compared, so parallel guesses cannot share one remaining try.
      const [counted] = await db
        .update(memberListCodes)
        .set({ attempts: sql`${memberListCodes.attempts} + 1` })
        .where(and(byHash, lt(memberListCodes.attempts, MAX_WRONG_CODES)))
        .returning({ attempts: memberListCodes.attempts });
      if (!counted) throw codeError(messages.voidCode, memberErrorCodes.voidCode);
      const right = timingSafeEqual(Buffer.from(current.codeHash, 'base64url'), hashCode(session.tokenHash, code));
      if (!right) {
        if (counted.attempts >= MAX_WRONG_CODES) throw codeError(messages.voidCode, memberErrorCodes.voidCode);
        throw codeError(messages.wrongCode, memberErrorCodes.wrongCode);
      }
      await db.transaction(async (tx) => {
        await tx.delete(memberListCodes).where(byHash);
        await sessions.update(session, { memberListProof: owner }, tx);
      });
    },
  };
}

export type MemberListCodeService = ReturnType<typeof createMemberListCodeService>;

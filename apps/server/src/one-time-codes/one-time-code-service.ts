import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';

/** How a kind of code behaves: how long it lives, how many wrong tries void it, how often it may be sent. */
export type CodePolicy = {
  lifetimeMinutes: number;
  maxWrongTries: number;
  /** A new code for the same subject and contact only after this wait. */
  resendAfterSeconds: number;
  /**
   * Codes one client address may have sent per hour to one owner (a representative, a group, a phone number),
   * however many subjects it asks for; the owner gets at most OWNER_SHARES times this from all clients.
   */
  sendsPerHour: number;
};

/** Who asks (`subject`: a session, an enrollment) and where the code goes (`contact`: an address, a number). */
export type CodeRequest = { subject: string; contact: string };

/**
 * How many clients' worth of codes an owner may be sent an hour. Counting only per owner would let anyone who can
 * ask (a holder of a shared group code) use up the owner's sends; counting only per client would let many addresses
 * flood the owner's mailbox and multiply the guesses at the owner's codes.
 */
const OWNER_SHARES = 4;

export type IssueOutcome =
  | { status: 'sent' }
  /** The subject's last code to this contact is too recent. */
  | { status: 'resend-wait'; seconds: number }
  /** The owner was sent too many codes this hour, or this client asked for too many of them. */
  | { status: 'send-limit'; seconds: number };

/** 'none': no live code for this subject and contact (used, replaced, never sent, or sent elsewhere). */
export type VerifyOutcome = 'verified' | 'wrong' | 'void' | 'expired' | 'none';

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** Salted with purpose and subject, so a leaked row cannot be checked against another subject's code. */
const hashCode = (purpose: string, subject: string, code: string) => sha256(`${purpose}:${subject}:${code}`);
const hashContact = (contact: string) => sha256(contact.trim().toLowerCase()).toString('base64url');

/**
 * Six-digit codes that prove a subject reads a contact: drawn from the system's CSPRNG, kept only hashed, good once,
 * for `lifetimeMinutes`, void after `maxWrongTries`; one live code per purpose and subject (a new one replaces it).
 */
export function createOneTimeCodes(deps: { db: Db; limiter: RateLimiter; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** The codes of one purpose ('member-list', 'enrollment-email'...) under its policy. */
  return function purpose(name: string, policy: CodePolicy) {
    const sends = { limit: policy.sendsPerHour, windowMs: 60 * 60_000 };
    const ownerSends = { ...sends, limit: policy.sendsPerHour * OWNER_SHARES };
    const byKey = (subject: string) => and(eq(oneTimeCodes.purpose, name), eq(oneTimeCodes.subject, subject));

    return {
      /**
       * A new code for the subject, handed to `deliver` in the transaction that stores it (so a code is stored only
       * if its message is queued). `owner` names whose hourly send limit it counts against, `client` the address
       * that asks.
       */
      async issue(
        request: CodeRequest & { owner: string; client: string },
        deliver: (code: string, tx: Tx) => Promise<void>,
      ): Promise<IssueOutcome> {
        const contactHash = hashContact(request.contact);
        const [earlier] = await deps.db.select().from(oneTimeCodes).where(byKey(request.subject));
        if (earlier?.contactHash === contactHash) {
          const waitMs = earlier.createdAt.getTime() + policy.resendAfterSeconds * 1000 - now().getTime();
          if (waitMs > 0) return { status: 'resend-wait', seconds: Math.ceil(waitMs / 1000) };
        }
        const taken = await deps.limiter.take([
          { key: `${name}:${request.owner}:${request.client}`, rule: sends },
          { key: `${name}:${request.owner}`, rule: ownerSends },
        ]);
        if (taken.refused) return { status: 'send-limit', seconds: taken.waitSeconds };

        const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
        const createdAt = now();
        const row = {
          contactHash,
          codeHash: hashCode(name, request.subject, code).toString('base64url'),
          attempts: 0,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + policy.lifetimeMinutes * 60_000),
        };
        const resendOpen = new Date(createdAt.getTime() - policy.resendAfterSeconds * 1000);
        let stored: boolean;
        try {
          stored = await deps.db.transaction(async (tx) => {
            await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, createdAt));
            // The wait is checked again in the write: of parallel asks for one subject and contact, one code goes.
            const [replaced] = await tx
              .insert(oneTimeCodes)
              .values({ purpose: name, subject: request.subject, ...row })
              .onConflictDoUpdate({
                target: [oneTimeCodes.purpose, oneTimeCodes.subject],
                set: row,
                setWhere: or(ne(oneTimeCodes.contactHash, contactHash), lte(oneTimeCodes.createdAt, resendOpen)),
              })
              .returning({ subject: oneTimeCodes.subject });
            if (!replaced) return false;
            await deliver(code, tx);
            return true;
          });
        } catch (error) {
          // Nothing was sent: the send does not count.
          await taken.giveBack();
          throw error;
        }
        if (!stored) {
          await taken.giveBack();
          return { status: 'resend-wait', seconds: policy.resendAfterSeconds };
        }
        return { status: 'sent' };
      },

      /**
       * Checks a code the subject typed for the contact; every try counts. A right code is used up in the
       * transaction `onVerified` runs in, so what it proves is recorded with it or not at all.
       */
      async verify(
        request: CodeRequest & { code: string },
        onVerified: (tx: Tx) => Promise<void>,
      ): Promise<VerifyOutcome> {
        const key = byKey(request.subject);
        const [current] = await deps.db.select().from(oneTimeCodes).where(key);
        if (!current || current.contactHash !== hashContact(request.contact)) return 'none';
        if (current.attempts >= policy.maxWrongTries) return 'void';
        if (current.expiresAt.getTime() <= now().getTime()) return 'expired';
        // The try is counted before the code is compared, so parallel guesses cannot share one remaining try.
        const [counted] = await deps.db
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(and(key, lt(oneTimeCodes.attempts, policy.maxWrongTries)))
          .returning({ attempts: oneTimeCodes.attempts });
        if (!counted) return 'void';
        const typed = hashCode(name, request.subject, request.code);
        if (!timingSafeEqual(Buffer.from(current.codeHash, 'base64url'), typed)) {
          return counted.attempts >= policy.maxWrongTries ? 'void' : 'wrong';
        }
        await deps.db.transaction(async (tx) => {
          await tx.delete(oneTimeCodes).where(key);
          await onVerified(tx);
        });
        return 'verified';
      },
    };
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
export type CodePurpose = ReturnType<OneTimeCodes>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** What the server remembers about a visitor. The browser only ever holds the random token. */
export type SessionData = {
  siteId?: number;
  agentId?: number;
  groupId?: number;
  portalId?: number;
  enrollmentId?: string;
};

export type Session = { tokenHash: string; data: SessionData };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionService(deps: { db: Db; now?: () => Date; idleMinutes: number }) {
  const now = deps.now ?? (() => new Date());
  const idleCutoff = () => new Date(now().getTime() - deps.idleMinutes * 60_000);

  return {
    /** A new session; the token (>= 128 bits) goes to the cookie, only its hash to the table. */
    async create(data: SessionData = {}, tx: Tx = deps.db): Promise<Session & { token: string }> {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      await tx.insert(sessions).values({ tokenHash, data, createdAt: now(), lastSeenAt: now() });
      return { token, tokenHash, data };
    },

    /** The live session for a token, or null when unknown, revoked or idle too long. */
    async find(token: string, tx: Tx = deps.db): Promise<Session | null> {
      const tokenHash = hashToken(token);
      const [row] = await tx
        .update(sessions)
        .set({ lastSeenAt: now() })
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.lastSeenAt, idleCutoff())),
        )
        .returning({ data: sessions.data });
      return row ? { tokenHash, data: row.data as SessionData } : null;
    },

    async update(session: Session, patch: Partial<SessionData>, tx: Tx = deps.db): Promise<Session> {
      const data = { ...session.data, ...patch };
      await tx.update(sessions).set({ data }).where(eq(sessions.tokenHash, session.tokenHash));
      return { ...session, data };
    },

    async revoke(session: Session, tx: Tx = deps.db) {
      await tx.update(sessions).set({ revokedAt: now() }).where(eq(sessions.tokenHash, session.tokenHash));
    },

    async purgeIdle(tx: Tx = deps.db) {
      await tx.delete(sessions).where(lt(sessions.lastSeenAt, idleCutoff()));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@openenroll/contract/locale';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.ts';
import type { Db, Tx } from '../db/client.ts';
import { createReadCache, deepFreeze, type Frozen } from '../db/read-cache.ts';
import { cartLines, enrollments, sessions } from '../db/schema.ts';
import { preparedOn } from '../db/transactions.ts';
import { cartLineColumns, cartOfRows, type EnrollmentCart } from '../enrollment/enrollment-store.ts';

/** What the server remembers about a visitor. The browser only ever holds the random token. */
export type SessionData = {
  /** The representative whose store this is (landing page, referral or their own access code). */
  agentId?: number;
  /** The group the visitor enrolls under. */
  groupId?: number;
  portalId?: number;
  eprocess?: 'rep' | 'applicant' | 'group';
  openType?: 'agent' | 'group' | 'user';
  enrollType?: 'new-member' | 'new-group-member' | 'existing-member';
  /** The representative proved their access code in this session. */
  repAuthenticated?: boolean;
  /** The visitor proved the group's enrollment code in this session. */
  groupAuthenticated?: boolean;
  referral?: string;
  enrollmentId?: string;
  /** A received quote's link was opened: this session may read that quote's cart, and answer it. */
  quote?: { id: string; enrollmentId: string };
  /** The visitor came from the partner membership site (client-state fromSite). */
  fromSite?: 'membership';
  /** The partner site's reference for the visitor, kept for the traffic record. */
  partnerReference?: string;
  /** The current member who opened their own store link: the session acts only for them. */
  memberId?: number;
  /** The representative or group confirmed the code e-mailed to its address on file: its member lists are open. */
  memberListProof?: { kind: 'agent' | 'group'; id: number };
  /** The enrollment this session submitted: no longer its own to change, still its receipt to read. */
  submittedEnrollmentId?: string;
  /** The device whose location lead this session recorded: the only lead it may read or change. */
  leadDeviceId?: string;
  /** The language the visitor chose (set-language): what is sent later, with no request to ask, is written in it. */
  language?: Locale;
};

/**
 * Read-only: a session read may be the copy every request of the visitor shares (see db/read-cache.ts). It belongs
 * to the site whose store made it: another site's store never takes it.
 */
export type Session = Frozen<{ tokenHash: string; siteId: number; data: SessionData }>;

/**
 * What a visitor proves: gaining one gives the session a new token, so a token planted before the proof is worthless
 * after it (fixation). Landing pages, portals and carts change the session too, but prove nothing, and happen while a
 * page's other calls are in flight with the token they hold.
 */
const proofKeys = [
  'repAuthenticated',
  'groupAuthenticated',
  'memberListProof',
  'memberId',
] as const satisfies (keyof SessionData)[];
const gainsProof = (before: SessionData, after: SessionData) =>
  proofKeys.some((key) => Boolean(after[key]) && JSON.stringify(after[key]) !== JSON.stringify(before[key]));

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type SessionServiceDeps = {
  db: Db;
  now?: () => Date;
  idleMinutes: number;
  /** Keep sessions read in memory this long: only where this process alone writes them (see db/read-cache.ts). */
  cacheSeconds?: number;
  /** Given the session's own enrollment and cart, read in the same statement as the session. */
  onCartRead?: (cart: EnrollmentCart) => void;
};

export function createSessionService(deps: SessionServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const idleCutoff = () => new Date(now().getTime() - deps.idleMinutes * 60_000);
  const cache = createReadCache<Session>({
    database: deps.db,
    table: 'sessions',
    seconds: deps.cacheSeconds ?? 0,
    now: () => now().getTime(),
  });
  /** Writes the session's row and forgets any copy of it. */
  const write = (tokenHash: string, tx: Tx, set: Partial<typeof sessions.$inferInsert>) =>
    cache.writing(tokenHash, tx, () => tx.update(sessions).set(set).where(eq(sessions.tokenHash, tokenHash)));
  /** Data stored and handed back: plain JSON (keys set to undefined are gone), frozen. */
  const stored = (data: SessionData) => deepFreeze(JSON.parse(JSON.stringify(data)) as SessionData);
  /** Sessions that gained a proof since their token was handed out: the request's end gives them a new one. */
  const proven = new Set<string>();
  const noteProof = (session: Session, data: SessionData) => {
    if (gainsProof(session.data, data)) proven.add(session.tokenHash);
  };

  const sessionColumns = { data: sessions.data, siteId: sessions.siteId, lastSeenAt: sessions.lastSeenAt };
  const isLiveAt = and(isNull(sessions.revokedAt), gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')));
  const live = (tx: Tx) =>
    tx
      .select(sessionColumns)
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isLiveAt));
  /**
   * Every request reads its session, and most the session's own enrollment with its cart: one statement, built and
   * prepared once, answers both, for every request that asks in the same turn of the event loop.
   */
  const liveWithCarts = preparedOn(deps.db, () =>
    deps.db
      .select({ tokenHash: sessions.tokenHash, ...sessionColumns, enrollment: enrollments, line: cartLineColumns })
      .from(sessions)
      .leftJoin(enrollments, eq(enrollments.id, sql`${sessions.data}->>'enrollmentId'`))
      .leftJoin(cartLines, eq(cartLines.enrollmentId, enrollments.id))
      .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`, isLiveAt))
      .orderBy(asc(cartLines.id))
      .prepare('live_sessions_with_carts'),
  );
  const liveWithCart = batchedLookup(
    (tokenHashes) => liveWithCarts.execute({ tokenHashes, idleCutoff: idleCutoff() }),
    (row) => row.tokenHash,
  );

  async function load(tokenHash: string, tx: Tx): Promise<Session | null> {
    let row: { data: unknown; siteId: number; lastSeenAt: Date } | undefined;
    if (tx === deps.db) {
      const rows = await liveWithCart(tokenHash);
      row = rows[0];
      const cart = cartOfRows(rows);
      if (cart) deps.onCartRead?.(cart);
    } else [row] = await live(tx).execute({ tokenHash, idleCutoff: idleCutoff() });
    if (!row) return null;
    // Activity is written at most once a minute: a read-mostly store should not write on every request.
    if (now().getTime() - row.lastSeenAt.getTime() > 60_000) {
      await tx.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.tokenHash, tokenHash));
    }
    return { tokenHash, siteId: row.siteId, data: row.data as SessionData };
  }

  /** Inside a transaction always from the database, else possibly a copy. */
  const read = async (tokenHash: string, tx: Tx) =>
    tx === deps.db ? cache.read(tokenHash, () => load(tokenHash, tx)) : deepFreeze(await load(tokenHash, tx));

  /** A new session of a site; the token (>= 128 bits) goes to the cookie, only its hash to the table. */
  async function create(
    siteId: number,
    data: SessionData = {},
    tx: Tx = deps.db,
  ): Promise<Session & { token: string }> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const clean = stored(data);
    await cache.writing(tokenHash, tx, () =>
      tx.insert(sessions).values({ tokenHash, siteId, data: clean, createdAt: now(), lastSeenAt: now() }),
    );
    return { token, tokenHash, siteId, data: clean };
  }

  return {
    create,

    /**
     * Whether the session gained a proof since `create` or the last call, forgetting it: the caller then hands the
     * visitor a new token with `rotate`.
     */
    takeProofGained: (tokenHash: string) => proven.delete(tokenHash),

    /** Moves a live session to a new token and ends the old one; null when it is no longer live. */
    rotate: (tokenHash: string) =>
      deps.db.transaction(async (tx) => {
        const current = await load(tokenHash, tx);
        if (!current) return null;
        await write(tokenHash, tx, { revokedAt: now() });
        const { token } = await create(current.siteId, current.data, tx);
        return token;
      }),

    /** The live session for a token, or null when unknown, revoked or idle too long. */
    find: (token: string, tx: Tx = deps.db): Promise<Session | null> => read(hashToken(token), tx),

    /** The live session of a stored hash (an enrollment keeps the hash of the session that started it). */
    findByHash: (tokenHash: string, tx: Tx = deps.db): Promise<Session | null> => read(tokenHash, tx),

    /** Merges a patch into the session's data; keys set to undefined are removed. */
    async update(session: Session, patch: Partial<SessionData>, tx: Tx = deps.db): Promise<Session> {
      const data = stored({ ...session.data, ...patch });
      noteProof(session, data);
      await write(session.tokenHash, tx, { data });
      return { ...session, data };
    },

    /** Replaces the session's data whole: a new identity keeps nothing of the old one. */
    async replace(session: Session, data: SessionData, tx: Tx = deps.db): Promise<Session> {
      // The language is the visitor's, not the identity's: it stays.
      const clean = stored({ language: session.data.language, ...data });
      noteProof(session, clean);
      await write(session.tokenHash, tx, { data: clean });
      return { ...session, data: clean };
    },

    /** 'Stay signed in': the session counts as active now; answers the idle seconds it has left. */
    async touch(session: Session, tx: Tx = deps.db): Promise<number> {
      await write(session.tokenHash, tx, { lastSeenAt: now() });
      return deps.idleMinutes * 60;
    },

    async revoke(session: Session, tx: Tx = deps.db) {
      await write(session.tokenHash, tx, { revokedAt: now() });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

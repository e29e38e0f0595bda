import type { CartView } from '@openenroll/contract/cart';
import { DEFAULT_TIER, enrollType, openType } from '@openenroll/contract/codes';
import type { Locale } from '@openenroll/contract/locale';
import type { ContinueResult, QuoteRecipient } from '@openenroll/contract/quote';
import { storeMessages } from '@openenroll/contract/store-messages';
import { isoToUs, usToIso } from '@openenroll/contract/us-date';
import { CART_TAB } from '@openenroll/contract/wizard/steps';
import { and, eq, gt, lt } from 'drizzle-orm';
import { cartMessages } from '../cart/cart-rules.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import { cartQuotes } from '../db/schema.ts';
import type { Enrollment, EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { NotConfigured, NotFound, Refused } from '../errors/domain-error.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { brandOf } from '../mail/mail-layout.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { Cipher } from '../security/cipher.ts';
import type { Counter, RateLimiter } from '../security/rate-limiter.ts';
import type { Session, SessionService } from '../session/session-service.ts';
import { quoteContact } from './quote-contact.ts';
import { hashQuoteToken, newQuoteToken, quoteLink, type RequestOrigin, siteOrigin } from './quote-link.ts';
import { answerMail, type QuoteMailInput, quoteMail, reminderMail } from './quote-mail.ts';

type Deps = {
  db: Db;
  cart: Pick<CartService, 'view'>;
  mail: Pick<MailService, 'enqueue'>;
  /** Reminders are jobs; without a queue (as without a data key) no quote can be sent. */
  jobs?: JobQueue;
  cipher?: Cipher;
  sessions: SessionService;
  storefront: Pick<StorefrontService, 'siteFor'>;
  enrollments: Pick<EnrollmentStore, 'find'>;
  limiter: RateLimiter;
  now?: () => Date;
  linkDays: number;
  reminderDelaysSeconds: number[];
};

/**
 * Everything personal about a quote, kept only sealed: who it went to, the link (its token) and the language of the
 * page it was sent from, for reminders. A quote sealed before languages has none: English.
 */
type Sealed = QuoteRecipient & { link: string; language?: Locale };
type Quote = typeof cartQuotes.$inferSelect;

/** Sending e-mail to any address someone types is an abuse vector: a client sends a few quotes an hour at most. */
const quoteSends = { limit: 10, windowMs: 60 * 60_000 };
/**
 * And an address is sent a few an hour at most, however many clients send them; one client alone cannot use up
 * what its recipient may be sent.
 */
const quotesReceived = { limit: 20, windowMs: 60 * 60_000 };
const quoteCounters = (client: string, recipient: string): Counter[] => [
  { key: `quote-mail:${client}`, rule: quoteSends },
  { key: `quote-mail-to:${recipient.trim().toLowerCase()}`, rule: quotesReceived },
];
const quoteErrors = {
  tooMany: storeMessages.tooManyQuotes,
  notFound: storeMessages.quoteNotFound,
  noKey: storeMessages.noKeyQuotes,
};

const DAY_MS = 86_400_000;

/** A cart saved as a quote, e-mailed with a link that opens only that cart, and reminded of until answered. */
export function createQuoteService(deps: Deps) {
  const { db, cart, storefront } = deps;
  const now = deps.now ?? (() => new Date());

  const cipher = () => {
    if (!deps.cipher) throw new NotConfigured(quoteErrors.noKey);
    return deps.cipher;
  };
  const unseal = (quote: Quote): Sealed => JSON.parse(cipher().decrypt(quote.recipientSealed));
  const enrollment = (enrollmentId: string) => deps.enrollments.find(enrollmentId);

  /** A live quote (not expired) by id or by its link's token; anything else is not found. */
  async function liveQuote(where: { id: string } | { token: string }) {
    const match = 'id' in where ? eq(cartQuotes.id, where.id) : eq(cartQuotes.tokenHash, hashQuoteToken(where.token));
    const quote = await db.query.cartQuotes.findFirst({ where: and(match, gt(cartQuotes.expiresAt, now())) });
    if (!quote) throw new NotFound(quoteErrors.notFound);
    return quote;
  }

  /** The cart as the quote fixed it (its effective date while still offered, else the cart's own), its plans in `language`. */
  const quotedCart = (quote: Quote, language: Locale) =>
    cart.view(quote.enrollmentId, { preferredDate: quote.effectiveDate ?? undefined, language });

  /** The site's look, its links at `origin`, and whom the recipient can ask. */
  async function sender(owner: Enrollment, siteId: number, origin: string) {
    const site = await storefront.siteFor(siteId);
    return { brand: brandOf(site, origin), contact: await quoteContact(db, owner, site) };
  }

  async function mailInput(owner: Enrollment, view: CartView, sealed: Sealed, expiresAt: Date) {
    return {
      ...(await sender(owner, owner.siteId, new URL(sealed.link).origin)),
      cart: view,
      name: sealed.name,
      message: sealed.message,
      link: sealed.link,
      expiresAt,
      language: sealed.language ?? 'en',
    } satisfies QuoteMailInput;
  }

  type Draft = {
    enrollmentId: string;
    recipient: QuoteRecipient;
    effectiveDate?: string;
    from: RequestOrigin;
    language: Locale;
  };

  /** The quote e-mail for a draft; the link holds a token only when the quote is really sent. */
  async function draft(input: Draft, token: string | null) {
    const owner = await enrollment(input.enrollmentId);
    const view = await cart.view(owner.id, {
      effectiveDate: input.effectiveDate && usToIso(input.effectiveDate),
      language: input.language,
    });
    if (view.result.length === 0) throw new Refused(cartMessages.emptyCart);
    const origin = await siteOrigin(db, owner.siteId, input.from);
    const link = token ? quoteLink(origin, token) : quoteLink(origin, 'preview');
    const expiresAt = new Date(now().getTime() + deps.linkDays * DAY_MS);
    const sealed: Sealed = { ...input.recipient, link, language: input.language };
    return { owner, view, sealed, expiresAt, mail: quoteMail(await mailInput(owner, view, sealed, expiresAt)) };
  }

  /** The e-mail telling the quote's contact how the recipient answered. */
  async function answerNotice(quote: Quote, accepted: boolean, language: Locale) {
    const sealed = unseal(quote);
    const owner = await enrollment(quote.enrollmentId);
    const { brand, contact } = await sender(owner, quote.siteId, new URL(sealed.link).origin);
    const mail = answerMail({
      brand,
      cart: await quotedCart(quote, language),
      name: sealed.name,
      accepted,
      sentAt: quote.createdAt,
      language,
    });
    return { ...mail, to: contact.display_email, kind: 'quote-answer', siteId: quote.siteId };
  }

  return {
    async preview(input: Draft) {
      return (await draft(input, null)).mail.html;
    },

    /** Stores the quote, queues its e-mail and its reminders, all or nothing. */
    async send(input: Draft & { client: string }) {
      const jobs = deps.jobs;
      if (!jobs) throw new Error('No job queue is configured: quotes cannot be sent');
      const seal = cipher();
      return deps.limiter.spend(quoteCounters(input.client, input.recipient.email), quoteErrors.tooMany, async () => {
        const token = newQuoteToken();
        const { owner, view, sealed, expiresAt, mail } = await draft(input, token);
        await db.transaction(async (tx) => {
          const [quote] = await tx
            .insert(cartQuotes)
            .values({
              enrollmentId: owner.id,
              siteId: owner.siteId,
              tokenHash: hashQuoteToken(token),
              recipientSealed: seal.encrypt(JSON.stringify(sealed)),
              effectiveDate: view.effective_date ? usToIso(view.effective_date) : null,
              createdAt: now(),
              expiresAt,
            })
            .returning({ id: cartQuotes.id });
          if (!quote) throw new Error('The quote was not stored');
          await deps.mail.enqueue({ ...mail, to: input.recipient.email, kind: 'quote', siteId: owner.siteId }, tx);
          for (const [index, delay] of deps.reminderDelaysSeconds.entries()) {
            await jobs.send(
              'quote-reminder',
              { quoteId: quote.id, reminder: index + 1 },
              { tx, startAfterSeconds: delay },
            );
          }
        });
        return { result: { email: input.recipient.email } };
      });
    },

    /**
     * Opens a quote's link: the session becomes the quote's (its store context, a grant to read that cart and to
     * answer), keeping nothing of what it was. It does not own the enrollment until the quote is accepted.
     */
    async open(token: string, session: Session, siteId: number): Promise<ContinueResult> {
      const quote = await liveQuote({ token });
      // A link works on the store it was sent from only.
      if (quote.siteId !== siteId) throw new NotFound(quoteErrors.notFound);
      const owner = await enrollment(quote.enrollmentId);
      const known = {
        openType: openType.safeParse(owner.openType).data,
        enrollType: enrollType.safeParse(owner.enrollType).data,
      };
      await deps.sessions.replace(session, {
        agentId: owner.agentId ?? undefined,
        groupId: owner.groupId ?? undefined,
        portalId: owner.portalId ?? undefined,
        eprocess: 'applicant',
        openType: known.openType,
        enrollType: known.enrollType,
        quote: { id: quote.id, enrollmentId: owner.id },
      });
      return {
        enrollment_id: owner.id,
        saved_tab: CART_TAB,
        group_id: owner.groupId,
        platform_group_id: owner.portalId,
        agent_id: owner.agentId,
        open_type: known.openType ?? null,
        effective_date: quote.effectiveDate ? isoToUs(quote.effectiveDate) : null,
        type: known.enrollType ?? 'new-member',
        eprocess: 'applicant',
        tier: owner.tier ?? DEFAULT_TIER,
        needs_code: false,
      };
    },

    /** The recipient's answer; they may change their mind while the link lives. The contact hears of each change. */
    async answer(session: Session, enrollmentId: string, status: 0 | 1, language: Locale = 'en') {
      const grant = session.data.quote;
      if (grant?.enrollmentId !== enrollmentId) throw new NotFound(quoteErrors.notFound);
      const quote = await liveQuote({ id: grant.id });
      const next = status === 1 ? 'accepted' : 'declined';
      const notice = quote.status === next ? null : await answerNotice(quote, status === 1, language);
      await db.transaction(async (tx) => {
        await tx.update(cartQuotes).set({ status: next, answeredAt: now() }).where(eq(cartQuotes.id, quote.id));
        // Accepting makes the enrollment this session's: it goes on to checkout and the wizard.
        if (status === 1) await deps.sessions.update(session, { enrollmentId }, tx);
        if (notice) await deps.mail.enqueue(notice, tx);
      });
      return { quote_status: status };
    },

    /** The `quote-reminder` job: the `reminder`-th reminder, only while the quote is unanswered and its link lives. */
    async remind(quoteId: string, reminder: number) {
      const quote = await db.query.cartQuotes.findFirst({ where: eq(cartQuotes.id, quoteId) });
      if (quote?.status !== 'sent' || quote.expiresAt <= now() || quote.remindersSent >= reminder) return;
      const owner = await enrollment(quote.enrollmentId);
      const sealed = unseal(quote);
      const view = await quotedCart(quote, sealed.language ?? 'en');
      // Nothing left to remind of.
      if (view.result.length === 0) return;
      const mail = reminderMail(await mailInput(owner, view, sealed, quote.expiresAt));
      await db.transaction(async (tx) => {
        // Claimed in the same transaction as the e-mail: a retried or concurrent job sends it once.
        const [claimed] = await tx
          .update(cartQuotes)
          .set({ remindersSent: reminder })
          .where(
            and(eq(cartQuotes.id, quote.id), eq(cartQuotes.status, 'sent'), lt(cartQuotes.remindersSent, reminder)),
          )
          .returning({ id: cartQuotes.id });
        if (claimed) {
          await deps.mail.enqueue({ ...mail, to: sealed.email, kind: 'quote-reminder', siteId: quote.siteId }, tx);
        }
      });
    },

    /** What the received-quote view shows of a quote: the recipient's first name, the contact block, a decline. */
    async details(quoteId: string) {
      const quote = await db.query.cartQuotes.findFirst({ where: eq(cartQuotes.id, quoteId) });
      if (!quote) return null;
      const owner = await enrollment(quote.enrollmentId);
      const site = await storefront.siteFor(quote.siteId);
      const [firstName = ''] = unseal(quote).name.split(' ');
      const declinedAt = quote.status === 'declined' ? quote.answeredAt : null;
      return { name: firstName, contact: await quoteContact(db, owner, site), declinedAt };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

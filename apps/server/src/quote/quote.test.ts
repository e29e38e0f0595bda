import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartQuotes, mailMessages } from '../db/schema.ts';
import { smtpTransport } from '../mail/mail-transport.ts';
import { mailTo } from '../test/mail.ts';
import { planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

/** Where dev and e2e run: the site answers on localhost, and links must keep the port. */
const HOST = 'localhost:3100';
const DAY_MS = 86_400_000;
const linkPattern = /http:\/\/localhost:3100\/save-cart-direct-continue\/([A-Za-z0-9_-]{43})\/Y2FydF9pbmZv/;

describe('e-mailed quotes', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: ReturnType<typeof smtpTransport>;
  let id: (code: string) => number;
  let clock = new Date();
  const realNow = clock;
  let nextRecipient = 1;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url, 'Alpha Benefits <quotes@alpha.test>');
  });
  const store = useTestStore(() => ({ now: () => clock, mailTransport: transport }));
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
  });
  // Each test starts with an empty queue: earlier tests' reminders do not land in its mailbox.
  beforeEach(async () => {
    await store.jobs.drain();
  });
  afterEach(() => {
    clock = realNow;
  });

  /** Someone in Ann Agent's store with Smile Dental in the cart. */
  async function shopperWithCart() {
    const browser = visitor(store.app, HOST);
    expect((await browser.post('validate-landing-page', { landing_page: 'ann' })).statusCode).toBe(200);
    const quoted = await quotedVisitor(store.app, {}, browser);
    const { enrollmentId, q } = quoted;
    const ppid = (await browser.get(`get-plan-pricing-detail?pid=${id('smile')}&${q}`)).body.data.plans[0]?.ppid;
    const added = await browser.post('add-plan-to-cart', {
      enrollment_id: enrollmentId,
      plan_id: id('smile'),
      plan_pricing_id: ppid,
    });
    expect(added.statusCode).toBe(200);
    return quoted;
  }

  /** A quote sent and delivered (its reminders still queued), with the link's token from the received e-mail. */
  async function sentQuote(message?: string) {
    const shopper = await shopperWithCart();
    const email = `client${nextRecipient++}@example.com`;
    const sent = await shopper.browser.post('save-enrollment', {
      enrollment_id: shopper.enrollmentId,
      tab: 'cart_info',
      name: 'Jane Doe',
      email,
      ...(message ? { message } : {}),
    });
    expect(sent).toEqual({ statusCode: 200, body: expect.objectContaining({ data: { result: { email } } }) });
    expect(await store.jobs.drain('send-mail')).toBe(0);
    const [mail] = smtp.to(email);
    const token = linkPattern.exec(mail?.parts['text/plain'] ?? '')?.[1];
    if (!mail || !token) throw new Error('the quote e-mail did not arrive with its link');
    return { ...shopper, email, mail, token };
  }

  async function opened(token: string) {
    const client = visitor(store.app, HOST);
    const response = await client.post(`direct-continue/${token}`);
    return { client, response };
  }

  const quoteRow = async (enrollmentId: string) =>
    (await store.db.select().from(cartQuotes).where(eq(cartQuotes.enrollmentId, enrollmentId)))[0];

  it('e-mails a branded quote with both parts, the plans, the amounts, the contact block and a working link', async () => {
    const { mail, enrollmentId, email } = await sentQuote('Here is what we talked about.');
    expect(mail.headers.subject).toBe('Your personalized quote from Alpha Benefits');
    expect(mail.headers.from).toBe('Alpha Benefits <quotes@alpha.test>');
    expect(mail.to).toEqual([email]);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
    const html = mail.parts['text/html'] ?? '';
    const text = mail.parts['text/plain'] ?? '';
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('background-color:#0b5cad');
    expect(html).toContain('src="http://localhost:3100/catalog-assets/alpha.svg"');
    for (const part of [html, text]) {
      for (const expected of [
        'Alpha Benefits',
        'Welcome to your personalized quote!',
        'Hello Jane Doe',
        'Here is what we talked about.',
        'Smile Dental',
        '$20.50',
        'First Month Cost',
        'Recurring Monthly Cost',
        'Ann Agent',
        'ann@alpha.test',
        '(214) 555-0100',
      ]) {
        expect(part).toContain(expected);
      }
      expect(part).toMatch(linkPattern);
    }

    // The recipient's name and address, and the link's token, are not in the row in clear.
    const row = await quoteRow(enrollmentId);
    expect(row).toMatchObject({ status: 'sent', remindersSent: 0, siteId: expect.any(Number) });
    const token = linkPattern.exec(text)?.[1] ?? '';
    for (const secret of ['Jane', email, token, 'talked']) expect(JSON.stringify(row)).not.toContain(secret);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * DAY_MS);

    // The reminders wait on the queue, 2 and 5 days out.
    const reminders = store.jobs.queued().filter((job) => job.name === 'quote-reminder');
    expect(reminders).toEqual([
      { name: 'quote-reminder', data: { quoteId: row?.id, reminder: 1 }, startAfterSeconds: 172_800 },
      { name: 'quote-reminder', data: { quoteId: row?.id, reminder: 2 }, startAfterSeconds: 432_000 },
    ]);
  });

  it('opens the cart, and only the cart, in a fresh session', async () => {
    const { token, enrollmentId } = await sentQuote();
    const { client, response } = await opened(token);
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({
      enrollment_id: enrollmentId,
      saved_tab: 'cart_info',
      eprocess: 'applicant',
      open_type: 'agent',
      tier: 'IO',
      agent_id: expect.any(Number),
    });
    expect((await client.identity()).rep_authenticated).toBe(false);

    const cart = await client.get(`get-plan-cart?enrollment_id=${enrollmentId}`);
    expect(cart.statusCode).toBe(200);
    expect(cart.body.data.result.map((plan: { plan_name: string }) => plan.plan_name)).toEqual(['Smile Dental']);
    expect(cart.body.data).toMatchObject({
      quote_name: 'Jane',
      quote_contact: { display_name: 'Ann Agent', display_email: 'ann@alpha.test', display_phone: '(214) 555-0100' },
      quote_declined_at: null,
    });

    // The received quote's tier labels ask whether a premier plan is in the cart.
    const premier = await client.get(`get-more-requirement?enrollment_id=${enrollmentId}`);
    expect(premier).toEqual({ statusCode: 200, body: { status: 'success', data: { result: false } } });

    // Nothing personal, and no changes, until the quote is accepted.
    const q = `enrollment_id=${enrollmentId}`;
    expect((await client.get(`get-enrollment-temp-info?${q}&column=filter_info`)).statusCode).toBe(404);
    expect((await client.get(`get-temp-dependent-info?${q}`)).statusCode).toBe(404);
    const dates = (await client.get(`get-cart-effective-dates?${q}`)).body.data?.result ?? ['01/01/2030'];
    const checkout = { enrollment_id: enrollmentId, effective_date: dates[0], type: 'applicant' };
    expect((await client.post('cart-checkout', checkout)).statusCode).toBe(404);
    expect(
      (
        await client.post('save-enrollment', {
          enrollment_id: enrollmentId,
          tab: 'cart_info',
          name: 'Eve',
          email: 'eve@example.com',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 for a forged token and for an expired link', async () => {
    const { token } = await sentQuote();
    expect((await opened(`${token.slice(0, -2)}AA`)).response.statusCode).toBe(404);
    expect((await opened('x'.repeat(43))).response.statusCode).toBe(404);
    expect((await visitor(store.app, 'beta.test').post(`direct-continue/${token}`)).statusCode).toBe(404);

    clock = new Date(realNow.getTime() + 31 * DAY_MS);
    const { client, response } = await opened(token);
    expect(response).toMatchObject({ statusCode: 404, body: { message: 'Quote not found' } });
    expect((await client.identity()).agent_id).toBeNull();
  });

  it('accept: the session owns the enrollment (checkout works), the contact hears of it, reminders stop', async () => {
    const { token, enrollmentId } = await sentQuote();
    const { client } = await opened(token);
    const accepted = await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 1 });
    expect(accepted).toMatchObject({ statusCode: 200, body: { status: 'success', data: { quote_status: 1 } } });
    expect(await quoteRow(enrollmentId)).toMatchObject({ status: 'accepted', answeredAt: expect.any(Date) });

    const q = `enrollment_id=${enrollmentId}`;
    const [date] = (await client.get(`get-cart-effective-dates?${q}`)).body.data.result;
    const checkout = await client.post('cart-checkout', {
      enrollment_id: enrollmentId,
      effective_date: date,
      type: 'applicant',
    });
    expect(checkout.statusCode).toBe(200);

    const before = smtp.received.length;
    expect(await store.jobs.drain()).toBe(0);
    const delivered = smtp.received.slice(before);
    expect(delivered.map((mail) => [mail.to, mail.headers.subject])).toEqual([
      [['ann@alpha.test'], 'Jane Doe accepted your quote from Alpha Benefits'],
    ]);
    expect(await quoteRow(enrollmentId)).toMatchObject({ remindersSent: 0 });
  });

  it('decline: the contact hears of it and the drained reminders send nothing; a change of mind is told too', async () => {
    const { token, enrollmentId, email } = await sentQuote();
    const { client } = await opened(token);
    const answer = (quote_status: number) =>
      client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status });
    expect((await answer(0)).body.data).toEqual({ quote_status: 0 });
    expect((await answer(0)).body.data).toEqual({ quote_status: 0 });

    const before = smtp.received.length;
    expect(await store.jobs.drain()).toBe(0);
    const delivered = smtp.received.slice(before);
    expect(delivered.map((mail) => mail.headers.subject)).toEqual(['Jane Doe declined your quote from Alpha Benefits']);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await quoteRow(enrollmentId)).toMatchObject({ status: 'declined', remindersSent: 0 });
    // The link, opened again, shows the quote declined, and when.
    const declinedAt = async () =>
      (await client.get(`get-plan-cart?enrollment_id=${enrollmentId}`)).body.data.quote_declined_at;
    expect(await declinedAt()).toBe((await quoteRow(enrollmentId))?.answeredAt?.toISOString());

    expect((await answer(1)).statusCode).toBe(200);
    await store.jobs.drain();
    expect(smtp.received.at(-1)?.headers.subject).toBe('Jane Doe accepted your quote from Alpha Benefits');
    expect(await declinedAt()).toBeNull();
  });

  it('reminds of an unanswered quote with the same link, once per reminder', async () => {
    const { token, enrollmentId, email } = await sentQuote();
    expect(await store.jobs.drain()).toBe(0);
    const reminders = smtp.to(email).slice(1);
    expect(reminders.map((mail) => mail.headers.subject)).toEqual([
      'Reminder: your personalized quote from Alpha Benefits',
      'Reminder: your personalized quote from Alpha Benefits',
    ]);
    for (const reminder of reminders) {
      expect(linkPattern.exec(reminder.parts['text/plain'] ?? '')?.[1]).toBe(token);
      expect(reminder.parts['text/html']).toContain('Smile Dental');
    }
    expect(await quoteRow(enrollmentId)).toMatchObject({ status: 'sent', remindersSent: 2 });
    const kinds = await mailTo(store.db, email);
    expect(kinds.map((row) => row.kind).sort()).toEqual(['quote', 'quote-reminder', 'quote-reminder']);
  });

  it('sends no reminder once the link has expired', async () => {
    const { email } = await sentQuote();
    clock = new Date(realNow.getTime() + 31 * DAY_MS);
    expect(await store.jobs.drain()).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('checks the form: field errors with the form messages, an effective date the cart offers', async () => {
    const { browser, enrollmentId } = await shopperWithCart();
    const send = (fields: object) =>
      browser.post('save-enrollment', { enrollment_id: enrollmentId, tab: 'cart_info', ...fields });
    const fieldError = async (fields: object) => (await send(fields)).body.data;
    expect(await fieldError({ name: 'J4ne', email: 'jane@example.com' })).toEqual([
      { target_element: 'name', error_message: 'Please enter valid name' },
    ]);
    expect(await fieldError({ name: 'Jane', email: 'jane@' })).toEqual([
      { target_element: 'email', error_message: 'Please enter valid email address' },
    ]);
    expect(await fieldError({ name: '', email: '' })).toEqual([
      { target_element: 'name', error_message: 'Field is required' },
      { target_element: 'email', error_message: 'Field is required' },
    ]);
    const badDate = await send({ name: 'Jane', email: 'jane@example.com', effective_date: '01/01/2000' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.body.data).toEqual([{ target_element: 'effective_date', error_message: expect.any(String) }]);
    expect(await quoteRow(enrollmentId)).toBeUndefined();
  });

  it('previews the e-mail without sending it, escaping what was typed', async () => {
    const { browser, enrollmentId } = await shopperWithCart();
    const before = await store.db.$count(mailMessages);
    const preview = await browser.get(
      `get-quote-preview-content?enrollment_id=${enrollmentId}&tab=cart_info&type=preview&name=Jane&email=jane%40example.com&message=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.body.data.content).toContain('Smile Dental');
    expect(preview.body.data.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.body.data.content).not.toContain('<script>');
    expect(await store.db.$count(mailMessages)).toBe(before);
    expect(await quoteRow(enrollmentId)).toBeUndefined();
  });

  it("refuses another session's enrollment, an empty cart, and answers without the link", async () => {
    const { enrollmentId } = await shopperWithCart();
    const stranger = visitor(store.app, HOST);
    const form = { enrollment_id: enrollmentId, tab: 'cart_info', name: 'Eve', email: 'eve@example.com' };
    expect((await stranger.post('save-enrollment', form)).statusCode).toBe(404);
    const previewQuery = `enrollment_id=${enrollmentId}&tab=cart_info&type=preview&name=Eve&email=eve%40example.com`;
    expect((await stranger.get(`get-quote-preview-content?${previewQuery}`)).statusCode).toBe(404);
    expect(
      (await stranger.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 1 })).statusCode,
    ).toBe(404);

    const empty = await quotedVisitor(store.app, {}, visitor(store.app, HOST));
    const refused = await empty.browser.post('save-enrollment', { ...form, enrollment_id: empty.enrollmentId });
    expect(refused).toMatchObject({ statusCode: 422, body: { message: 'Your cart is empty.' } });

    // The link's session answers for its own quote's enrollment only.
    const { token } = await sentQuote();
    const { client } = await opened(token);
    expect(
      (await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 0 })).statusCode,
    ).toBe(404);
  });

  it('limits how many quotes a client sends in an hour', async () => {
    const { browser, enrollmentId } = await shopperWithCart();
    const send = (n: number) =>
      browser.post('save-enrollment', {
        enrollment_id: enrollmentId,
        tab: 'cart_info',
        name: 'Jane',
        email: `flood${n}@example.com`,
      });
    for (let n = 0; n < 10; n++) expect((await send(n)).statusCode).toBe(200);
    expect(await send(10)).toMatchObject({ statusCode: 429, body: { errorCode: 'rateLimited' } });
  });
});

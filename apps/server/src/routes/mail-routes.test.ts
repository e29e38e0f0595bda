import { demoMailAttachmentPath } from '@openenroll/contract/mail';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

const quote = (to: string, subject: string) => ({
  to,
  subject,
  html: `<h1>${subject}</h1><p>Your plans are saved.</p>`,
  text: `${subject}\n\nYour plans are saved.`,
  kind: 'quote',
});

// Binary on purpose: a NUL, bytes above 0x7f and a CR LF, which any text decoding on the way would alter.
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0, 0xe2, 0xe3, 0xcf, 0xd3, 13, 10]),
  Buffer.from('%%EOF'),
]);
const receipt = {
  ...quote('ana@example.com', 'Enrollment Receipt'),
  kind: 'enrollment-receipt',
  attachment: { filename: 'application-OE-ABCDE-FGHJK.pdf', contentType: 'application/pdf', content: pdf },
};

/** A browser on the machine the store runs on. */
const here = (app: FastifyInstance) => visitor(app, 'alpha.test', '127.0.0.1');

describe('the demo mailbox', () => {
  const store = useTestStore({ demoMode: true });
  const download = (id: string, remoteAddress = '127.0.0.1') =>
    store.app.inject({ url: demoMailAttachmentPath(id), headers: { host: 'alpha.test' }, remoteAddress });

  it('lists what the outbox sent, newest first, and shows one message with its bodies', async () => {
    const browser = here(store.app);
    expect((await browser.get('get-demo-mailbox')).body).toEqual({ status: 'success', data: { messages: [] } });

    const first = await store.mail.enqueue(quote('ana@example.com', 'Your quote'));
    const second = await store.mail.enqueue(quote('ben@example.com', 'Your second quote'));
    const queued = (await browser.get('get-demo-mailbox')).body.data.messages;
    expect(queued.map((message: { status: string }) => message.status)).toEqual(['queued', 'queued']);

    expect(await store.jobs.drain()).toBe(0);
    const { messages } = (await browser.get('get-demo-mailbox')).body.data;
    expect(messages).toEqual([
      {
        id: second,
        to: 'ben@example.com',
        subject: 'Your second quote',
        kind: 'quote',
        channel: 'email',
        status: 'sent',
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: first, to: 'ana@example.com', status: 'sent' }),
    ]);

    const message = await browser.get(`get-demo-mail/${first}`);
    expect(message.body.data).toEqual({
      id: first,
      to: 'ana@example.com',
      subject: 'Your quote',
      kind: 'quote',
      channel: 'email',
      status: 'sent',
      html: '<h1>Your quote</h1><p>Your plans are saved.</p>',
      text: 'Your quote\n\nYour plans are saved.',
      attempts: 1,
      last_error: null,
      created_at: expect.any(String),
      sent_at: expect.any(String),
      attachment: null,
    });
  });

  it("names a message's attachment and hands it out as it was sent, to download", async () => {
    const id = await store.mail.enqueue(receipt);
    const shown = await here(store.app).get(`get-demo-mail/${id}`);
    expect(shown.body.data.attachment).toEqual({
      filename: 'application-OE-ABCDE-FGHJK.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    });

    const file = await download(id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="application-OE-ABCDE-FGHJK.pdf"; filename*=UTF-8''application-OE-ABCDE-FGHJK.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('has no file to hand out for a message without one, a message that does not exist, or an id that is not one', async () => {
    const plain = await store.mail.enqueue(quote('ana@example.com', 'Your quote'));
    const none = await download(plain);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: 'error', message: 'This message has no attachment' });
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const invalid = await download('42');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ status: 'error' });
  });

  it('answers not found for a message that does not exist, and rejects an id that is not one', async () => {
    const browser = here(store.app);
    expect((await browser.get('get-demo-mail/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await browser.get('get-demo-mail/42')).statusCode).toBe(400);
  });
  it('answers this machine only (IPv4, IPv6, mapped): another address is not found, whatever it says it forwards', async () => {
    const id = await store.mail.enqueue(receipt);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await visitor(store.app, 'alpha.test', address).get(`get-demo-mail/${id}`)).statusCode).toBe(200);
    }
    for (const address of ['10.0.0.7', '203.0.113.9', '::ffff:10.0.0.7', '2001:db8::1']) {
      const stranger = visitor(store.app, 'alpha.test', address);
      for (const call of ['get-demo-mailbox', `get-demo-mail/${id}`]) {
        const answer = await stranger.get(call);
        expect(answer).toEqual({
          statusCode: 404,
          body: {
            status: 'error',
            statusCode: 404,
            message: 'The mailbox exists only in demo mode, on this machine',
            data: [],
          },
        });
      }
      const file = await download(id, address);
      expect(file.statusCode).toBe(404);
      expect(file.body).not.toContain('%PDF');
    }
    const forwarded = await store.app.inject({
      url: '/api/v1/get-demo-mailbox',
      headers: { host: 'alpha.test', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.body).not.toContain('ana@example.com');
  });
});

describe('outside demo mode', () => {
  const store = useTestStore({ demoMode: false });

  it('has no mailbox: every call answers 404, even for a message that exists', async () => {
    const id = await store.mail.enqueue(receipt);
    const browser = here(store.app);
    const mailbox = await browser.get('get-demo-mailbox');
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body.status).toBe('error');
    expect((await browser.get(`get-demo-mail/${id}`)).statusCode).toBe(404);
    const file = await store.app.inject({ url: demoMailAttachmentPath(id), headers: { host: 'alpha.test' } });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.body).not.toContain('%PDF');
  });
});

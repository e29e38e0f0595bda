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

describe('the demo mailbox', () => {
  const store = useTestStore({ demoMode: true });

  it('lists what the outbox sent, newest first, and shows one message with its bodies', async () => {
    const browser = visitor(store.app);
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

  it('answers not found for a message that does not exist, and rejects an id that is not one', async () => {
    const browser = visitor(store.app);
    expect((await browser.get('get-demo-mail/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await browser.get('get-demo-mail/42')).statusCode).toBe(400);
  });
});

describe('outside demo mode', () => {
  const store = useTestStore({ demoMode: false });

  it('has no mailbox: both calls answer 404, even for a message that exists', async () => {
    const id = await store.mail.enqueue(quote('ana@example.com', 'Your quote'));
    const browser = visitor(store.app);
    const mailbox = await browser.get('get-demo-mailbox');
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body.status).toBe('error');
    expect((await browser.get(`get-demo-mail/${id}`)).statusCode).toBe(404);
  });
});

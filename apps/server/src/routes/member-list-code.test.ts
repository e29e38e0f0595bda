import { validateLandingPage } from '@openenroll/contract/entry';
import { getAgentMembers, sendMemberListCode, verifyMemberListCode } from '@openenroll/contract/members';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailMessages, oneTimeCodes } from '../db/schema.ts';
import { mailTo } from '../test/mail.ts';
import { mailedCode, owners, signedIn } from '../test/members.ts';
import { useTestStore } from '../test/test-app.ts';
import { type Visitor, visitor } from '../test/visitor.ts';

describe('the e-mailed code that opens the member lists', () => {
  const store = useTestStore({ now: () => clock });
  let clock = new Date('2026-03-02T15:00:00Z');
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  /** A representative who proved the access code and asked for the e-mailed code. */
  async function waitingRep(who: 'ann' | 'dan' = 'ann') {
    const browser = await signedIn(store.app, store.db, who, false);
    const sent = await browser.call(sendMemberListCode, {});
    return { browser, sent, code: await mailedCode(store.db, owners[who].email) };
  }
  const verify = (browser: Visitor, code: string) => browser.call(verifyMemberListCode, { code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('goes to the address on file, masked in the answer, and opens the lists for this session only', async () => {
    const { browser, sent, code } = await waitingRep();
    expect(sent.statusCode).toBe(200);
    expect(sent.data).toEqual({ email: 'a***@alpha.test', resend_after_seconds: 120 });
    const [mail] = await mailTo(store.db, 'ann@alpha.test', 'member-list-code');
    expect(mail).toMatchObject({
      to: 'ann@alpha.test',
      subject: 'Alpha Benefits: your code to see your current members',
    });
    const [row] = await store.db.select().from(oneTimeCodes);
    expect(row).toMatchObject({ purpose: 'member-list-code', attempts: 0 });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain('ann@alpha.test');

    const other = await signedIn(store.app, store.db, 'ann', false);
    expect((await verify(other, code)).error).toMatchObject({ errorCode: 'code-none' });
    expect((await verify(browser, code)).data).toEqual({ verified: true });
    // Used: the code is not said to have expired.
    expect((await verify(browser, code)).error).toMatchObject({
      errorCode: 'code-none',
      message: 'This code is no longer valid. Please ask for a new code.',
    });
    expect((await browser.call(getAgentMembers, {})).statusCode).toBe(200);
    expect((await other.call(getAgentMembers, {})).statusCode).toBe(403);
    // A code works once.
    expect((await verify(browser, code)).statusCode).toBe(422);
  });

  it('checks the format with the spec message', async () => {
    const browser = await signedIn(store.app, store.db, 'dan', false);
    const response = await browser.post('verify-member-list-code', { code: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.body.data).toEqual([
      { target_element: 'code', error_message: 'Please enter  6 digit OTP inorder to proceed' },
    ]);
  });

  it('is void after 5 wrong tries, even when the right code follows', async () => {
    const { browser, code } = await waitingRep('dan');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const refused = await verify(browser, wrong(code));
      expect(refused.statusCode).toBe(422);
      expect(refused.error).toMatchObject({
        errorCode: 'code-wrong',
        data: [
          { target_element: 'code', error_message: 'This code is not correct. Please check the e-mail and try again.' },
        ],
      });
    }
    const fifth = await verify(browser, wrong(code));
    expect(fifth.error).toMatchObject({
      errorCode: 'code-void',
      message: 'Too many wrong codes. Please ask for a new code.',
    });
    const right = await verify(browser, code);
    expect(right.statusCode).toBe(422);
    expect(right.error).toMatchObject({ errorCode: 'code-void' });
    expect((await browser.call(getAgentMembers, {})).error).toMatchObject({ errorCode: 'member-list-code-required' });
  });

  it('expires after 10 minutes', async () => {
    const { browser, code } = await waitingRep();
    later(10 * 60 + 1);
    const expired = await verify(browser, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.error).toMatchObject({
      errorCode: 'code-expired',
      message: 'This code has expired. Please ask for a new code.',
    });
  });

  it('is sent again only after 120 seconds, and then only the new code works', async () => {
    const { browser, code } = await waitingRep('dan');
    later(60);
    const early = await browser.call(sendMemberListCode, {});
    expect(early.statusCode).toBe(429);
    expect(early.error).toMatchObject({
      errorCode: 'code-resend-too-soon',
      message: 'Please wait 60 seconds before asking for a new code.',
    });
    later(60);
    expect((await browser.call(sendMemberListCode, {})).statusCode).toBe(200);
    const fresh = await mailedCode(store.db, 'dan@delta.test');
    if (fresh !== code) {
      expect((await verify(browser, code)).error).toMatchObject({ errorCode: 'code-wrong' });
    }
    expect((await verify(browser, fresh)).statusCode).toBe(200);
  });

  it('refuses visitors who are neither a confirmed representative nor a group', async () => {
    const mails = async () => (await store.db.select({ n: count() }).from(mailMessages))[0]?.n;
    const before = await mails();
    const browser = visitor(store.app);
    await browser.call(validateLandingPage, { landing_page: 'ann' });
    expect((await browser.call(sendMemberListCode, {})).statusCode).toBe(403);
    expect((await verify(browser, '123456')).statusCode).toBe(403);
    expect(await mails()).toBe(before);
  });
});

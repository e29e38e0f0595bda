import { endSession } from '@openenroll/contract/session';
import { resumeSession } from '@openenroll/contract/wizard/resume';
import { cancelEnrollment, getDynamicTabs, saveStepDraft } from '@openenroll/contract/wizard/tabs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resumeTokens } from '../db/schema.ts';
import { RESUME_COOKIE } from '../http/resume-cookie.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { owners, signedIn } from '../test/members.ts';
import { useTestStore } from '../test/test-app.ts';
import { type Visitor, visitor } from '../test/visitor.ts';
import { fieldValue, validPersonal, wizardShopper } from '../test/wizard-shopper.ts';

const DAY = 86_400_000;

/**
 * The session ends for inactivity: its cookie lives the idle time, so past it the browser sends none (the server's own
 * idle cutoff is session-service.test.ts's).
 */
const sessionEnds = (browser: Visitor) => browser.setCookie(SESSION_COOKIE, undefined);

describe('coming back after the session timed out', () => {
  let today = new Date('2030-01-15T12:00:00Z');
  const store = useTestStore({ now: () => today });

  /** A Gamma applicant at the contact step, with a city typed there, whose session then ends for inactivity. */
  async function timedOut() {
    const shopper = await wizardShopper(store, ['span-dental']);
    expect((await shopper.save('personal-info', validPersonal)).statusCode).toBe(200);
    expect((await shopper.tabs()).statusCode).toBe(200);
    const draft = await shopper.call(saveStepDraft, { tab_name: 'contact_info', revision: 1, data: { city: 'Plano' } });
    expect(draft.statusCode).toBe(200);
    sessionEnds(shopper.browser);
    expect((await shopper.tabs()).statusCode).toBe(404);
    return shopper;
  }

  const tokenRow = async (enrollmentId: string) =>
    (await store.db.select().from(resumeTokens).where(eq(resumeTokens.enrollmentId, enrollmentId)))[0];

  it('opens the enrollment again in a new session, at the step typed in, SSN still masked', async () => {
    const shopper = await timedOut();
    const cookie = shopper.browser.cookie(RESUME_COOKIE);
    expect(cookie?.path).toBe('/api/v1/resume-session');
    const resumed = await shopper.browser.call(resumeSession, {});
    expect(resumed.data).toMatchObject({
      enrollment_id: shopper.enrollmentId,
      saved_tab: 'contact_info',
      eprocess: null,
      needs_code: false,
    });
    expect(fieldValue(await shopper.fields('contact-info'), 'city')).toBe('Plano');
    expect(fieldValue(await shopper.fields('personal-info'), 'ssn')).toBe('***-**-6789');
    expect(await shopper.browser.identity()).toMatchObject({ rep_authenticated: false, group_authenticated: false });
    // Rotated: the browser holds a new token, and the database only its hash.
    const rotated = shopper.browser.cookie(RESUME_COOKIE)?.value;
    expect(rotated).toMatch(/^[\w-]{43}$/);
    expect(rotated).not.toBe(cookie?.value);
    const row = await tokenRow(shopper.enrollmentId);
    expect(JSON.stringify(row)).not.toContain(rotated);
    expect(row?.tokenHash).toMatch(/^[\w-]{43}$/);
  });

  it('resumes at the first step not completed when nothing is typed there', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    await shopper.save('personal-info', validPersonal);
    await shopper.tabs();
    sessionEnds(shopper.browser);
    expect((await shopper.browser.call(resumeSession, {})).data?.saved_tab).toBe('contact_info');
  });

  it('refuses a token used already, from another site, expired, or without any', async () => {
    const shopper = await timedOut();
    const first = shopper.browser.cookie(RESUME_COOKIE);
    const thief = visitor(store.app, 'gamma.test');
    thief.setCookie(RESUME_COOKIE, first);
    expect((await shopper.browser.call(resumeSession, {})).statusCode).toBe(200);
    expect((await thief.call(resumeSession, {})).statusCode).toBe(404);
    expect((await thief.call(getDynamicTabs, { enrollment_id: shopper.enrollmentId })).statusCode).toBe(404);

    const otherSite = visitor(store.app, 'alpha.test');
    otherSite.setCookie(RESUME_COOKIE, shopper.browser.cookie(RESUME_COOKIE));
    expect((await otherSite.call(resumeSession, {})).statusCode).toBe(404);

    expect((await visitor(store.app, 'gamma.test').call(resumeSession, {})).statusCode).toBe(404);

    today = new Date(today.getTime() + 61 * DAY);
    expect((await shopper.browser.call(resumeSession, {})).statusCode).toBe(404);
  });

  it('is void once the enrollment is completed or cancelled, or the visitor starts over', async () => {
    const completed = await timedOut();
    await store.enrollments.update(completed.enrollmentId, { submittedAt: today });
    expect((await completed.browser.call(resumeSession, {})).statusCode).toBe(404);
    expect(await tokenRow(completed.enrollmentId)).toBeUndefined();

    const cancelled = await wizardShopper(store, ['span-dental']);
    await cancelled.tabs();
    expect(await tokenRow(cancelled.enrollmentId)).toBeDefined();
    expect((await cancelled.call(cancelEnrollment, {})).statusCode).toBe(200);
    expect(await tokenRow(cancelled.enrollmentId)).toBeUndefined();

    const leaving = await wizardShopper(store, ['span-dental']);
    await leaving.tabs();
    expect((await leaving.browser.call(endSession, {})).statusCode).toBe(200);
    expect(leaving.browser.cookie(RESUME_COOKIE)).toBeUndefined();
    expect(await tokenRow(leaving.enrollmentId)).toBeUndefined();
  });

  it("gives a representative's enrollment back only once the representative proved the code again", async () => {
    const rep = await signedIn(store.app, store.db, 'ann', false);
    const shopper = await wizardShopper(store, ['smile'], {}, rep);
    expect((await shopper.tabs()).statusCode).toBe(200);
    expect((await tokenRow(shopper.enrollmentId))?.proofKind).toBe('agent');
    sessionEnds(shopper.browser);

    const unproven = await rep.call(resumeSession, {});
    expect(unproven.statusCode).toBe(403);
    expect(unproven.error?.message).toBe('Please enter your access code first.');
    expect(await rep.identity()).toMatchObject({ rep_authenticated: false });
    expect((await shopper.tabs()).statusCode).toBe(404);

    expect((await owners.ann.confirm(rep)).statusCode).toBe(200);
    const resumed = await rep.call(resumeSession, {});
    expect(resumed.data?.enrollment_id).toBe(shopper.enrollmentId);
    expect(await rep.identity()).toMatchObject({ rep_authenticated: true });
    expect((await shopper.tabs()).statusCode).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe('group enrollment codes', () => {
  const store = useTestStore();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });

  /** A Gulf Co employee who opened the group's landing page, without typing its code yet. */
  async function employee() {
    const browser = visitor(store.app, 'gamma.test');
    await browser.get('validate-landing-page?landing_page=gulf');
    const quoted = await quotedVisitor(store.app, {}, browser);
    const { enrollmentId, q } = quoted;
    const addGroupDental = async () => {
      const ppid = (await browser.get(`get-plan-pricing-detail?pid=${id('gulf-dental')}&${q}`)).body.data.plans[0].ppid;
      return browser.post('add-plan-to-cart', {
        enrollment_id: enrollmentId,
        plan_id: id('gulf-dental'),
        plan_pricing_id: ppid,
      });
    };
    const setCode = (group_code: string) =>
      browser.post('set-enrollment-group-code', { enrollment_id: enrollmentId, group_code });
    return { ...quoted, addGroupDental, setCode };
  }

  it('refuses a group-code plan until the group code is set, then adds it', async () => {
    const { browser, q, addGroupDental, setCode } = await employee();
    expect((await browser.get(`group-enrollment-info?${q}`)).body.data).toEqual({
      has_enrollment: true,
      capture_groupcode: true,
      rep_capture_group: false,
    });
    const refused = await addGroupDental();
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'group-code-required' });

    const wrong = await setCode('GULF-9999');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.data).toEqual([{ target_element: 'group_code', error_message: 'Invalid Group Enrollment Code' }]);
    expect((await setCode('')).body.data).toEqual([
      { target_element: 'group_code', error_message: 'Field is required' },
    ]);
    expect((await setCode('gulf-4000')).body.data).toEqual({ message: 'Group enrollment code accepted for Gulf Co.' });

    expect((await browser.get(`group-enrollment-info?${q}&plan_id=${id('gulf-dental')}`)).body.data).toMatchObject({
      capture_groupcode: false,
    });
    expect((await addGroupDental()).body.data).toMatchObject({ cart_count: 1, cart_amount: 15 });
  });

  it('takes the code proven in the Employee Enrollment dialog, before or after the quote', async () => {
    const before = visitor(store.app, 'gamma.test');
    await before.post('confirm-group', { group_code: 'GULF-4000' });
    const quoted = await quotedVisitor(store.app, {}, before);
    expect((await before.get(`group-enrollment-info?${quoted.q}`)).body.data.capture_groupcode).toBe(false);

    const { browser, q, addGroupDental } = await employee();
    await browser.post('confirm-group', { group_code: 'GULF-4000' });
    expect((await browser.get(`group-enrollment-info?${q}`)).body.data.capture_groupcode).toBe(false);
    expect((await addGroupDental()).statusCode).toBe(200);
  });

  it('has no group code to accept outside a group store', async () => {
    const { browser, q, enrollmentId } = await quotedVisitor(store.app);
    expect((await browser.get(`group-enrollment-info?${q}`)).body.data).toEqual({
      has_enrollment: false,
      capture_groupcode: false,
      rep_capture_group: false,
    });
    const refused = await browser.post('set-enrollment-group-code', {
      enrollment_id: enrollmentId,
      group_code: 'GULF-4000',
    });
    expect(refused.body.data).toEqual([
      { target_element: 'group_code', error_message: 'Invalid Group Enrollment Code' },
    ]);
  });

  it('counts wrong group codes with the other codes a client types, and then refuses even the right one', async () => {
    const { setCode } = await employee();
    for (let attempt = 0; attempt < 8; attempt++) expect((await setCode(`GUESS-${attempt}`)).statusCode).toBe(422);
    const refused = await setCode('GULF-4000');
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});

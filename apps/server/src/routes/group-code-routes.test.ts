import { addPlanToCart } from '@openenroll/contract/cart';
import { confirmGroup, validateLandingPage } from '@openenroll/contract/entry';
import { groupEnrollmentInfo, setEnrollmentGroupCode } from '@openenroll/contract/group-code';
import { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { beforeAll, describe, expect, it } from 'vitest';
import { planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';

describe('group enrollment codes', () => {
  const store = useTestStore();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });

  /** A Gulf Co employee who opened the group's landing page, without typing its code yet. */
  async function employee() {
    const browser = visitor(store.app, 'gamma.test');
    await browser.call(validateLandingPage, { landing_page: 'gulf' });
    const quoted = await quotedVisitor(store.app, {}, browser);
    const enrollment_id = quoted.enrollmentId;
    const addGroupDental = async () => {
      const detail = await browser.call(getPlanPricingDetail, { pid: id('gulf-dental'), enrollment_id });
      const ppid = dataOf(detail).plans[0]?.ppid ?? 0;
      return browser.call(addPlanToCart, { enrollment_id, plan_id: id('gulf-dental'), plan_pricing_id: ppid });
    };
    const setCode = (group_code: string) => browser.call(setEnrollmentGroupCode, { enrollment_id, group_code });
    const info = (plan_id?: number) => browser.call(groupEnrollmentInfo, { enrollment_id, plan_id });
    return { ...quoted, addGroupDental, setCode, info };
  }

  it('refuses a group-code plan until the group code is set, then adds it', async () => {
    const { addGroupDental, setCode, info } = await employee();
    expect((await info()).data).toEqual({
      has_enrollment: true,
      capture_groupcode: true,
      rep_capture_group: false,
    });
    const refused = await addGroupDental();
    expect(refused.statusCode).toBe(403);
    expect(refused.error).toMatchObject({ errorCode: 'group-code-required' });

    const wrong = await setCode('GULF-9999');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.error?.data).toEqual([
      { target_element: 'group_code', error_message: 'Invalid Group Enrollment Code' },
    ]);
    expect((await setCode('')).error?.data).toEqual([
      { target_element: 'group_code', error_message: 'Field is required' },
    ]);
    expect((await setCode('gulf-4000')).data).toEqual({ message: 'Group enrollment code accepted for Gulf Co.' });

    expect((await info(id('gulf-dental'))).data).toMatchObject({ capture_groupcode: false });
    expect((await addGroupDental()).data).toMatchObject({ cart_count: 1, cart_amount: 15 });
  });

  it('takes the code proven in the Employee Enrollment dialog, before or after the quote', async () => {
    const before = visitor(store.app, 'gamma.test');
    await before.call(confirmGroup, { group_code: 'GULF-4000' });
    const quoted = await quotedVisitor(store.app, {}, before);
    const beforeInfo = await before.call(groupEnrollmentInfo, { enrollment_id: quoted.enrollmentId });
    expect(beforeInfo.data?.capture_groupcode).toBe(false);

    const { browser, addGroupDental, info } = await employee();
    await browser.call(confirmGroup, { group_code: 'GULF-4000' });
    expect((await info()).data?.capture_groupcode).toBe(false);
    expect((await addGroupDental()).statusCode).toBe(200);
  });

  it('has no group code to accept outside a group store', async () => {
    const { browser, enrollmentId } = await quotedVisitor(store.app);
    expect((await browser.call(groupEnrollmentInfo, { enrollment_id: enrollmentId })).data).toEqual({
      has_enrollment: false,
      capture_groupcode: false,
      rep_capture_group: false,
    });
    const refused = await browser.call(setEnrollmentGroupCode, {
      enrollment_id: enrollmentId,
      group_code: 'GULF-4000',
    });
    expect(refused.error?.data).toEqual([
      { target_element: 'group_code', error_message: 'Invalid Group Enrollment Code' },
    ]);
  });

  it('counts wrong group codes with the other codes a client types, and then refuses even the right one', async () => {
    const { setCode } = await employee();
    for (let attempt = 0; attempt < 8; attempt++) expect((await setCode(`GUESS-${attempt}`)).statusCode).toBe(422);
    const refused = await setCode('GULF-4000');
    expect(refused.statusCode).toBe(429);
    expect(refused.error?.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});

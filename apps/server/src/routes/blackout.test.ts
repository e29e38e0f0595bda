import { addPlanToCart } from '@openenroll/contract/cart';
import { getPlanDetail, getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { beforeAll, describe, expect, it } from 'vitest';
import { dobAged, planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';

/** Season Pet's blackout runs from 2030-12-15 to 2031-01-04; the server's clock is set to each edge of it. */
describe('a blackout window, day by day', () => {
  const store = useTestStore({ now: () => today });
  let id: (code: string) => number;
  let today = new Date('2030-12-14T12:00:00Z');
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });

  async function onDay(day: string) {
    today = new Date(day);
    const detail = await visitor(store.app, 'gamma.test').call(getPlanDetail, { planId: id('season-pet') });
    const notice = dataOf(detail).blackout_message;
    const { browser, enrollmentId } = await quotedVisitor(store.app, { dob: dobAged(30, today) });
    const pricing = await browser.call(getPlanPricingDetail, { pid: id('season-pet'), enrollment_id: enrollmentId });
    const added = await browser.call(addPlanToCart, {
      enrollment_id: enrollmentId,
      plan_id: id('season-pet'),
      plan_pricing_id: dataOf(pricing).plans[0]?.ppid ?? 0,
    });
    return { notice, added: added.statusCode === 200 ? 'added' : added.error?.errorCode };
  }

  it('sells the plan until the day before the window', async () => {
    expect(await onDay('2030-12-14T23:59:59Z')).toEqual({ notice: null, added: 'added' });
  });

  it('refuses it from the first to the last day of the window, with its message', async () => {
    const closed = { notice: 'Season Pet reopens on January 5.', added: 'blackout' };
    expect(await onDay('2030-12-15T00:00:00Z')).toEqual(closed);
    expect(await onDay('2031-01-04T23:59:59Z')).toEqual(closed);
  });

  it('sells it again from the day after', async () => {
    expect(await onDay('2031-01-05T00:00:00Z')).toEqual({ notice: null, added: 'added' });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { dobAged, planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

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
    const notice = (await visitor(store.app, 'gamma.test').get(`get-plan-detail/${id('season-pet')}`)).body.data
      .blackout_message;
    const { browser, enrollmentId, q } = await quotedVisitor(store.app, { dob: dobAged(30, today) });
    const ppid = (await browser.get(`get-plan-pricing-detail?pid=${id('season-pet')}&${q}`)).body.data.plans[0].ppid;
    const added = await browser.post('add-plan-to-cart', {
      enrollment_id: enrollmentId,
      plan_id: id('season-pet'),
      plan_pricing_id: ppid,
    });
    return { notice, added: added.statusCode === 200 ? 'added' : added.body.errorCode };
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

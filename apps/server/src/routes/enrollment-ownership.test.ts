import { describe, expect, it } from 'vitest';
import { planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';

describe("another visitor's enrollment", () => {
  const store = useTestStore();

  it('is not found by any call that takes an enrollment id', async () => {
    const id = await planIdsByCode(store.db);
    const owner = await quotedVisitor(store.app);
    const stranger = await quotedVisitor(store.app);
    const enrollment_id = owner.enrollmentId;
    const plan_id = id('span-dental');
    const q = `enrollment_id=${encodeURIComponent(enrollment_id)}&plan_id=${plan_id}`;
    const calls: [string, () => ReturnType<typeof stranger.browser.get>][] = [
      ['change-filter-info', () => stranger.browser.put(`change-filter-info/${enrollment_id}`, { tier: 'IS' })],
      ['get-enrollment-temp-info', () => stranger.browser.get(`get-enrollment-temp-info?${q}&column=filter_info`)],
      ['store-temp-dependent-info', () => stranger.browser.post('store-temp-dependent-info', { enrollment_id })],
      ['get-temp-dependent-info', () => stranger.browser.get(`get-temp-dependent-info?${q}`)],
      ['get-filtered-plans', () => stranger.browser.get(`get-filtered-plans?${q}`)],
      ['get-left-side-filter-fields', () => stranger.browser.get(`get-left-side-filter-fields?${q}`)],
      ['get-related-plans', () => stranger.browser.get(`get-related-plans?${q}`)],
      ['get-plan-pricing-detail', () => stranger.browser.get(`get-plan-pricing-detail?${q}&pid=${plan_id}`)],
      ['get-more-requirement', () => stranger.browser.get(`get-more-requirement?${q}`)],
      ['check-prudential-plan', () => stranger.browser.get(`check-prudential-plan?${q}`)],
      ['check-prudential-cart', () => stranger.browser.get(`check-prudential-cart?${q}`)],
      ['check-disability-plan', () => stranger.browser.get(`check-disability-plan?${q}`)],
      ['get-suggested-plan-list', () => stranger.browser.get(`get-suggested-plan-list?${q}`)],
      ['get-suggested-plan-list-new', () => stranger.browser.get(`get-suggested-plan-list-new?${q}`)],
      [
        'add-plan-to-cart',
        () => stranger.browser.post('add-plan-to-cart', { enrollment_id, plan_id, plan_pricing_id: 1 }),
      ],
      [
        'add-plan-to-cart-prudentials',
        () =>
          stranger.browser.post('add-plan-to-cart-prudentials', {
            enrollment_id,
            plan_id,
            plan_pricing_id: 1,
            plan_id1: plan_id,
            plan_pricing_id1: 1,
          }),
      ],
      ['check-already-in-cart', () => stranger.browser.post('check-already-in-cart', { enrollment_id, plan_id })],
      ['group-enrollment-info', () => stranger.browser.get(`group-enrollment-info?${q}`)],
      [
        'set-enrollment-group-code',
        () => stranger.browser.post('set-enrollment-group-code', { enrollment_id, group_code: 'X' }),
      ],
      ['get-aflac-questions', () => stranger.browser.get(`get-aflac-questions?${q}`)],
      [
        'save-aflac-questions',
        () => stranger.browser.post('save-aflac-questions', { enrollment_id, plan_id, aflac_data: [] }),
      ],
      ['get-questions', () => stranger.browser.get(`get-questions?${q}`)],
      [
        'save-question-answers',
        () => stranger.browser.post('save-question-answers', { enrollment_id, plan_id, answers: [] }),
      ],
      ['check-already-answered', () => stranger.browser.get(`check-already-answered?${q}`)],
      ['get-cart-count', () => stranger.browser.get(`get-cart-count?${q}`)],
      ['get-cart-amount', () => stranger.browser.get(`get-cart-amount?${q}`)],
      ['track-elevate-traffic', () => stranger.browser.post('track-elevate-traffic', { enrollment_id })],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect([name, response.statusCode, response.body.message]).toEqual([name, 404, 'Enrollment not found']);
    }
    expect((await owner.browser.get(`get-enrollment-temp-info?${q}&column=filter_info`)).body.data.result.tier).toBe(
      'IO',
    );
  });
});

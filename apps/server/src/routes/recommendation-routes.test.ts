import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_PAIR_CARTS, MIN_SUPPORT } from '../recommendations/ranking.ts';
import { cartShopper } from '../test/cart-shopper.ts';
import { figures, type HandMadeCart, writeHistory } from '../test/history.ts';
import { dobAged, planIdsByCode, type QuoteForm } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

type Rec = {
  plan_id: number;
  plan_name: string;
  reason: string;
  reason_kind: string;
  association: { with_plan_id: number; support: number; confidence: number; lift: number } | null;
  blackout_message: string | null;
  hide_add_to_cart: boolean;
};

/** Texan members aged 30–39 covering themselves, unless a cart says otherwise. */
const history: HandMadeCart[] = [
  { plans: ['span-dental', 'guard-accident'], times: 6 },
  { plans: ['span-dental', 'fit-hmo'], times: 3 },
  { plans: ['span-dental', 'ally-family'], times: 3 },
  { plans: ['span-dental', 'gulf-dental'], times: 2 },
  { plans: ['span-dental', 'snooze-pet'], times: 2 },
  { plans: ['span-dental', 'term-guard'], times: 1 },
  { plans: ['guard-accident'], times: 1 },
  { plans: ['term-guard', 'income-di'], times: 4 },
  { plans: ['cancer-care'], times: 3 },
  { plans: ['cancer-care'], times: 12, state: 'CA' },
  { plans: ['term-guard'], times: 8, state: 'CA' },
];

/**
 * A fresh store holding `history`, for the describe block that calls it; `shopperWith` makes a quoted Gamma shopper
 * with these plans in the cart, and the recommendation lists as the pages read them.
 */
function storeWithHistory() {
  const store = useTestStore();
  const ctx = {} as { id: (code: string) => number };
  beforeAll(async () => {
    ctx.id = await planIdsByCode(store.db);
    await writeHistory(store.db, history, ctx.id);
  });

  const shopperWith = async (codes: string[], form: QuoteForm = {}, language?: string) => {
    const browser = language ? visitor(store.app, 'gamma.test', undefined, { language }) : undefined;
    const shopper = await cartShopper(store, form, browser);
    for (const code of codes) expect((await shopper.add(code)).statusCode).toBe(200);
    const list = async (kind: string, extra = '') => {
      const response = await shopper.browser.get(`recommendation/${kind}?${shopper.q}${extra}`);
      expect(response.statusCode).toBe(200);
      return response.body.data as { recs: Rec[]; cart_count: number };
    };
    return { ...shopper, list };
  };
  return { store, ctx, shopperWith };
}

describe('recommendations', () => {
  const { store, ctx, shopperWith } = storeWithHistory();
  const id = (code: string) => ctx.id(code);

  it('ranks plans bought with the cart by lift × confidence, with their support, confidence and lift', async () => {
    const { list } = await shopperWith(['span-dental']);
    const { recs, cart_count } = await list('association');
    expect(cart_count).toBe(1);
    const together = recs.filter((rec) => rec.reason_kind === 'together');
    // Worked by hand over the 45 carts: Guard Accident is in 7, with Span Dental (17 carts) in 6.
    const guard = figures(history, 'span-dental', 'guard-accident');
    expect(guard).toEqual({ support: 6 / 45, confidence: 6 / 17, lift: 6 / 17 / (7 / 45) });
    expect(together[0]).toMatchObject({
      plan_id: id('guard-accident'),
      reason: 'Often added with Span Dental',
      association: { with_plan_id: id('span-dental'), ...guard },
    });
    // Every pair above the minimum support and lift 1, for plans this shopper can buy, in the order of lift × confidence.
    const expected = ['guard-accident', 'fit-hmo', 'snooze-pet', 'term-guard', 'ally-family', 'gulf-dental']
      .map((code) => ({ code, ...figures(history, 'span-dental', code) }))
      .filter((pair) => pair.support >= MIN_SUPPORT && pair.support * 45 >= MIN_PAIR_CARTS && pair.lift > 1)
      .filter((pair) => !['ally-family', 'gulf-dental'].includes(pair.code))
      .sort((a, b) => b.lift * b.confidence - a.lift * a.confidence);
    expect(together.map((rec) => rec.plan_id)).toEqual(expected.map((pair) => id(pair.code)));
    for (const [index, rec] of together.entries()) {
      const { code: _code, ...pair } = expected[index] ?? { code: '' };
      expect(rec.association).toMatchObject(pair);
    }
    // After the pairs come the plans the shopper's segment chooses.
    expect(recs.slice(together.length).every((rec) => rec.reason_kind !== 'together')).toBe(true);
  });

  it("says why in the shopper's language", async () => {
    const spanish = await shopperWith(['span-dental'], {}, 'es');
    const { recs } = await spanish.list('association');
    expect(recs[0]).toMatchObject({ plan_id: id('guard-accident'), reason: 'Se suele agregar con Span Dental' });
    const reasons = new Set(recs.map((rec) => rec.reason));
    expect([...reasons].filter((reason) => /Popular with|Often added|most chosen/.test(reason))).toEqual([]);
    const [first] = (await (await shopperWith([], {}, 'es')).list('popularity')).recs;
    expect(first?.reason).toBe('Popular entre los miembros de Texas');
  });

  it('never recommends a plan in the cart or one the visitor cannot buy', async () => {
    const visitors: [QuoteForm, string[]][] = [
      [{}, ['ally-family', 'gulf-dental']],
      [{ zip: '10001' }, ['fit-hmo', 'ally-family', 'gulf-dental']],
      [{ dob: dobAged(70) }, ['fit-hmo', 'ally-family', 'gulf-dental', 'term-guard']],
    ];
    for (const [form, unavailable] of visitors) {
      const { list } = await shopperWith(['span-dental'], form);
      for (const kind of ['filter', 'association', 'popularity']) {
        const shown = (await list(kind, '&limit=20')).recs.map((rec) => rec.plan_id);
        expect(shown).not.toContain(id('span-dental'));
        for (const code of unavailable)
          expect(shown, `${kind} ${code} ${JSON.stringify(form)}`).not.toContain(id(code));
      }
    }
    // The tier is what kept Ally Core Family out: a couple is offered it.
    const couple = await shopperWith(['span-dental'], { tier: 'IS' });
    expect((await couple.list('association', '&limit=20')).recs.map((rec) => rec.plan_id)).toContain(id('ally-family'));
  });

  it('shows the blackout message of a plan in its blackout window, and offers no Add to Cart for it', async () => {
    const { list } = await shopperWith(['span-dental']);
    const snooze = (await list('association', '&limit=20')).recs.find((rec) => rec.plan_id === id('snooze-pet'));
    expect(snooze).toMatchObject({
      blackout_message: 'Snooze Pet is closed to new enrollments.',
      hide_add_to_cart: true,
    });
  });

  it("ranks by what the visitor's segment chose, and says which segment", async () => {
    const texan = await shopperWith([]);
    const [first] = (await texan.list('popularity')).recs;
    expect(first).toMatchObject({
      plan_id: id('span-dental'),
      reason: 'Popular with members in Texas',
      reason_kind: 'segment',
    });
    const californian = await shopperWith([], { zip: '90001' });
    const { recs } = await californian.list('filter');
    expect(recs[0]).toMatchObject({ plan_id: id('cancer-care'), reason: 'Popular with members in California' });
    // An empty cart: association answers the filter list.
    expect((await californian.list('association')).recs).toEqual(recs);
  });

  it('refuses ids that are not the session’s, and answers the session’s own', async () => {
    const { browser, q, list } = await shopperWith([]);
    for (const echoed of ['platformID=999', 'agentID=5', 'groupID=7']) {
      expect((await browser.get(`recommendation/association?${q}&${echoed}`)).statusCode).toBe(403);
    }
    const other = await cartShopper(store);
    expect((await browser.get(`recommendation/filter?${other.q}`)).statusCode).toBe(404);
    expect((await list('filter')).cart_count).toBe(0);
    expect((await browser.post('decrypt-detail', { agentId: '5' })).statusCode).toBe(403);
    const decrypted = await browser.post('decrypt-detail', { planId: String(id('span-dental')) });
    expect(decrypted.body.data).toEqual([
      { portal_id: null, plan_id: id('span-dental'), user_id: null, agent_id: null, group_id: null },
    ]);
    const groupOnly = await browser.post('decrypt-detail', { planId: String(id('gulf-dental')) });
    expect(groupOnly.body.data[0].plan_id).toBeNull();
  });

  it('answers the cards of the plans named, in order, without those not on sale', async () => {
    const { browser, q } = await shopperWith([]);
    const list = [id('term-guard'), id('gulf-dental'), id('span-dental')].join(',');
    const response = await browser.get(`recommendation/plan-details?${q}&plan_list=${list}`);
    expect(response.body.data.plans.map((card: Rec) => card.plan_id)).toEqual([id('term-guard'), id('span-dental')]);
  });
});

describe('recommendations after new carts', () => {
  const { store, ctx, shopperWith } = storeWithHistory();
  const id = (code: string) => ctx.id(code);

  it('counts new carts once the queued refresh has run, one refresh for many changes', async () => {
    const before = await shopperWith(['span-dental']);
    const pet = () => before.list('association', '&limit=20');
    expect((await pet()).recs.find((rec) => rec.plan_id === id('season-pet'))?.reason_kind).not.toBe('together');
    await store.jobs.drain();
    for (let shopper = 0; shopper < 2; shopper++) await shopperWith(['span-dental', 'season-pet']);
    expect(store.jobs.queued().filter((job) => job.name === 'refresh-recommendations')).toHaveLength(1);
    expect(await store.jobs.drain()).toBe(0);
    // Live carts now: this one (Span Dental) and the two with Season Pet; 45 + 3 carts, Span Dental in 17 + 3.
    const season = (await pet()).recs.find((rec) => rec.plan_id === id('season-pet'));
    const confidence = 2 / 20;
    expect(season).toMatchObject({
      reason: 'Often added with Span Dental',
      association: { support: 2 / 48, confidence, lift: confidence / (2 / 48) },
    });
  });
});

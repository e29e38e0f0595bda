import { getPlanNetwork } from '@openenroll/contract/plans';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeHistory } from '../test/history.ts';
import { dobAged, planIdsByCode, type QuoteForm, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';

type Card = { plan_name: string; plan_price: number | null; tier_price: { tier: string; price: number }[] };
type Group = { category: string; plans: Card[] };

describe('plan listings and plan pages', () => {
  const store = useTestStore();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });

  const pricing = async (code: string, form: QuoteForm = {}) => {
    const { browser, q } = await quotedVisitor(store.app, form);
    return (await browser.get(`get-plan-pricing-detail?pid=${id(code)}&${q}`)).body.data;
  };
  const price = async (code: string, form: QuoteForm = {}) => (await pricing(code, form)).plans[0]?.price;

  it('lists plans by menu category before a quote, each tier from its lowest rate', async () => {
    const browser = visitor(store.app, 'gamma.test');
    const dental: Group[] = (await browser.get('get-menu-filtered-plans?category=dental')).body.data;
    expect(dental).toEqual([{ category: 'dental', category_label: 'Dental', plans: [expect.any(Object)] }]);
    expect(dental[0]?.plans[0]).toMatchObject({
      plan_name: 'Span Dental',
      callout_color: 'green',
      plan_price: null,
      hide_add_to_cart: true,
      tier_price: [
        { tier: 'IO', price: 20 },
        { tier: 'IS', price: 38 },
        { tier: 'IC', price: 36 },
        { tier: 'IF', price: 55 },
      ],
    });
    const all: Group[] = (await browser.get('get-menu-filtered-plans')).body.data;
    expect(all.map((group) => group.category)).toEqual([
      'dental',
      'pet',
      'medical',
      'accident',
      'di',
      'lifestyle',
      'limitedmed',
      'supplemental',
      'term_life',
    ]);
    const income = all.find((group) => group.category === 'di')?.plans[0];
    expect(income).toMatchObject({ plan_name: 'Income Shield', tier_price: [], salary_based: true });
    const medical: Group[] = (await browser.get('get-menu-filtered-plans?category=medical&plan_network=Fit+HMO')).body
      .data;
    expect(medical[0]?.plans.map((plan) => plan.plan_name)).toEqual(['Fit HMO Texas']);
    expect((await browser.get('get-plan-network')).body.data).toEqual(['Fit HMO', 'Fit PPO']);
  });

  it("compares up to four plans on sale to the visitor, in the order named, with their categories' rows", async () => {
    const ids = ['span-dental', 'fit-ppo', 'gulf-dental', 'span-dental'].map(id).join(',');
    const before = (await visitor(store.app, 'gamma.test').get(`get-plan-comparison?plan_ids=${ids}`)).body.data;
    expect(before.rows).toEqual([
      { key: 'deductible', label: 'Deductible' },
      { key: 'annual_maximum', label: 'Annual maximum' },
      { key: 'waiting_period', label: 'Waiting period' },
    ]);
    expect(before.plans).toEqual([
      expect.objectContaining({
        plan_name: 'Span Dental',
        category_label: 'Dental',
        carrier_name: 'Acme Mutual',
        plan_price: null,
        summary: { waiting_period: '6 months on basic care', deductible: 'None' },
      }),
      expect.objectContaining({ plan_name: 'Fit PPO', category_label: 'Medical', summary: {} }),
    ]);
    const { browser, q } = await quotedVisitor(store.app, { tier: 'IF' });
    const quoted = (await browser.get(`get-plan-comparison?${q}&plan_ids=${id('span-dental')}`)).body.data;
    expect(quoted.plans[0]).toMatchObject({ plan_price: 55, hide_add_to_cart: false });
    const five = ['span-dental', 'fit-ppo', 'fit-hmo', 'income-di', 'bolt-pet'].map(id).join(',');
    expect((await browser.get(`get-plan-comparison?plan_ids=${five}`)).statusCode).toBe(400);
  });

  it('orders each category by price, name or popularity when asked, and keeps unpriced plans last', async () => {
    await writeHistory(
      store.db,
      [
        { plans: ['union-medical', 'season-pet'], times: 5 },
        { plans: ['fit-hmo'], times: 2 },
      ],
      id,
    );
    const { browser, q } = await quotedVisitor(store.app, { tier: 'IO' });
    const listed = async (sort: string) => {
      const groups: Group[] = (await browser.get(`get-filtered-plans?${q}&categories=medical,pet&sort=${sort}`)).body
        .data;
      return groups.map((group) => group.plans.map((plan) => `${plan.plan_name} ${plan.plan_price}`));
    };
    // Fit PPO is tobacco-rated and the quote has no tobacco answer: no price, so last by price either way.
    expect(await listed('price_low')).toEqual([
      ['Snooze Pet 11', 'Season Pet 13'],
      ['Fit HMO Texas 210', 'Union Medical 496', 'Fit PPO null'],
    ]);
    expect(await listed('price_high')).toEqual([
      ['Season Pet 13', 'Snooze Pet 11'],
      ['Union Medical 496', 'Fit HMO Texas 210', 'Fit PPO null'],
    ]);
    expect(await listed('name')).toEqual([
      ['Season Pet 13', 'Snooze Pet 11'],
      ['Fit HMO Texas 210', 'Fit PPO null', 'Union Medical 496'],
    ]);
    expect(await listed('popular')).toEqual([
      ['Season Pet 13', 'Snooze Pet 11'],
      ['Union Medical 496', 'Fit HMO Texas 210', 'Fit PPO null'],
    ]);
    // An order it does not know is the catalog's, as with none.
    expect(await listed('cheapest')).toEqual(await listed(''));
    const before = (await visitor(store.app, 'gamma.test').get('get-menu-filtered-plans?category=pet&sort=price_high'))
      .body.data as Group[];
    expect(before[0]?.plans.map((plan) => plan.plan_name)).toEqual(['Season Pet', 'Snooze Pet']);
  });

  it("offers a quoted shopper only the networks with a plan in the shopper's state", async () => {
    const texan = await quotedVisitor(store.app, { zip: '75201' });
    expect(dataOf(await texan.browser.call(getPlanNetwork, { enrollment_id: texan.enrollmentId }))).toEqual([
      'Fit HMO',
      'Fit PPO',
    ]);
    const georgian = await quotedVisitor(store.app, { zip: '30301' });
    expect(dataOf(await georgian.browser.call(getPlanNetwork, { enrollment_id: georgian.enrollmentId }))).toEqual([
      'Fit PPO',
    ]);
  });

  it("shows only the plans on sale to the visitor's store", async () => {
    const names = async (browser: ReturnType<typeof visitor>) =>
      ((await browser.get('get-menu-filtered-plans?category=dental')).body.data as Group[]).flatMap((group) =>
        group.plans.map((plan) => plan.plan_name),
      );
    expect(await names(visitor(store.app, 'alpha.test'))).toEqual(['Smile Dental']);
    const employee = visitor(store.app, 'gamma.test');
    await employee.post('validate-landing-page', { landing_page: 'gulf' });
    expect(await names(employee)).toEqual(['Span Dental', 'Gulf Group Dental']);
    expect((await visitor(store.app, 'gamma.test').get(`get-plan-detail/${id('gulf-dental')}`)).statusCode).toBe(404);
    expect((await visitor(store.app, 'alpha.test').get(`get-plan-detail/${id('span-dental')}`)).statusCode).toBe(404);
  });

  it("lists plans priced for the quote filter's age, state, tier and tobacco use", async () => {
    const { browser, q } = await quotedVisitor(store.app, { tier: 'IF', is_smoker: 1 });
    const groups: Group[] = (await browser.get(`get-filtered-plans?${q}&categories=medical,dental`)).body.data;
    const card = (name: string) => groups.flatMap((group) => group.plans).find((plan) => plan.plan_name === name);
    expect(card('Fit PPO')).toMatchObject({
      plan_price: 975,
      tier_price: expect.arrayContaining([{ tier: 'IO', price: 375 }]),
    });
    expect(card('Span Dental')).toMatchObject({ plan_price: 55 });
    expect(card('Fit HMO Texas')).toBeUndefined();
    const sidebar = (await browser.get(`get-left-side-filter-fields?${q}`)).body.data.categories;
    expect(sidebar.map((category: { key: string }) => category.key)).toEqual([
      'dental',
      'medical',
      'accident',
      'lifestyle',
      'limitedmed',
    ]);
    const related = (await browser.get(`get-related-plans?${q}&plan_id=${id('ally-family')}`)).body.data;
    expect(related).toEqual([]);
  });

  it('prices by tier and by the age band at both of its edges', async () => {
    expect(await price('span-dental')).toBe(20);
    expect(await price('span-dental', { tier: 'IF' })).toBe(55);
    expect(await price('span-dental', { dob: dobAged(18) })).toBe(20);
    expect(await price('span-dental', { dob: dobAged(49) })).toBe(20);
    expect(await price('span-dental', { dob: dobAged(50) })).toBe(26);
    expect(await price('span-dental', { dob: dobAged(100) })).toBe(26);
    expect(await price('fit-ppo', { is_smoker: 0, dob: dobAged(64) })).toBe(420);
  });

  it("takes a state's own rate over the rate for every state", async () => {
    expect(await price('span-dental', { zip: '90210' })).toBe(23);
    expect(await price('span-dental', { zip: '90210', dob: dobAged(55) })).toBe(26);
    expect(await price('fit-ppo', { zip: '10001', is_smoker: 0 })).toBe(360);
  });

  it('prices tobacco use and salary plans, and says what is missing first', async () => {
    expect(await pricing('fit-ppo')).toMatchObject({
      errorCode: 'tobaccoRequired',
      message: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
    });
    expect(await price('fit-ppo', { is_smoker: 0 })).toBe(300);
    expect(await price('fit-ppo', { is_smoker: 1 })).toBe(375);
    expect(await pricing('income-di')).toMatchObject({
      errorCode: 'salaryRequired',
      message: 'Please enter your annual salary to view rates by clicking here.',
    });
    expect(await pricing('income-di', { annual_incode: 50400, working_hours: 19 })).toMatchObject({
      errorCode: 'hoursRequired',
      message: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
    });
    const salaried = await pricing('income-di', { annual_incode: 50400, working_hours: 40 });
    expect(salaried.plans[0]).toMatchObject({ price: 42.84, monthly_benefit: 2520, tier: 'IO' });
  });

  it('says why a plan cannot be priced, with the banner for each reason', async () => {
    expect(await pricing('fit-hmo', { zip: '10001' })).toMatchObject({
      errorCode: 'planStateError',
      message: 'Plan not available in your state. Please change the state by editing your basic info above.',
    });
    expect(await pricing('fit-hmo', { tier: 'IC' })).toMatchObject({
      errorCode: 'planTierError',
      message: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
    });
    expect(await pricing('fit-ppo', { dob: dobAged(65), is_smoker: 0 })).toMatchObject({
      errorCode: 'planAgeError',
      message: 'Plan not available for selected age group. Please edit your basic info above.',
    });
    expect(await pricing('span-dental', { dob: dobAged(50), tier: 'IC' })).toMatchObject({
      errorCode: 'planAreaError',
      message: 'Plan not available in the area. Please choose another area by editing your basic info above.',
    });
  });

  it("sends a partner carrier's shopper to the sibling plan that sells their tier", async () => {
    expect(await pricing('ally-solo', { tier: 'IF' })).toMatchObject({
      plans: [],
      errorCode: 'changePid',
      new_pid: id('ally-family'),
    });
    expect(await pricing('ally-family')).toMatchObject({ errorCode: 'changePid', new_pid: id('ally-solo') });
    expect(await price('ally-family', { tier: 'IF' })).toBe(390);
  });

  it("names the membership plan a partner carrier's plan is sold with, priced for the quote", async () => {
    const { browser, enrollmentId, q } = await quotedVisitor(store.app);
    const membershipOf = async (code: string) =>
      (await browser.get(`get-plan-pricing-detail?pid=${id(code)}&${q}`)).body.data.membership;
    const membership = await membershipOf('ally-solo');
    expect(membership).toEqual({
      plan_id: id('ally-membership'),
      plan_name: 'Ally Membership',
      ppid: expect.any(Number),
      price: 20,
      in_cart: false,
    });
    expect(await membershipOf('span-dental')).toBeNull();
    await browser.post('add-plan-to-cart', {
      enrollment_id: enrollmentId,
      plan_id: id('ally-membership'),
      plan_pricing_id: membership.ppid,
    });
    expect(await membershipOf('ally-solo')).toMatchObject({ in_cart: true });
    const unquoted = visitor(store.app, 'gamma.test');
    expect((await unquoted.get(`get-plan-pricing-detail?pid=${id('ally-solo')}`)).body.data.membership).toMatchObject({
      plan_name: 'Ally Membership',
      ppid: null,
      price: null,
    });
  });

  it('shows plan details with only ASCII characters, and the blackout notice while it applies', async () => {
    const browser = visitor(store.app, 'gamma.test');
    const detail = (await browser.get(`get-plan-detail/${id('fit-ppo')}`)).body.data;
    expect(detail).toMatchObject({
      plan_name: 'Fit PPO',
      plan_desc: { header_text: 'Fit PPO - see any doctor', body_text: '<p>Coverage with "no surprises".</p>' },
      carrier: { name: 'Acme Mutual' },
      has_underwriting_questions: true,
      blackout_message: null,
    });
    expect((await browser.get(`get-plan-detail/${id('snooze-pet')}`)).body.data.blackout_message).toBe(
      'Snooze Pet is closed to new enrollments.',
    );
    expect((await browser.get('get-plan-detail/abc')).statusCode).toBe(400);
    expect((await browser.get(`get-plan-pricing-detail?pid=${id('span-dental')}`)).body.data.plans[0]).toMatchObject({
      price: null,
      ppid: null,
      tier_price: [
        { tier: 'IO', price: 20 },
        { tier: 'IS', price: 38 },
        { tier: 'IC', price: 36 },
        { tier: 'IF', price: 55 },
      ],
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { planIdsByCode, type QuoteForm, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe("the plan page's checks and offers", () => {
  const store = useTestStore();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });

  async function shopper(form: QuoteForm = {}, language?: string) {
    const quoted = await quotedVisitor(
      store.app,
      { is_smoker: 0, ...form },
      visitor(store.app, 'gamma.test', undefined, { language }),
    );
    const { browser, enrollmentId, q } = quoted;
    const add = async (code: string) => {
      const ppid = (await browser.get(`get-plan-pricing-detail?pid=${id(code)}&${q}`)).body.data.plans[0].ppid;
      return browser.post('add-plan-to-cart', {
        enrollment_id: enrollmentId,
        plan_id: id(code),
        plan_pricing_id: ppid,
      });
    };
    const data = async (call: string) => (await browser.get(call)).body.data;
    return { ...quoted, add, data };
  }

  it('offers an accident plan after a medical plan is added, until one is in the cart', async () => {
    const { add, data, q } = await shopper();
    await add('fit-hmo');
    const afterMedical = await data(`get-suggested-plan-list-new?${q}&plan_id=${id('fit-hmo')}`);
    expect(afterMedical).toEqual([
      expect.objectContaining({
        offer: 'accident',
        pop_up_display: true,
        plan_name: 'Guard Accident',
        plan_price: 12,
        pop_up_title: 'Add accident coverage',
        pop_up_link: `/plan/${id('guard-accident')}/guard-accident`,
        pop_up_link_description: 'View Guard Accident details',
      }),
    ]);
    expect(await data(`get-suggested-plan-list-new?${q}&plan_id=${id('span-dental')}`)).toEqual([]);
    await add('guard-accident');
    const again = await data(`get-suggested-plan-list-new?${q}&plan_id=${id('fit-hmo')}`);
    expect(again[0].pop_up_display).toBe(false);
  });

  it("words the offer in the shopper's language", async () => {
    const { add, data, q } = await shopper({}, 'es');
    await add('fit-hmo');
    const [offer] = await data(`get-suggested-plan-list-new?${q}&plan_id=${id('fit-hmo')}`);
    expect(offer).toMatchObject({
      pop_up_title: 'Agregue cobertura de accidentes',
      pop_up_header: expect.stringMatching(/^Los planes médicos y de hospital/),
      pop_up_link_description: 'Ver los detalles de Guard Accident',
    });
  });

  it('offers term life, dental and vision before checkout for what the cart lacks', async () => {
    const { add, data, q } = await shopper();
    expect(
      (await data(`get-suggested-plan-list?${q}`)).map((item: { pop_up_display: boolean }) => item.pop_up_display),
    ).toEqual([false, false]);
    await add('span-dental');
    const offers = await data(`get-suggested-plan-list?${q}`);
    expect(
      offers.map((item: { offer: string; pop_up_display: boolean; plan_price: number }) => [
        item.offer,
        item.pop_up_display,
        item.plan_price,
      ]),
    ).toEqual([
      ['term_life', true, 14],
      ['dental', false, 20],
    ]);
  });

  it('tells premier, partner-carrier and disability plans apart', async () => {
    const { add, data, q } = await shopper();
    expect(await data(`get-more-requirement?plan_id=${id('fit-hmo')}`)).toEqual({ result: true });
    expect(await data(`get-more-requirement?${q}`)).toEqual({ result: false });
    await add('fit-hmo');
    expect(await data(`get-more-requirement?${q}`)).toEqual({ result: true });
    expect(await data(`check-prudential-plan?plan_id=${id('ally-solo')}`)).toEqual({ status: true });
    expect(await data(`check-prudential-plan?${q}&plan_id=${id('fit-hmo')}`)).toEqual({ status: false });
    expect(await data(`check-prudential-cart?${q}`)).toEqual({ status: false });
    expect(await data(`check-disability-plan?plan_id=${id('income-di')}`)).toEqual({ status: true });
    expect(await data(`check-disability-plan?plan_id=${id('span-dental')}`)).toEqual({ status: false });
  });
});

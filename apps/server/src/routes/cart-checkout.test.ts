import { randomUUID } from 'node:crypto';
import type { Call } from '@openenroll/contract/call';
import {
  cartCheckout,
  getCartAmount,
  getCartCount,
  getCartEffectiveDates,
  getCartPlanInfo,
  getPlanCart,
  removePlanFromCart,
  saveScreenshot,
} from '@openenroll/contract/cart';
import { getEnrollmentTempInfo } from '@openenroll/contract/filter';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScreenshotService } from '../cart/screenshot-service.ts';
import { cartLines, enrollmentScreenshots, enrollments } from '../db/schema.ts';
import { NotConfigured } from '../errors/domain-error.ts';
import type { SessionData } from '../session/session-service.ts';
import { cartShopper, dobTurning } from '../test/cart-shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import type { Answer } from '../test/visitor.ts';

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const jpeg = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHR8eHR0a';

describe('checking out the cart', () => {
  const today = new Date('2030-01-15T12:00:00Z');
  const store = useTestStore({ now: () => today });

  const enrollment = async (id: string) => (await store.db.select().from(enrollments).where(eq(enrollments.id, id)))[0];
  /** Adds to the session that started the enrollment, as a proven rep code or an opened quote link would. */
  async function grant(enrollmentId: string, patch: SessionData) {
    const session = await store.sessions.findByHash((await store.enrollments.find(enrollmentId)).sessionHash);
    if (!session) throw new Error('the session that started the enrollment is gone');
    await store.sessions.update(session, patch);
  }

  it('fixes the cart at its prices for an offered date, which then prices every page', async () => {
    const shopper = await cartShopper(store, { dob: dobTurning(50, '2030-03-01') });
    await shopper.add('span-dental');
    const done = await shopper.checkout('03/01/2030');
    expect(done.data).toEqual({ effective_date: '03/01/2030', type: 'applicant' });
    expect(await enrollment(shopper.enrollmentId)).toMatchObject({
      effectiveDate: '2030-03-01',
      enrollBy: 'applicant',
      checkedOutAt: today,
    });
    const [line] = await store.db.select().from(cartLines).where(eq(cartLines.enrollmentId, shopper.enrollmentId));
    expect(line).toMatchObject({ price: 26, planPricingId: await shopper.ppid('span-dental') });
    expect((await shopper.cart()).data).toMatchObject({ effective_date: '03/01/2030', recurring_month_cost: 26 });
    const temp = await shopper.browser.call(getEnrollmentTempInfo, {
      enrollment_id: shopper.enrollmentId,
      column: 'effective_date',
    });
    expect(temp.data?.result).toBe('03/01/2030');
  });

  it('says the age a later date prices the cart at, when the plan pages price another', async () => {
    const shopper = await cartShopper(store, { dob: dobTurning(50, '2030-03-01') });
    await shopper.add('span-dental');
    expect((await shopper.cart()).data).toMatchObject({
      effective_date: '02/01/2030',
      priced_age: 49,
      listing_age: 49,
    });
    expect((await shopper.cart('03/01/2030')).data).toMatchObject({ priced_age: 50, listing_age: 49 });
  });

  it('refuses a date the cart does not offer, an empty cart, and Rep Enrollment by anyone but a rep', async () => {
    const shopper = await cartShopper(store);
    expect((await shopper.checkout('02/01/2030')).error?.message).toBe('Your cart is empty.');
    await shopper.add('span-dental');
    for (const date of ['05/01/2030', '01/15/2030', '13/45/2030']) {
      const refused = await shopper.checkout(date);
      expect(refused.statusCode).toBe(422);
      expect(refused.error?.data).toEqual([
        { target_element: 'effective_date', error_message: 'Please choose an effective date' },
      ]);
    }
    expect((await shopper.checkout('02/01/2030', 'rep')).statusCode).toBe(403);
    expect((await enrollment(shopper.enrollmentId))?.checkedOutAt).toBeNull();

    await grant(shopper.enrollmentId, { repAuthenticated: true });
    expect((await shopper.checkout('02/01/2030', 'rep')).data).toEqual({
      effective_date: '02/01/2030',
      type: 'rep',
    });
    expect((await enrollment(shopper.enrollmentId))?.enrollBy).toBe('rep');
  });

  it("answers another session's cart as not found, except the reads a received quote allows", async () => {
    const owner = await cartShopper(store);
    await owner.add('span-dental');
    const stranger = await cartShopper(store);
    const enrollment_id = owner.enrollmentId;
    const plan = { plan_id: owner.id('span-dental'), plan_pricing_id: await owner.ppid('span-dental') };
    const { call } = stranger.browser;
    const reads = {
      'get-plan-cart': () => call(getPlanCart, { enrollment_id }),
      'get-cart-effective-dates': () => call(getCartEffectiveDates, { enrollment_id }),
      'get-cart-count': () => call(getCartCount, { enrollment_id }),
      'get-cart-amount': () => call(getCartAmount, { enrollment_id, effective_date: '02/01/2030' }),
    };
    const ownerOnly = {
      'get-cart-plan-info': () => call(getCartPlanInfo, { enrollment_id }),
      'remove-plan-from-cart': () => call(removePlanFromCart, { enrollment_id, ...plan }),
      'cart-checkout': () => call(cartCheckout, { enrollment_id, effective_date: '02/01/2030', type: 'applicant' }),
      'save-screenshot': () =>
        call(saveScreenshot, { enrollment_id, name: 'cart', image: `data:image/png;base64,${png}` }),
    };
    async function statuses(calls: Record<string, () => Promise<Pick<Answer<Call>, 'statusCode' | 'error'>>>) {
      const answers: Record<string, unknown> = {};
      for (const [name, send] of Object.entries(calls)) {
        const response = await send();
        answers[name] = [response.statusCode, response.error?.message ?? null];
      }
      return answers;
    }
    const notFound = [404, 'Enrollment not found'];
    const allNotFound = (calls: object) => Object.fromEntries(Object.keys(calls).map((name) => [name, notFound]));
    expect(await statuses({ ...reads, ...ownerOnly })).toEqual(allNotFound({ ...reads, ...ownerOnly }));

    await grant(stranger.enrollmentId, { quote: { id: randomUUID(), enrollmentId: enrollment_id } });
    expect(await statuses(reads)).toEqual({
      'get-plan-cart': [200, null],
      'get-cart-effective-dates': [200, null],
      'get-cart-count': [200, null],
      'get-cart-amount': [200, null],
    });
    expect(await statuses(ownerOnly)).toEqual(allNotFound(ownerOnly));
    expect((await owner.cart()).data?.result).toHaveLength(1);
  });

  it('keeps screenshots only encrypted, and only PNG pictures', async () => {
    const shopper = await cartShopper(store);
    const save = (image: string) =>
      shopper.browser.call(saveScreenshot, {
        enrollment_id: shopper.enrollmentId,
        name: 'cart',
        image: `data:image/png;base64,${image}`,
      });
    expect((await save(png)).statusCode).toBe(204);
    const rows = await store.db
      .select()
      .from(enrollmentScreenshots)
      .where(eq(enrollmentScreenshots.enrollmentId, shopper.enrollmentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('cart');
    expect(rows[0]?.imageSealed).not.toContain(png.slice(0, 24));
    expect(store.cipher.decrypt(rows[0]?.imageSealed ?? '')).toBe(png);

    const refused = await save(jpeg);
    expect(refused.statusCode).toBe(422);
    expect(refused.error?.data).toEqual([
      { target_element: 'image', error_message: 'The screenshot must be a PNG image.' },
    ]);
    await expect(
      createScreenshotService({ db: store.db }).save(shopper.enrollmentId, 'cart', png),
    ).rejects.toBeInstanceOf(NotConfigured);
  });
});

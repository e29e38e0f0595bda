import { changeFilterInfo } from '@openenroll/contract/filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogCache, createCatalogCache } from '../catalog/catalog-cache.ts';
import { createPlanBook } from '../catalog/plan-book.ts';
import { createStorefrontService } from '../catalog/storefront-service.ts';
import type { EnrollmentCart, EnrollmentStore, StoredLine } from '../enrollment/enrollment-store.ts';
import { createShopping } from '../plans/shopping.ts';
import { cartShopper } from '../test/cart-shopper.ts';
import { statementsOf } from '../test/statements-of.ts';
import { useTestStore } from '../test/test-app.ts';
import { createCartService } from './cart-service.ts';

const codes = ['span-dental', 'fit-hmo', 'guard-accident'];

describe('a cart changed by two tabs at once', () => {
  const store = useTestStore();

  it('ends with every change once, each answer counting the changes before it', async () => {
    const shopper = await cartShopper(store);
    const prices = await Promise.all(codes.map((code) => shopper.ppid(code)));
    const counts = (answers: { data?: { cart_count: number } | null }[]) =>
      answers.map((answer) => answer.data?.cart_count).sort();
    const inCart = async () =>
      ((await shopper.cart()).data?.result ?? []).map((line) => line.plan_id).sort((a, b) => a - b);
    const ids = codes.map(shopper.id).sort((a, b) => a - b);

    for (let round = 0; round < 3; round++) {
      expect(counts(await Promise.all(codes.map((code) => shopper.add(code))))).toEqual([1, 2, 3]);
      expect(await inCart()).toEqual(ids);
      const removed = await Promise.all(codes.map((code, index) => shopper.remove(code, prices[index] ?? 0)));
      expect(counts(removed)).toEqual([0, 1, 2]);
      expect(await inCart()).toEqual([]);
    }
    const [first = '', ...others] = codes;
    await shopper.add(first);
    const mixed = await Promise.all([
      shopper.remove(first, prices[0] ?? 0),
      ...others.map((code) => shopper.add(code)),
    ]);
    expect(mixed.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await inCart()).toEqual(others.map(shopper.id).sort((a, b) => a - b));
  });

  it('writes nothing from a read another write came after, and says so', async () => {
    const { enrollmentId, id, ppid } = await cartShopper(store);
    const line = async (code: string) => ({ planId: id(code), planPricingId: await ppid(code), price: 1 });
    const [dental, hmo] = [await line('span-dental'), await line('fit-hmo')];
    const read = await store.enrollments.withCart(enrollmentId);
    const written = await store.enrollments.changeLines(read, { put: [dental] });
    expect(written?.lines).toEqual([dental]);
    expect(await store.enrollments.changeLines(read, { put: [hmo] })).toBeNull();
    // Any write of the enrollment moves the version, not only its lines'.
    await store.enrollments.update(enrollmentId, { city: 'Dallas' });
    expect(await store.enrollments.changeLines(written as EnrollmentCart, { remove: [dental.planId] })).toBeNull();
    expect((await store.enrollments.withCart(enrollmentId)).lines).toEqual([dental]);
  });

  describe('when another write comes between the read and the write', () => {
    let cache: CatalogCache;
    beforeAll(async () => {
      cache = createCatalogCache({ db: store.db, checkEveryMs: 0 });
      await cache.start();
    });
    afterAll(() => cache.stop());

    /** The cart service, on a store whose first read without a lock is followed by `between` before it is used. */
    function racedCart(between: (enrollments: EnrollmentStore, read: EnrollmentCart) => Promise<unknown>) {
      const real = store.enrollments;
      const locks: string[] = [];
      let raced = false;
      const enrollments: EnrollmentStore = {
        ...real,
        async withCart(enrollmentId, tx, options) {
          if (options?.lock) locks.push(enrollmentId);
          const read = await real.withCart(enrollmentId, tx, options);
          if (!tx && !raced) {
            raced = true;
            await between(real, read);
          }
          return read;
        },
      };
      const planBook = createPlanBook({ db: store.db, cache });
      const storefront = createStorefrontService({ db: store.db, cache });
      const shopping = createShopping({ db: store.db, storefront, planBook, enrollments });
      return { cart: createCartService({ db: store.db, shopping, planBook, enrollments }), locks };
    }

    it('changes the cart as it now is, read again under its lock, and answers that', async () => {
      const shopper = await cartShopper(store);
      await shopper.add('span-dental');
      await shopper.add('fit-hmo');
      const guard: StoredLine = {
        planId: shopper.id('guard-accident'),
        planPricingId: await shopper.ppid('guard-accident'),
        price: 10,
      };
      const { cart, locks } = racedCart((enrollments, read) => enrollments.changeLines(read, { put: [guard] }));
      const answer = await cart.remove(
        shopper.enrollmentId,
        shopper.id('span-dental'),
        await shopper.ppid('span-dental'),
      );
      expect(answer.cart_count).toBe(2);
      expect(locks).toEqual([shopper.enrollmentId]);
      const lines = (await store.enrollments.withCart(shopper.enrollmentId)).lines.map((line) => line.planId);
      expect(lines).toEqual([shopper.id('fit-hmo'), guard.planId]);
    });

    it('refuses the change when the enrollment was submitted in between', async () => {
      const shopper = await cartShopper(store);
      await shopper.add('span-dental');
      const { cart } = racedCart((enrollments, read) =>
        enrollments.update(read.enrollment.id, { submittedAt: new Date() }),
      );
      const removing = cart.remove(shopper.enrollmentId, shopper.id('span-dental'), await shopper.ppid('span-dental'));
      await expect(removing).rejects.toMatchObject({ code: 'submitted' });
      expect((await store.enrollments.withCart(shopper.enrollmentId)).lines).toHaveLength(1);
    });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sends PostgreSQL one statement to add or remove, beside the session with its cart',
    async () => {
      const shopper = await cartShopper(store);
      const price = await shopper.ppid('span-dental');
      for (const call of [() => shopper.add('span-dental'), () => shopper.remove('span-dental', price)]) {
        const sent = await statementsOf(async () => expect((await call()).statusCode).toBe(200));
        // The session with its cart, or (kept in memory, as the test store does) the enrollment with its cart.
        expect(sent).toEqual([expect.stringMatching(/^select /), expect.stringMatching(/^\s*with bumped as/)]);
      }
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'writes no cart lines when a quote changes an empty cart',
    async () => {
      const shopper = await cartShopper(store);
      const sent = await statementsOf(async () =>
        expect(
          (await shopper.browser.call(changeFilterInfo, { tempId: shopper.enrollmentId, tier: 'IF' })).statusCode,
        ).toBe(200),
      );
      expect(sent.filter((statement) => /with bumped as/.test(statement))).toEqual([]);
    },
  );
});

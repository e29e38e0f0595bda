import { describe, expect, it } from 'vitest';
import { billingMessages, cardExpired, cardInfoFor, testCards } from './billing-info.ts';

const today = new Date('2026-11-15T12:00:00Z');
const card = {
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Lee',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  bill_date: 28,
  card_number: testCards.visa,
  security_code: '123',
  expiration_year: 2026,
};

describe('a card expiry', () => {
  it('is good through its month and expired after it', () => {
    expect(cardExpired({ month: '11', year: 2026 }, today)).toBe(false);
    expect(cardExpired({ month: 1, year: 2027 }, today)).toBe(false);
    expect(cardExpired({ month: '10', year: 2026 }, today)).toBe(true);
    expect(cardExpired({ month: '12', year: 2025 }, today)).toBe(true);
  });

  it("counts today's month in UTC", () => {
    const justAfterMidnight = new Date('2026-12-01T00:30:00Z');
    expect(cardExpired({ month: '11', year: 2026 }, justAfterMidnight)).toBe(true);
  });

  it('is what the card form says under the month', () => {
    expect(cardInfoFor(today).safeParse({ ...card, expiration_month: '11' }).success).toBe(true);
    const lapsed = cardInfoFor(today).safeParse({ ...card, expiration_month: '10' });
    expect(lapsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['expiration_month'], message: billingMessages.expired }),
    ]);
  });

  it('is built once a month, the only part of today it reads', () => {
    const form = cardInfoFor(new Date('2026-11-01T00:00:00Z'));
    expect(cardInfoFor(new Date('2026-11-30T23:59:59Z'))).toBe(form);
    const december = cardInfoFor(new Date('2026-12-01T00:00:00Z'));
    expect(december).not.toBe(form);
    const november = { ...card, expiration_month: '11' };
    expect(form.safeParse(november).success).toBe(true);
    expect(december.safeParse(november).success).toBe(false);
  });
});

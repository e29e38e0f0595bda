import { ageOn } from '@openenroll/contract/age';
import type { Tier } from '@openenroll/contract/codes';
import { describe, expect, it } from 'vitest';
import { type PricedPlan, type PriceRow, pricePlan, type Shopper } from './price-plan.ts';

const dental: PricedPlan = {
  tiers: ['IO', 'IS', 'IC', 'IF'],
  states: null,
  minAge: 18,
  maxAge: 100,
  tobaccoRated: false,
  salaryBased: false,
  salary: null,
};
let id = 0;
const row = (
  tier: Tier,
  [minAge, maxAge]: [number, number],
  price: number,
  extra: Partial<PriceRow> = {},
): PriceRow => ({
  id: ++id,
  tier,
  minAge,
  maxAge,
  state: null,
  tobacco: null,
  price,
  ...extra,
});
const rows = [
  row('IO', [18, 49], 20.5),
  row('IF', [18, 49], 61),
  row('IO', [50, 100], 25),
  row('IO', [18, 49], 27.4, { state: 'NY' }),
];
const shopper: Shopper = { tier: 'IO', age: 30, state: 'TX' };

describe('pricing a plan', () => {
  it('prices by tier and by the age band at both of its edges', () => {
    expect(pricePlan(dental, rows, shopper)).toMatchObject({ available: true, price: 20.5 });
    expect(pricePlan(dental, rows, { ...shopper, tier: 'IF' })).toMatchObject({ price: 61 });
    expect(pricePlan(dental, rows, { ...shopper, age: 49 })).toMatchObject({ price: 20.5 });
    expect(pricePlan(dental, rows, { ...shopper, age: 50 })).toMatchObject({ price: 25 });
  });

  it('refuses ages outside the plan: 17 and 101, but not 18 and 100', () => {
    expect(pricePlan(dental, rows, { ...shopper, age: 17 })).toEqual({ available: false, reason: 'age' });
    expect(pricePlan(dental, rows, { ...shopper, age: 18 })).toMatchObject({ available: true });
    expect(pricePlan(dental, rows, { ...shopper, age: 100 })).toMatchObject({ available: true });
    expect(pricePlan(dental, rows, { ...shopper, age: 101 })).toEqual({ available: false, reason: 'age' });
  });

  it("takes the state's own rate over the rate for every state", () => {
    expect(pricePlan(dental, rows, { ...shopper, state: 'NY' })).toMatchObject({ price: 27.4 });
  });

  it('says why a plan is not available: state, tier, area', () => {
    expect(pricePlan({ ...dental, states: ['TX'] }, rows, { ...shopper, state: 'OK' })).toEqual({
      available: false,
      reason: 'state',
    });
    expect(pricePlan({ ...dental, tiers: ['IO'] }, rows, { ...shopper, tier: 'IS' })).toEqual({
      available: false,
      reason: 'tier',
    });
    expect(pricePlan(dental, rows, { ...shopper, tier: 'IS' })).toEqual({ available: false, reason: 'area' });
  });

  it('prices tobacco-rated plans by tobacco use, and asks for it first', () => {
    const life = { ...dental, tobaccoRated: true };
    const lifeRows = [row('IO', [18, 64], 12, { tobacco: false }), row('IO', [18, 64], 31.5, { tobacco: true })];
    expect(pricePlan(life, lifeRows, shopper)).toEqual({ available: false, reason: 'tobacco' });
    expect(pricePlan(life, lifeRows, { ...shopper, tobacco: false })).toMatchObject({ price: 12 });
    expect(pricePlan(life, lifeRows, { ...shopper, tobacco: true })).toMatchObject({ price: 31.5 });
  });

  it('prices salary plans per $100 of the benefit the salary buys, capped, for enough working hours', () => {
    const disability = {
      ...dental,
      salaryBased: true,
      salary: { min_weekly_hours: 20, benefit_percent: 60, max_monthly_benefit: 4000, rate_per_100_benefit: 1.85 },
    };
    const rates = [row('IO', [30, 39], 1.7)];
    expect(pricePlan(disability, rates, shopper)).toEqual({ available: false, reason: 'salary' });
    expect(pricePlan(disability, rates, { ...shopper, annualSalary: 50400, weeklyHours: 19 })).toEqual({
      available: false,
      reason: 'hours',
    });
    expect(pricePlan(disability, rates, { ...shopper, annualSalary: 50400, weeklyHours: 40 })).toMatchObject({
      price: 42.84,
      monthlyBenefit: 2520,
    });
    expect(pricePlan(disability, rates, { ...shopper, annualSalary: 200000, weeklyHours: 40 })).toMatchObject({
      price: 68,
      monthlyBenefit: 4000,
    });
  });
});

describe('age', () => {
  it('counts years of 365.25 days up to the given day', () => {
    expect(ageOn(new Date('1990-06-15'), new Date('2026-06-14'))).toBe(35);
    expect(ageOn(new Date('1990-06-15'), new Date('2026-06-16'))).toBe(36);
  });
});

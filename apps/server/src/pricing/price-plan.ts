import type { Tier } from '@openenroll/contract/codes';
import type { SalaryRule } from '../db/schema.ts';

export type PricedPlan = {
  tiers: Tier[];
  states: string[] | null;
  minAge: number;
  maxAge: number;
  tobaccoRated: boolean;
  salaryBased: boolean;
  salary: SalaryRule | null;
};

export type PriceRow = {
  id: number;
  tier: Tier;
  minAge: number;
  maxAge: number;
  state: string | null;
  tobacco: boolean | null;
  price: number;
};

export type Shopper = {
  tier: Tier;
  age: number;
  state: string;
  tobacco?: boolean;
  annualSalary?: number;
  weeklyHours?: number;
};

/** Why a plan cannot be priced for a shopper; each has its banner on the plan page. */
export type Unavailable = 'state' | 'tier' | 'age' | 'area' | 'tobacco' | 'salary' | 'hours';

export type PlanPrice =
  | { available: true; planPricingId: number; price: number; monthlyBenefit?: number }
  | { available: false; reason: Unavailable };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The monthly price of one plan for one shopper and tier. Rows for the shopper's state win over rows
 * for every state; tobacco-rated plans price by tobacco use; salary plans charge a rate per $100 of
 * the monthly benefit their salary buys.
 */
export function pricePlan(plan: PricedPlan, rows: PriceRow[], shopper: Shopper): PlanPrice {
  if (plan.states && !plan.states.includes(shopper.state)) return { available: false, reason: 'state' };
  if (!plan.tiers.includes(shopper.tier)) return { available: false, reason: 'tier' };
  if (shopper.age < plan.minAge || shopper.age > plan.maxAge) return { available: false, reason: 'age' };
  if (plan.tobaccoRated && shopper.tobacco === undefined) return { available: false, reason: 'tobacco' };

  const inBand = rows.filter(
    (row) =>
      row.tier === shopper.tier &&
      row.minAge <= shopper.age &&
      shopper.age <= row.maxAge &&
      (plan.tobaccoRated ? row.tobacco === shopper.tobacco : row.tobacco === null),
  );
  const row =
    inBand.find((candidate) => candidate.state === shopper.state) ??
    inBand.find((candidate) => candidate.state === null);
  if (!row) return { available: false, reason: 'area' };

  if (!plan.salaryBased || !plan.salary) return { available: true, planPricingId: row.id, price: row.price };
  if (!shopper.annualSalary) return { available: false, reason: 'salary' };
  if ((shopper.weeklyHours ?? 0) < plan.salary.min_weekly_hours) return { available: false, reason: 'hours' };
  const monthlyBenefit = cents(
    Math.min((shopper.annualSalary / 12) * (plan.salary.benefit_percent / 100), plan.salary.max_monthly_benefit),
  );
  return { available: true, planPricingId: row.id, price: cents((monthlyBenefit / 100) * row.price), monthlyBenefit };
}

import type { BookPlan } from '../catalog/plan-book.ts';
import type { Enrollment } from '../enrollment/enrollment-store.ts';
import { pricePlan } from '../pricing/price-plan.ts';
import { shopperOf } from '../pricing/shopper-of.ts';

/** How many month starts the cart offers. */
const MONTHS_OFFERED = 3;

/** Midnight UTC of an ISO date: the day ages are taken on. */
export const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The 1st of the month `months` after today's (ISO date, UTC as the app clock). */
const monthStart = (today: Date, months: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)).toISOString().slice(0, 10);

/** The 1st of each of the next months after `today`. */
export const monthStarts = (today: Date) =>
  Array.from({ length: MONTHS_OFFERED }, (_, index) => monthStart(today, index + 1));

/** The month starts on which every plan can be priced for the enrollment's shopper, aged on that day. */
export function offeredDates(enrollment: Enrollment, plans: BookPlan[], today: Date): string[] {
  return monthStarts(today).filter((date) => {
    const shopper = shopperOf(enrollment, dayOf(date));
    return plans.every((plan) => shopper !== null && pricePlan(plan, plan.prices, shopper).available);
  });
}

/**
 * The date the enrollment is priced for, ages taken on it: its saved effective date while still offered, else the
 * first offered date; when the cart offers none, next month's start.
 */
export function pricingDate(
  enrollment: Enrollment,
  plans: BookPlan[],
  today: Date,
  offered = offeredDates(enrollment, plans, today),
): string {
  const saved = enrollment.effectiveDate;
  if (saved && offered.includes(saved)) return saved;
  return offered[0] ?? monthStart(today, 1);
}

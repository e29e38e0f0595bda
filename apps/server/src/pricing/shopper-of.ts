import { ageOn } from '@openenroll/contract/age';
import type { Enrollment } from '../enrollment/enrollment-store.ts';
import type { Shopper } from './price-plan.ts';

/** Who the engine prices for: the enrollment's quote filter, aged on `day`. Null before the quote form was sent. */
export function shopperOf(enrollment: Enrollment | null, day: Date): Shopper | null {
  if (!enrollment?.dob || !enrollment.state || !enrollment.tier) return null;
  return {
    tier: enrollment.tier,
    age: ageOn(new Date(`${enrollment.dob}T00:00:00Z`), day),
    state: enrollment.state,
    tobacco: enrollment.isSmoker ?? undefined,
    annualSalary: enrollment.annualSalary ?? undefined,
    weeklyHours: enrollment.weeklyHours ?? undefined,
  };
}

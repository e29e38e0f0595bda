import {
  isLockedMethod,
  lockedMethods,
  type PaymentMethod,
  paymentMethods,
} from '@openenroll/contract/wizard/billing-info';
import type { PlanWizardNeeds } from '../../db/schema.ts';

const DEFAULT_METHODS: PaymentMethod[] = ['cc', 'eft'];
const groupOnly: PaymentMethod[] = ['list', 'elist'];

export type PaymentChoice = { payment_method: PaymentMethod; allowed: PaymentMethod[]; locked: boolean };

/**
 * How this cart may be paid: the methods every plan allows (cc and eft unless the catalog says otherwise); list and
 * elist only for a group's enrollment; cc only when a payment processor is configured. A locked method (list, elist,
 * stmt) that remains is the method. Plans that agree on nothing are paid as any of them allows, cc or eft.
 */
export function paymentChoice(
  needs: readonly Pick<PlanWizardNeeds, 'payment_methods'>[],
  enrollment: { groupId: number | null },
  cardsAvailable: boolean,
): PaymentChoice {
  const perPlan = needs.map((need) => need.payment_methods ?? DEFAULT_METHODS);
  let allowed = paymentMethods.filter((method) => perPlan.every((list) => list.includes(method)));
  if (allowed.length === 0) {
    allowed = DEFAULT_METHODS.filter((method) => perPlan.some((list) => list.includes(method)));
  }
  allowed = allowed.filter(
    (method) => (enrollment.groupId !== null || !groupOnly.includes(method)) && (cardsAvailable || method !== 'cc'),
  );
  const locked = lockedMethods.find((method) => allowed.includes(method));
  if (locked) return { payment_method: locked, allowed: [locked], locked: true };
  // A bank account can always pay: it needs no processor.
  if (allowed.length === 0) allowed = ['eft'];
  const [first = 'eft'] = allowed;
  return { payment_method: first, allowed, locked: isLockedMethod(first) };
}

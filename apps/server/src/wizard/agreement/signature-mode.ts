import type { SignatureMode, SignatureNeed } from '@openenroll/contract/wizard/agreement-info';
import type { Enrollment } from '../../enrollment/enrollment-store.ts';

/** Who enrolls, as the agreement and the review see it. */
export type EnrollBy = 'rep' | 'group' | 'applicant';

export const enrollByOf = (enrollment: Pick<Enrollment, 'enrollBy' | 'eprocess'>): EnrollBy =>
  enrollment.enrollBy === 'rep' ? 'rep' : enrollment.eprocess === 'group' ? 'group' : 'applicant';

/** A signature is needed unless every plan in the cart is an IHA plan (as the cart says). */
export const signatureRequired = (plans: readonly { iha: boolean }[]) =>
  !(plans.length > 0 && plans.every((plan) => plan.iha));

/**
 * The agreement's mode and whether the pad must be signed now. A representative or group may leave it for the member
 * to sign later by the link sent at completion, except with an IHA plan in the cart (no text-message signature then).
 */
export function signatureModeOf(
  enrollment: Pick<Enrollment, 'enrollBy' | 'eprocess'>,
  plans: readonly { iha: boolean }[],
): { mode: SignatureMode; need: SignatureNeed; enrollBy: EnrollBy } {
  const enrollBy = enrollByOf(enrollment);
  const required = signatureRequired(plans);
  if (enrollBy !== 'applicant') {
    const hasIha = plans.some((plan) => plan.iha);
    return { mode: enrollBy, need: !required ? 'none' : hasIha ? 'required' : 'optional', enrollBy };
  }
  return { mode: required ? 'sigapplicant' : 'applicant', need: required ? 'required' : 'none', enrollBy };
}

/** A name as people type it: no periods or commas ('Inc.' or 'Inc'), single spaces, any case. */
const asTyped = (name: string) => name.replace(/[.,]/g, ' ').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** Names compared as people type them: case, accents' case, periods, commas and extra spaces aside. */
export const sameName = (typed: string | undefined, actual: string) => asTyped(typed ?? '') === asTyped(actual);

import { wizardPath, wizardSteps } from '@openenroll/contract/wizard/steps';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../shared/api/api-error.ts';
import { useIdentity } from '../../../shared/api/default-info.ts';
import { useStoreScope } from '../../../shared/api/store-scope.ts';
import { fetchCheckoutOffers } from '../api/suggested-offers.ts';
import { afterTermLife, type CheckoutStep, firstCheckoutStep } from './checkout-steps.ts';
import { completeCheckout } from './complete-checkout.ts';

type CheckoutInput = {
  enrollmentId: string | undefined;
  /** The date the cart is priced for; checkout waits while there is none. */
  effectiveDate: string | null;
  /** What the screenshot shows: the cart as the shopper saw it. */
  capture: () => HTMLElement | null;
};

/** 'Proceed to Checkout': the offers for applicants, then the confirmation, then the wizard. */
export function useCheckout({ enrollmentId, effectiveDate, capture }: CheckoutInput) {
  const navigate = useNavigate();
  const { data: identity } = useIdentity();
  const scope = useStoreScope();
  const [step, setStep] = useState<CheckoutStep>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [choosing, setChoosing] = useState<'rep' | 'applicant'>();
  const [failure, setFailure] = useState<string>();

  async function start() {
    if (!enrollmentId || starting) return;
    setFailure(undefined);
    // Suggested-plan popups appear only for applicants (part 1, §6): a visitor of an open store shops as one.
    const applicant = identity !== undefined && (identity.eprocess === null || identity.eprocess === 'applicant');
    if (!applicant) {
      setStep({ kind: 'confirm' });
      return;
    }
    setStarting(true);
    try {
      setStep(firstCheckoutStep(await fetchCheckoutOffers({ enrollment_id: enrollmentId, ...scope })));
    } catch {
      // Without offers the visitor simply goes on to the confirmation.
      setStep({ kind: 'confirm' });
    } finally {
      setStarting(false);
    }
  }

  async function choose(type: 'rep' | 'applicant') {
    if (!enrollmentId || !effectiveDate || choosing) return;
    setChoosing(type);
    setFailure(undefined);
    try {
      await completeCheckout({ enrollmentId, effectiveDate, type, capture: capture() });
      navigate(wizardPath(wizardSteps[0]));
    } catch (error) {
      // The modal stays open with the server's word; the visitor's date and cart are as they were.
      setFailure((error instanceof ApiError && error.fieldError('effective_date')) || errorMessage(error));
    } finally {
      setChoosing(undefined);
    }
  }

  return {
    step,
    starting,
    choosing,
    failure,
    /** A confirmed representative may fill in the application for the member. */
    canRepEnroll: identity?.rep_authenticated === true && identity.eprocess === 'rep',
    start,
    choose,
    /** The term life offer was added or declined. */
    termLifeDone: () => setStep((current) => (current.kind === 'term-life' ? afterTermLife(current.next) : current)),
    /** The dental and vision offer was declined, or a plan from it added: on to the confirmation. */
    dentalVisionDone: () => setStep({ kind: 'confirm' }),
    close: () => {
      setStep({ kind: 'idle' });
      setFailure(undefined);
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

import { wizardMessages } from '@openenroll/contract/wizard/fields';
import type { OtpType } from '@openenroll/contract/wizard/otp';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useIdentity } from '../../../shared/api/default-info.ts';

/** What is known of an e-mail address or phone: nothing yet, doubted by the validation service, or proven by a code. */
export type ContactCheck = { kind: 'unchecked' } | { kind: 'doubted' } | { kind: 'verified'; contact: string };

type Checks = Record<OtpType, ContactCheck>;
const unchecked: ContactCheck = { kind: 'unchecked' };

/**
 * The e-mail and phone checks of a step (Contact, Employer): a save refused with is_valid false offers a one-time
 * code (and, to representatives and groups, skipping the check); a code proves the contact.
 */
export function useContactChecks(fieldOf: Record<OtpType, string | undefined>) {
  const { data: identity } = useIdentity();
  const [checks, setChecks] = useState<Checks>({ email: unchecked, phone: unchecked });
  const [skip, setSkip] = useState<Record<OtpType, boolean>>({ email: false, phone: false });

  /** A save was refused: the contacts the service doubted now offer the code; 'Phone already exists' does not. */
  function noteRefusal(error: unknown) {
    if (!(error instanceof ApiError)) return;
    setChecks((was) => {
      const next = { ...was };
      for (const type of ['email', 'phone'] as const) {
        if (was[type].kind === 'verified') continue;
        const refusal = error.fieldErrors.find((item) => item.target_element === fieldOf[type]);
        const doubted = refusal?.is_valid === false && refusal.error_message !== wizardMessages.phoneExists;
        next[type] = doubted ? { kind: 'doubted' } : unchecked;
      }
      return next;
    });
  }

  return {
    checks,
    skip,
    /** Representatives and groups may skip a check the service failed (part 2, §6). */
    maySkip: identity?.eprocess === 'rep' || identity?.eprocess === 'group',
    setSkip: (type: OtpType, value: boolean) => setSkip((was) => ({ ...was, [type]: value })),
    noteRefusal,
    verified: (type: OtpType, contact: string) =>
      setChecks((was) => ({ ...was, [type]: { kind: 'verified', contact } })),
    /** The proven contact is being changed: it has to be checked again. */
    reopen: (type: OtpType) => {
      setChecks((was) => ({ ...was, [type]: unchecked }));
      setSkip((was) => ({ ...was, [type]: false }));
    },
    /** The skip flags a save sends, only for checks that failed. */
    skipFlags: (type: OtpType) => (skip[type] && checks[type].kind === 'doubted' ? 1 : undefined),
  };
}

export type ContactChecks = ReturnType<typeof useContactChecks>;

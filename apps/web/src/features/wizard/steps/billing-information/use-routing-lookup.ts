import { billingMessages, isAbaRoutingNumber } from '@openenroll/contract/wizard/billing-info';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../../shared/api/api-error.ts';
import { lookUpRoutingNumber } from '../../api/routing-lookup.ts';

type RoutingActions = {
  /** The bank is known: its name (upper case) fills the bank name. */
  found: (bankName: string) => void;
  /** It is not: the message goes under the routing number and the bank name is emptied. */
  refused: (message: string) => void;
};

/**
 * Routing number to bank (part 2, §4, §8): a routing number of 9 digits that passes the checksum is looked up when
 * the field is left; a hit names the bank, a miss says the server's message. Each number is looked up once.
 */
export function useRoutingLookup(actions: RoutingActions) {
  const [checking, setChecking] = useState(false);
  const checked = useRef<{ routing: string; outcome: Promise<void> }>(undefined);
  const refusal = useRef<{ routing: string; message: string }>(undefined);
  const latest = useRef(actions);
  latest.current = actions;

  function check(typed: string): Promise<void> {
    const routing = typed.replace(/[\s-]/g, '');
    if (!/^\d{9}$/.test(routing)) return Promise.resolve();
    if (checked.current?.routing === routing) return checked.current.outcome;
    if (!isAbaRoutingNumber(routing)) {
      refusal.current = { routing, message: billingMessages.invalidRouting };
      latest.current.refused(billingMessages.invalidRouting);
      return Promise.resolve();
    }
    setChecking(true);
    const outcome = lookUpRoutingNumber(routing).then(
      ({ response }) => {
        setChecking(false);
        refusal.current = undefined;
        latest.current.found(response.name.toUpperCase());
      },
      (error: unknown) => {
        setChecking(false);
        checked.current = undefined;
        const message = error instanceof ApiError ? error.fieldError('routing_number') : undefined;
        refusal.current = { routing, message: message ?? errorMessage(error) };
        latest.current.refused(refusal.current.message);
      },
    );
    checked.current = { routing, outcome };
    return outcome;
  }

  return {
    checking,
    /** The routing field was left (or the form is sent): look the number up if it can be a routing number. */
    check,
    /** Why this routing number has no bank, if it was refused. */
    refusalOf: (typed: string) => {
      const routing = typed.replace(/[\s-]/g, '');
      return refusal.current?.routing === routing ? refusal.current.message : undefined;
    },
    /** The number was edited: the next one is looked up afresh. */
    edited: () => {
      checked.current = undefined;
    },
  };
}

import { useRef, useState } from 'react';
import type { DraftStatus, StepDraft } from './use-step-draft.ts';

/**
 * A list step's draft (decision 012): the list (beneficiaries, dependents) is sent whole each time it changes, each
 * item as the server checked it when it joined the list, its SSN included. An SSN the server holds goes back masked
 * and is kept under the item's id. Only the latest change counts; failures are silent (§8): the next change, or
 * Next, sends the list again.
 */
export function useListDraft<A extends unknown[]>(
  send: (...list: A) => Promise<unknown>,
  options: { savedForLater?: () => void } = {},
): StepDraft & { keep: (...list: A) => void } {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const sent = useRef(0);

  function keep(...list: A) {
    const mine = ++sent.current;
    setStatus('saving');
    send(...list).then(
      () => mine === sent.current && setStatus('saved'),
      () => mine === sent.current && setStatus('error'),
    );
  }

  return {
    status,
    keep,
    // Typing in an item's form is not kept: the item joins the list (and the draft) once the server checked it.
    flush: () => undefined,
    savedForLater: () => options.savedForLater?.(),
    settle: () => {
      sent.current++;
      setStatus('idle');
    },
  };
}

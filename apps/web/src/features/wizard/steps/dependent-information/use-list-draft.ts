import { useRef, useState } from 'react';
import { saveDependentsToTemp } from '../../api/save-dependents-to-temp.ts';
import type { DraftStatus, StepDraft } from '../../shell/use-step-draft.ts';
import { type Listed, sentOf } from './dependents.ts';

/**
 * The step's draft is its list (decision 012): kept with save-dependent-info-to-temp each time the list changes,
 * as each dependent was checked when it joined it. A dependent saved before comes back with its SSN masked and is
 * kept under its id. Failures are silent (§8): the next change, or Next, sends it again.
 */
export function useListDraft(tempId: string): StepDraft & { keep: (list: Listed[], spouseDeclined: boolean) => void } {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const sent = useRef(0);

  function keep(list: Listed[], spouseDeclined: boolean) {
    const mine = ++sent.current;
    setStatus('saving');
    saveDependentsToTemp({
      enrollment_id: tempId,
      dependents: list.map(sentOf),
      spouse_declined: spouseDeclined,
    }).then(
      () => mine === sent.current && setStatus('saved'),
      () => mine === sent.current && setStatus('error'),
    );
  }

  return {
    status,
    keep,
    // Typing in a dependent's form is not kept: it joins the list (and the draft) once the server checked it.
    flush: () => undefined,
    savedForLater: () => undefined,
    settle: () => setStatus('idle'),
  };
}

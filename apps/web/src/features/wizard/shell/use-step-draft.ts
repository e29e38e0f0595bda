import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { useEffect, useRef, useState } from 'react';
import { clientState } from '../../../shared/client-state.ts';
import { type DraftData, sendStepDraft } from '../api/save-step-draft.ts';

/** Typing pauses this long before what was typed is sent. */
export const DRAFT_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

type StepDraftOptions = {
  tab: WizardTab;
  tempId: string;
  /** The revision of the draft the form's values came from (get-form-fields-*), if any. */
  serverRevision: number | null;
  /** The form's values as a draft keeps them (nothing that is never kept, such as a whole SSN). */
  read: () => DraftData;
  /** Calls back on every change of the form. */
  watch: (onChange: () => void) => { unsubscribe: () => void };
};

/** The next revision of a step's draft: above any this browser sent and the one the server holds. */
export function nextRevision(tab: WizardTab, serverRevision: number | null) {
  const revisions = clientState.get('stepDraftRevisions') ?? {};
  const revision = Math.max(revisions[tab] ?? 0, serverRevision ?? 0) + 1;
  clientState.set('stepDraftRevisions', { ...revisions, [tab]: revision });
  return revision;
}

/**
 * Save & Continue Later kept the values as a draft one revision above the last one this browser sent: the next
 * draft goes above that.
 */
export const skipRevisionKeptForLater = (tab: WizardTab, serverRevision: number | null) => {
  nextRevision(tab, serverRevision);
};

/**
 * Never lose typed work: a step's values are sent as a draft when typing pauses, when a field is left, when the
 * page is hidden or left, each with a higher revision so a late one cannot overwrite a newer one. Failures are
 * silent (part 2, §8): the next change tries again.
 */
export function useStepDraft({ tab, tempId, serverRevision, read, watch }: StepDraftOptions) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const sent = useRef<string>(undefined);
  const timer = useRef<number>(undefined);
  const latest = useRef({ read, serverRevision });
  latest.current = { read, serverRevision };

  function flush(leaving = false) {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const data = latest.current.read();
    const text = JSON.stringify(data);
    if (text === sent.current) return;
    sent.current = text;
    const draft = {
      enrollment_id: tempId,
      tab_name: tab,
      revision: nextRevision(tab, latest.current.serverRevision),
      data,
    };
    if (leaving) {
      void sendStepDraft(draft, true).catch(() => undefined);
      return;
    }
    setStatus('saving');
    sendStepDraft(draft).then(
      () => setStatus((now) => (now === 'saving' ? 'saved' : now)),
      () => {
        // Sent again at the next change or when the page is left.
        if (sent.current === text) sent.current = undefined;
        setStatus('error');
      },
    );
  }
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    // What the form starts with is what the server sent: nothing to send until it changes.
    sent.current ??= JSON.stringify(latest.current.read());
    const subscription = watch(() => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => flushRef.current(), DRAFT_DELAY_MS);
    });
    const leave = () => flushRef.current(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      if (timer.current !== undefined) leave();
    };
  }, [watch]);

  return {
    status,
    /** A field was left: what it holds is sent now. */
    flush: () => flush(),
    savedForLater: () => {
      skipRevisionKeptForLater(tab, latest.current.serverRevision);
      sent.current = JSON.stringify(latest.current.read());
    },
    /** The step was saved whole: what the form holds needs no draft. */
    settle: () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      sent.current = JSON.stringify(latest.current.read());
    },
  };
}

export type StepDraft = ReturnType<typeof useStepDraft>;

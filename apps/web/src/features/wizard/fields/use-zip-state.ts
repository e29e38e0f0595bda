import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error.ts';
import { lookUpZip } from '../api/zip-lookup.ts';

type ZipStateActions = {
  /** The zip is known: its state fills the state field, which is then locked. */
  found: (state: string) => void;
  /** The zip is unknown: the message goes under the zip and the state is emptied. */
  refused: (message: string) => void;
};

/**
 * Zip to state (part 2, §4): a 5-digit zip is looked up; success fills and locks the state, failure says why under
 * the zip. Editing the zip unlocks the state again.
 */
export function useZipState(zip: unknown, enabled: boolean, actions: ZipStateActions) {
  const [locked, setLocked] = useState(false);
  const [checking, setChecking] = useState(false);
  const checked = useRef<string>(undefined);
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    if (!enabled || typeof zip !== 'string' || !/^\d{5}$/.test(zip) || zip === checked.current) return;
    const controller = new AbortController();
    setChecking(true);
    lookUpZip(zip, controller.signal).then(
      (place) => {
        checked.current = zip;
        setChecking(false);
        latest.current.found(place.state);
        setLocked(true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        checked.current = zip;
        setChecking(false);
        const message = error instanceof ApiError ? (error.fieldErrors[0]?.error_message ?? error.message) : undefined;
        latest.current.refused(message ?? errorMessage(error));
        setLocked(false);
      },
    );
    return () => {
      controller.abort();
      setChecking(false);
    };
  }, [zip, enabled]);

  return {
    locked,
    checking,
    /** The zip was edited: the state is open again until the new zip is looked up. */
    edited: () => {
      checked.current = undefined;
      setLocked(false);
    },
  };
}

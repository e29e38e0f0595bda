import { resumePath } from '@openenroll/contract/wizard/steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { adoptResumedSession, rememberResumed } from '../../../shared/resume/resumed-enrollment.ts';
import { resumeAfterTimeout } from '../api/resume-session.ts';

export type ResumeState =
  | { status: 'idle' | 'resuming' | 'resumed' }
  /** Nothing to resume; `refusal` says why when the server did (a representative's code to prove again). */
  | { status: 'none'; refusal?: string };

/**
 * When a step cannot open its enrollment (none on this device, or the session no longer holds it, as after a
 * timeout), asks the server once whether this browser may resume the one it was working on, and opens its step.
 */
export function useResumeAfterTimeout(needed: boolean): ResumeState {
  const [state, setState] = useState<ResumeState>({ status: 'idle' });
  const asked = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!needed || asked.current) return;
    asked.current = true;
    setState({ status: 'resuming' });
    resumeAfterTimeout()
      .then(async (resumed) => {
        const path = resumePath(resumed.saved_tab);
        if (!path) return setState({ status: 'none' });
        rememberResumed(resumed);
        // Everything read for the ended session is read again, for the enrollment now this session's.
        await adoptResumedSession(queryClient);
        navigate(path, { replace: true });
        setState({ status: 'resumed' });
      })
      .catch((error: unknown) =>
        setState({
          status: 'none',
          refusal: error instanceof ApiError && error.statusCode === 403 ? error.message : undefined,
        }),
      );
  }, [needed, queryClient, navigate]);

  return state;
}

import { useEffect, useState } from 'react';
import { lastApiActivity, onApiActivity } from '../../../shared/api/api-activity.ts';
import { useSessionIdleSeconds } from '../api/keep-session-alive.ts';

/** The warning comes this long before the session would end (WCAG 2.2.1 asks for at least 20 s). */
export const WARNING_SECONDS = 120;

export type SessionPhase = 'active' | 'warning' | 'ended';

/**
 * Where the server session stands, from the idle time keep-session-alive answers and the last call the server
 * answered (every call counts as activity). Once ended it stays ended: the server has forgotten the session.
 */
export function useSessionTimeout() {
  const idleSeconds = useSessionIdleSeconds().data;
  const [lastActive, setLastActive] = useState(() => lastApiActivity() ?? Date.now());
  const [phase, setPhase] = useState<SessionPhase>('active');
  const endsAt = idleSeconds === undefined ? undefined : lastActive + idleSeconds * 1000;

  useEffect(() => onApiActivity(setLastActive), []);

  useEffect(() => {
    if (endsAt === undefined) return;
    const update = () => {
      const left = endsAt - Date.now();
      setPhase((was) =>
        was === 'ended' || left <= 0 ? 'ended' : left <= WARNING_SECONDS * 1000 ? 'warning' : 'active',
      );
    };
    update();
    const warn = window.setTimeout(update, endsAt - WARNING_SECONDS * 1000 - Date.now());
    const end = window.setTimeout(update, endsAt - Date.now());
    return () => {
      window.clearTimeout(warn);
      window.clearTimeout(end);
    };
  }, [endsAt]);

  return { phase, endsAt };
}

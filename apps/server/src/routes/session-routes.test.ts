import { describe, expect, it } from 'vitest';
import { sites } from '../db/schema.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { createSessionService } from '../session/session-service.ts';
import { useTestStore } from '../test/test-app.ts';

describe('ending a session', () => {
  const store = useTestStore();

  it('revokes the server session and clears the cookie', async () => {
    const sessions = createSessionService({ db: store.db, idleMinutes: 30 });
    const [site] = await store.db.select().from(sites).limit(1);
    const { token } = await sessions.create(site?.id ?? 0, { agentId: 1 });
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/v1/end-session',
      payload: {},
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(response.json()).toEqual({ status: 'success', data: { result: true } });
    expect(String(response.headers['set-cookie'])).toMatch(/^oe_session=;/);
    expect(await sessions.find(token)).toBeNull();
  });
});

import { API_PREFIX, type Call, pathParams } from '@openenroll/contract/call';
import { errorEnvelope } from '@openenroll/contract/envelope';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { contractCalls } from '../test/fuzz/contract-calls.ts';
import { arbitraryOf, hostile } from '../test/fuzz/zod-arbitrary.ts';
import { useTestStore } from '../test/test-app.ts';
import { wizardShopper } from '../test/wizard-shopper.ts';

/** Cases per call: 200 in `npm test`; more to hunt, fewer to iterate. */
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const calls = await contractCalls();
/** Refusals of the request itself: each must say what was wrong. */
const mustNameProblem = new Set([400, 413, 414, 415, 431]);

type Case = { input: unknown } | { raw: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** A generated case as a request: path parameters in the URL, the rest in the query (GET) or a JSON body. */
function requestOf(call: Call, sent: Case) {
  const input = 'input' in sent ? sent.input : undefined;
  const rest: Record<string, unknown> = isRecord(input) ? { ...input } : {};
  const names = pathParams(call.path);
  const path = call.path.replace(/:([A-Za-z_]\w*)/g, (_segment, name: string) => {
    const value = rest[name];
    delete rest[name];
    // As a browser sends it: a lone surrogate becomes U+FFFD (encodeURIComponent would throw on it).
    return encodeURIComponent(Buffer.from(value === undefined ? '' : asText(value)).toString());
  });
  const url = `${API_PREFIX}/${path}`;
  if (call.method === 'GET') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(rest)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item));
    }
    return { url: query.size > 0 ? `${url}?${query}` : url, payload: undefined };
  }
  const body = 'raw' in sent ? sent.raw : (JSON.stringify(isRecord(input) && names.length > 0 ? rest : input) ?? '');
  return { url, payload: body };
}

describe('every call of the contract, fuzzed', () => {
  const store = useTestStore({ demoMode: true });
  const jar = new Map<string, string>();
  let enrollmentId = '';

  beforeAll(async () => {
    // A checked-out cart: the wizard's calls then reach past their first lookup.
    const shopper = await wizardShopper(store, ['span-dental']);
    enrollmentId = shopper.enrollmentId;
    jar.set(SESSION_COOKIE, shopper.browser.cookie(SESSION_COOKIE)?.value ?? '');
  });

  it('covers every call the server serves', () => {
    expect(calls.length).toBeGreaterThan(80);
    for (const call of calls) {
      expect(store.app.hasRoute({ method: call.method, url: `${API_PREFIX}/${call.path}` }), call.path).toBe(true);
    }
  });

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: never a 500; every error in the envelope',
    async (_name, call) => {
      const known = {
        enrollment_id: fc.oneof({ weight: 4, arbitrary: fc.constant(enrollmentId) }, { weight: 1, arbitrary: hostile }),
        tempId: fc.oneof({ weight: 4, arbitrary: fc.constant(enrollmentId) }, { weight: 1, arbitrary: hostile }),
      };
      const cases: fc.Arbitrary<Case> = fc.oneof(
        { weight: 9, arbitrary: arbitraryOf(call.input, known).map((input) => ({ input })) },
        { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((raw) => ({ raw })) },
      );
      await fc.assert(
        fc.asyncProperty(cases, async (sent) => {
          const { url, payload } = requestOf(call, sent);
          const response = await store.app.inject({
            method: call.method,
            url,
            headers: { host: 'gamma.test', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            cookies: Object.fromEntries(jar),
            ...(payload === undefined ? {} : { payload }),
          });
          for (const cookie of response.cookies) {
            if (cookie.name === SESSION_COOKIE && cookie.value) jar.set(cookie.name, cookie.value);
          }
          const seen = `${call.method} ${url} ${payload ?? ''}`.slice(0, 600);
          expect(response.statusCode, seen).toBeLessThan(500);
          if (response.statusCode < 400) return;
          const envelope = errorEnvelope.safeParse(response.json());
          expect(envelope.success, `${seen}\n${response.body}`).toBe(true);
          expect(envelope.data?.statusCode).toBe(response.statusCode);
          if (mustNameProblem.has(response.statusCode)) expect(envelope.data?.data.length, seen).toBeGreaterThan(0);
        }),
        { numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );
});

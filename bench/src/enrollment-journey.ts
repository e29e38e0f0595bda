import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@openenroll/contract/call';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { importCatalog } from '../../apps/server/src/catalog/import-catalog.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { plans } from '../../apps/server/src/db/schema.ts';
import { startPgBossQueue } from '../../apps/server/src/jobs/pg-boss-queue.ts';
import { outboxTransport } from '../../apps/server/src/mail/mail-transport.ts';
import { smsOutboxTransport } from '../../apps/server/src/mail/sms-transport.ts';
import { SESSION_COOKIE } from '../../apps/server/src/plugins/session.ts';
import { createCipher } from '../../apps/server/src/security/cipher.ts';
import { signaturePng } from '../../apps/server/src/test/signature-png.ts';
import { testProcessor } from '../../apps/server/src/wizard/billing/test-processor.ts';
import { atMost, JOURNEY_TARGET_MS, type Verdict } from './targets.ts';
import { testCardBilling } from './write-calls.ts';

/**
 * The whole enrollment as a browser makes it, quote to receipt, against a fresh store (in-memory PGlite, the demo
 * catalog, the real job queue): each call's server time and the total. Target: the journey costs at most 1 s.
 * `npm run journey -w bench` runs it alone (journey.ts); `npm run bench` runs it with the rest.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const PLANS = ['brightsmile-ppo-plus', 'clearview-plus'];
export type Step = { call: string; ms: number; status: number };

async function startJourneyStore() {
  const database = await openDatabase({});
  await database.migrate();
  const cipher = createCipher(randomBytes(32));
  await importCatalog({ db: database.db, cipher }, join(repoRoot, 'catalog'));
  const jobs = await startPgBossQueue({ connection: database.jobConnection, onError: () => {} });
  const app = await buildApp({
    database,
    cipher,
    jobs,
    readCacheSeconds: 30,
    mailTransport: outboxTransport,
    smsTransport: smsOutboxTransport,
    paymentProcessor: testProcessor,
    demoMode: true,
  });
  const rows = await database.db
    .select({ id: plans.id, code: plans.code })
    .from(plans)
    .where(inArray(plans.code, PLANS));
  const planId = (code: string) => rows.find((row) => row.code === code)?.id ?? 0;
  return {
    app,
    planId,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

/** One shopper's enrollment, every call as the browser makes it; answers each call's server time. */
async function journey({ app, planId }: Awaited<ReturnType<typeof startJourneyStore>>) {
  const steps: Step[] = [];
  let cookie = '';
  async function call<T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}): Promise<T> {
    const query = new URLSearchParams(
      Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const start = performance.now();
    const response = await app.inject({
      method,
      url: `${API_PREFIX}/${path}${method === 'GET' && query ? `?${query}` : ''}`,
      headers: { host: 'localhost', 'user-agent': 'bench', ...(cookie ? { cookie } : {}) },
      ...(method === 'POST' ? { payload: input } : {}),
    });
    steps.push({ call: path, ms: performance.now() - start, status: response.statusCode });
    const set = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    if (set) cookie = `${set.name}=${set.value}`;
    const body = response.json() as { status: string; data: T; message?: string };
    if (body.status !== 'success') throw new Error(`${path} answered ${response.statusCode}: ${body.message}`);
    return body.data;
  }

  {
    const { temp_enrollment_id: enrollment_id } = await call<{ temp_enrollment_id: string }>(
      'POST',
      'add-filter-for-new-user',
      { zip: '75201', gender: 1, tier: 'IO', dob: '04/12/1985' },
    );
    const ids = { enrollment_id };
    for (const code of PLANS) {
      const detail = await call<{ plans: { ppid: number }[] }>('GET', 'get-plan-pricing-detail', {
        ...ids,
        pid: planId(code),
      });
      await call('POST', 'add-plan-to-cart', { ...ids, plan_id: planId(code), plan_pricing_id: detail.plans[0]?.ppid });
    }
    const { result: dates } = await call<{ result: string[] }>('GET', 'get-cart-effective-dates', ids);
    await call('GET', 'get-plan-cart', ids);
    await call('POST', 'cart-checkout', { ...ids, effective_date: dates[0], type: 'applicant' });
    await call('POST', 'get-dynamic-tabs', ids);
    await call('GET', 'get-form-fields-personal-info', ids);
    await call('POST', 'save-personal-info', {
      ...ids,
      first_name: 'Rosa',
      last_name: 'Marquez',
      marital_status: '1',
      ssn: '123-45-6789',
    });
    await call('GET', 'get-form-fields-contact-info', ids);
    await call('POST', 'save-contact-info', {
      ...ids,
      address1: '2100 Ross Ave',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone_number: '2145550142',
      email_address: 'rosa.marquez@example.com',
    });
    await call('GET', 'get-payment-method', ids);
    await call('GET', 'get-bill-date');
    await call('GET', 'get-billing-text', ids);
    await call('GET', 'routing-number-bank-lookup', { q: '111000614' });
    await call('POST', 'save-billing-info', { ...ids, ...testCardBilling });
    const texts = await call<{ result: { question_id: number }[] }>('GET', 'get-agreement-texts', ids);
    await call('GET', 'get-form-fields-agreement-info', ids);
    await call('POST', 'save-agreement-info', {
      ...ids,
      agreements: texts.result.map((text) => ({ question_id: text.question_id, answer: 1 })),
      user_name: 'Rosa Marquez',
      signature: signaturePng(),
    });
    await call('GET', 'get-review-info', ids);
    await call('POST', 'save-review-info', { ...ids, send_sms: 0 });
    await call('GET', 'get-receipt', ids);
    return steps;
  }
}

const sum = (steps: Step[]) => steps.reduce((total, step) => total + step.ms, 0);

export type JourneyResult = {
  /** Each call of the second shopper's journey, on a warm server: what the target judges. */
  calls: Step[];
  totalMs: number;
  /** The first shopper's total: a cold process (catalog and zip data loaded, code compiled). */
  coldTotalMs: number;
  verdict: Verdict;
};

/** Two shoppers' journeys on one fresh store; the second one's server time is the figure. */
export async function measureEnrollmentJourney(): Promise<JourneyResult> {
  const store = await startJourneyStore();
  try {
    const cold = await journey(store);
    const warm = await journey(store);
    return { calls: warm, totalMs: sum(warm), coldTotalMs: sum(cold), verdict: atMost(sum(warm), JOURNEY_TARGET_MS) };
  } finally {
    await store.close();
  }
}

export function printJourney(result: JourneyResult) {
  console.log('Enrollment journey, quote to receipt (in-memory PGlite, demo catalog, a warm server):');
  for (const step of result.calls) console.log(`  ${step.call.padEnd(34)} ${step.ms.toFixed(1).padStart(7)} ms`);
  console.log(`  ${'total'.padEnd(34)} ${result.totalMs.toFixed(1).padStart(7)} ms  (${result.calls.length} calls)`);
  console.log(`The first shopper, on a cold server: ${result.coldTotalMs.toFixed(1)} ms.`);
  console.log(`Target ≤ ${JOURNEY_TARGET_MS} ms: ${result.verdict}`);
}

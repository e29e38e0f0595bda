import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addFilterForNewUser, changeFilterInfo, getEnrollmentTempInfo } from '@openenroll/contract/filter';
import { setEnrollmentGroupCode } from '@openenroll/contract/group-code';
import { getPlanDetail } from '@openenroll/contract/plan-detail';
import { saveEnrollment } from '@openenroll/contract/quote';
import { saveStepDraft } from '@openenroll/contract/wizard/tabs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importCatalog } from './catalog/import-catalog.ts';
import { cartShopper } from './test/cart-shopper.ts';
import { mailTo } from './test/mail.ts';
import { roundRobin, type ServerProcess, startServer } from './test/server-process.ts';
import { dobAged, planIdsByCode } from './test/shopper.ts';
import type { TestStore } from './test/test-app.ts';
import { testCatalogDir } from './test/test-catalog.ts';
import { openTestDatabase, testCipher } from './test/test-database.ts';
import { dataOf, visitor } from './test/visitor.ts';
import { fieldValue, validPersonal, wizardShopper } from './test/wizard-shopper.ts';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  const dataDirs = [mkdtempSync(join(tmpdir(), 'first-')), mkdtempSync(join(tmpdir(), 'second-'))];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let servers: ServerProcess[] = [];
  let balancer: ReturnType<typeof roundRobin>;
  /** The servers a load balancer still sends to. */
  let inRotation: ServerProcess[] = [];
  /** The test helpers' store, every request of it alternating between the instances. */
  let store: TestStore;

  beforeAll(async () => {
    database = await openTestDatabase('empty');
    const shared = { DATABASE_URL: database.url ?? '', DATA_KEY: inject('testDataKey') };
    // Started together, as a deployment starts them.
    servers = [3821, 3822].map((port, index) => startServer(port, { ...shared, DATA_DIR: dataDirs[index] ?? '' }));
    await Promise.all(servers.map((server) => server.serving()));
    inRotation = [...servers];
    balancer = roundRobin(() => inRotation);
    store = { app: balancer.app, db: database.db } as TestStore;
  }, 200_000);

  afterAll(async () => {
    balancer?.close();
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('shows a shopper whose requests alternate one session, cart and wizard draft', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    dataOf(await shopper.save('personal-info', validPersonal));
    dataOf(await shopper.call(saveStepDraft, { tab_name: 'contact_info', revision: 1, data: { city: 'Plano' } }));
    // Each read goes to the other instance than the write before it.
    for (let read = 0; read < 2; read++) {
      expect(fieldValue(await shopper.fields('personal-info'), 'first_name')).toBe('Ana');
      expect(fieldValue(await shopper.fields('personal-info'), 'ssn')).toBe('***-**-6789');
      expect(fieldValue(await shopper.fields('contact-info'), 'city')).toBe('Plano');
      expect(dataOf(await shopper.cart()).result).toHaveLength(1);
    }
  });

  it('counts on each instance the requests it answered, for the operator', async () => {
    const counts = await Promise.all(
      servers.map(async ({ port }) => {
        const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        const line = metrics
          .split('\n')
          .find(
            (text) => text.startsWith('http_request_duration_seconds_count') && text.includes('save-personal-info'),
          );
        return Number(line?.split(' ').at(-1) ?? 0);
      }),
    );
    // The shopper above saved Personal Information once, through one of the two.
    expect(counts.sort()).toEqual([0, 1]);
  });

  it('sends a quote e-mailed through either instance exactly once', async () => {
    const shopper = await cartShopper(store);
    dataOf(await shopper.add('span-dental'));
    const email = 'two.instances@example.com';
    const quote = { enrollment_id: shopper.enrollmentId, tab: 'cart_info', email, name: 'Dana' } as const;
    dataOf(await shopper.browser.call(saveEnrollment, quote));
    const sent = async () => (await mailTo(database.db, email, 'quote')).filter((mail) => mail.status === 'sent');
    for (let waited = 0; (await sent()).length === 0 && waited < 60_000; waited += 250) await settle(250);
    // Both instances poll the same queue: a second delivery would come within their polling interval.
    await settle(4000);
    const messages = await mailTo(database.db, email, 'quote');
    expect(messages.map((mail) => ({ status: mail.status, attempts: mail.attempts }))).toEqual([
      { status: 'sent', attempts: 1 },
    ]);
  });

  it('counts a client against its limit on every instance', async () => {
    const browser = visitor(store.app, 'gamma.test');
    const started = dataOf(
      await browser.call(addFilterForNewUser, { zip: '75201', gender: 0, tier: 'IO', dob: dobAged(30) }),
    );
    const setCode = (group_code: string) =>
      browser.call(setEnrollmentGroupCode, { enrollment_id: started.temp_enrollment_id, group_code });
    // Eight wrong codes, four on each instance: the ninth try is refused wherever it lands.
    for (let attempt = 0; attempt < 8; attempt++) expect((await setCode(`GUESS-${attempt}`)).statusCode).toBe(422);
    for (let next = 0; next < 2; next++) expect((await setCode('GULF-4000')).statusCode).toBe(429);
  });

  it('shows a catalog imported through one process on every instance', async () => {
    const renamed = mkdtempSync(join(tmpdir(), 'catalog-'));
    cpSync(testCatalogDir, renamed, { recursive: true });
    const file = join(renamed, 'store.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('name: Span Dental\n', 'name: Span Dental Plus\n'));
    await importCatalog({ db: database.db, cipher: testCipher() }, renamed);
    rmSync(renamed, { recursive: true, force: true });
    const planId = (await planIdsByCode(database.db))('span-dental');
    const browser = visitor(store.app, 'gamma.test');
    const names = async () =>
      Promise.all(servers.map(async () => dataOf(await browser.call(getPlanDetail, { planId })).plan_name));
    // Each instance checks the catalog's version every two seconds.
    for (let waited = 0; (await names()).some((name) => name !== 'Span Dental Plus') && waited < 20_000; waited += 500)
      await settle(500);
    expect(await names()).toEqual(['Span Dental Plus', 'Span Dental Plus']);
  });

  it('keeps serving when one instance is killed mid-stream, losing no acknowledged write', async () => {
    const [doomed, survivor] = servers;
    if (!doomed || !survivor) throw new Error('two servers were started');
    const acknowledged: { browser: ReturnType<typeof visitor>; enrollmentId: string; tier: string }[] = [];
    const form = { zip: '75201', gender: 0, dob: dobAged(30) } as const;
    async function shopperWrites() {
      const browser = visitor(store.app, 'gamma.test');
      const started = await browser.call(addFilterForNewUser, { ...form, tier: 'IO' }).catch(() => undefined);
      if (!started?.data) return;
      const kept = { browser, enrollmentId: started.data.temp_enrollment_id, tier: 'IO' };
      acknowledged.push(kept);
      const changed = await browser
        .call(changeFilterInfo, { ...form, tempId: kept.enrollmentId, tier: 'IF' })
        .catch(() => undefined);
      if (changed?.data) kept.tier = 'IF';
    }
    const waves: Promise<void>[] = [];
    let beforeKill = 0;
    const writing = (async () => {
      for (let wave = 0; wave < 30; wave++) {
        for (let one = 0; one < 6; one++) waves.push(shopperWrites());
        if (wave === 10) {
          doomed.child.kill('SIGKILL');
          await doomed.exited;
          beforeKill = acknowledged.length;
          // The load balancer's health check takes it out of rotation.
          inRotation = [survivor];
        }
        await settle(50);
      }
    })();
    await writing;
    await Promise.all(waves);

    expect(acknowledged.length).toBeGreaterThan(beforeKill);
    const remembered = await Promise.all(
      acknowledged.map(async (shopper) => {
        const answer = await shopper.browser.call(getEnrollmentTempInfo, {
          enrollment_id: shopper.enrollmentId,
          column: 'filter_info',
        });
        return (answer.data?.result as { tier?: string } | undefined)?.tier;
      }),
    );
    const lost = acknowledged.filter((shopper, index) =>
      shopper.tier === 'IF' ? remembered[index] !== 'IF' : !['IO', 'IF'].includes(String(remembered[index])),
    );
    expect(lost).toEqual([]);
    expect(acknowledged.filter((shopper) => shopper.tier === 'IF').length).toBeGreaterThan(0);
  }, 200_000);
});

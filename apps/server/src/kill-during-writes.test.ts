import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addFilterForNewUser, changeFilterInfo, getEnrollmentTempInfo } from '@openenroll/contract/filter';
import { afterAll, describe, expect, it } from 'vitest';
import { roundRobin, startServer } from './test/server-process.ts';
import { dobAged } from './test/shopper.ts';
import { openTestDatabase } from './test/test-database.ts';
import { type Visitor, visitor } from './test/visitor.ts';

const port = 3801;
const server = { port };
const { app } = roundRobin(() => [server]);

/** Why a tier change was not acknowledged, other than the server dying: shown when none was. */
const refusedChanges: string[] = [];

type Acknowledged = { browser: Visitor; enrollmentId: string; tier: 'IO' | 'IF' };

const quoteForm = { zip: '75201', gender: 0, dob: dobAged(30) } as const;

/** A shopper's two writes: the quote form (a session and an enrollment), then its tier changed. Each 2xx is kept. */
async function shopper(acknowledged: Acknowledged[]) {
  const browser = visitor(app, 'gamma.test');
  const started = await browser.call(addFilterForNewUser, { ...quoteForm, tier: 'IO' });
  if (!started.data) return;
  const kept: Acknowledged = { browser, enrollmentId: started.data.temp_enrollment_id, tier: 'IO' };
  acknowledged.push(kept);
  const changed = await browser.call(changeFilterInfo, { ...quoteForm, tempId: kept.enrollmentId, tier: 'IF' });
  if (changed.data) kept.tier = 'IF';
  else refusedChanges.push(`${changed.statusCode} ${JSON.stringify(changed.error)}`);
}

/** What the store remembers of an acknowledged shopper, asked with its own session. */
async function tierOf(shopper: Acknowledged) {
  const answer = await shopper.browser.call(getEnrollmentTempInfo, {
    enrollment_id: shopper.enrollmentId,
    column: 'filter_info',
  });
  const result = answer.data?.result as { tier?: string } | undefined;
  return answer.data ? result?.tier : `answered ${answer.statusCode}`;
}

describe('a server killed (kill -9) during concurrent writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every write it acknowledged, on the database it runs on', async () => {
    const database = process.env.TEST_DATABASE_URL ? await openTestDatabase('catalog') : undefined;
    const env = { DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
    try {
      const first = startServer(port, env);
      await first.serving();
      const acknowledged: Acknowledged[] = [];
      const shoppers: Promise<void>[] = [];
      // Waves of shoppers until enough writes were acknowledged, then the process dies with writes in flight.
      const changed = () => acknowledged.filter((shopper) => shopper.tier === 'IF').length;
      const started = Date.now();
      while ((acknowledged.length < 24 || changed() < 8) && Date.now() - started < 90_000) {
        for (let one = 0; one < 8; one++) shoppers.push(shopper(acknowledged).catch(() => {}));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(shoppers);

      const second = startServer(port, env);
      await second.serving();
      const remembered = await Promise.all(acknowledged.map(tierOf));
      // A change in flight when the process died may have been kept without its answer: only the acknowledged count.
      const lost = acknowledged.filter((shopper, index) =>
        shopper.tier === 'IF' ? remembered[index] !== 'IF' : !['IO', 'IF'].includes(String(remembered[index])),
      );
      expect(lost).toEqual([]);
      expect({ changed: changed() > 0, refusedChanges: refusedChanges.slice(0, 3) }).toMatchObject({ changed: true });
      second.child.kill('SIGTERM');
      await second.exited;
    } finally {
      await database?.close();
    }
  }, 400_000);
});

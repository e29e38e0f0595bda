import { MS_PER_YEAR } from '@openenroll/contract/age';
import type { CallInput } from '@openenroll/contract/call';
import { addFilterForNewUser } from '@openenroll/contract/filter';
import { formatUsDate } from '@openenroll/contract/us-date';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { plans } from '../db/schema.ts';
import { visitor } from './visitor.ts';

/** A date of birth that makes someone `age` today, half a year past the birthday so no edge of the day matters. */
export const dobAged = (age: number, today = new Date()) =>
  formatUsDate(new Date(today.getTime() - (age + 0.5) * MS_PER_YEAR));

/** The quote form's fields a test may set; the rest take a 30-year-old in Dallas, member only. */
export type QuoteForm = Partial<CallInput<typeof addFilterForNewUser>>;

/** A visitor of the Gamma shop who sent the quote form: 30 years old, in Dallas, member only, unless told otherwise. */
export async function quotedVisitor(app: FastifyInstance, form: QuoteForm = {}, browser = visitor(app, 'gamma.test')) {
  const started = await browser.call(addFilterForNewUser, {
    zip: '75201',
    gender: 0,
    tier: 'IO',
    dob: dobAged(30),
    ...form,
  });
  if (!started.data) throw new Error(`quote refused: ${JSON.stringify(started.error)}`);
  const enrollmentId = started.data.temp_enrollment_id;
  return { browser, enrollmentId, q: `enrollment_id=${encodeURIComponent(enrollmentId)}` };
}

/** Plan ids by catalog code. */
export async function planIdsByCode(db: Db) {
  const rows = await db.select({ id: plans.id, code: plans.code }).from(plans);
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  return (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`no plan ${code} in the test catalog`);
    return id;
  };
}

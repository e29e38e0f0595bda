import { confirmAgent, confirmGroup } from '@openenroll/contract/entry';
import { sendMemberListCode, verifyMemberListCode } from '@openenroll/contract/members';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { mailTo } from './mail.ts';
import { type Visitor, visitor } from './visitor.ts';

/** The code in the latest member-list e-mail to an address, as its owner would read it. */
export async function mailedCode(db: Db, to: string) {
  const [message] = await mailTo(db, to, 'member-list-code');
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no member-list code was mailed to ${to}`);
  return code;
}

/** Asks for the e-mailed code and confirms it: the browser's session may then see the owner's members. */
export async function proveMemberList(db: Db, browser: Visitor, email: string) {
  const sent = await browser.call(sendMemberListCode, {});
  if (sent.statusCode !== 200) throw new Error(`code refused: ${JSON.stringify(sent.error)}`);
  const verified = await browser.call(verifyMemberListCode, { code: await mailedCode(db, email) });
  if (verified.statusCode !== 200) throw new Error(`code not accepted: ${JSON.stringify(verified.error)}`);
}

/** Representatives and groups of the test catalog, as they sign in. */
export const owners = {
  ann: {
    host: 'alpha.test',
    confirm: (browser: Visitor) => browser.call(confirmAgent, { agent_code: 'ANN-1000' }),
    email: 'ann@alpha.test',
  },
  dan: {
    host: 'delta.test',
    confirm: (browser: Visitor) => browser.call(confirmAgent, { agent_code: 'DAN-5000' }),
    email: 'dan@delta.test',
  },
  acorn: {
    host: 'alpha.test',
    confirm: (browser: Visitor) => browser.call(confirmGroup, { group_code: 'ACORN-3000' }),
    email: 'hr@acorn.test',
  },
  delta: {
    host: 'delta.test',
    confirm: (browser: Visitor) => browser.call(confirmGroup, { group_code: 'DELTA-6000' }),
    email: 'hr@delta.test',
  },
} as const;

/** A browser that proved an owner's code; with `prove`, also the e-mailed code that opens the member lists. */
export async function signedIn(app: FastifyInstance, db: Db, who: keyof typeof owners, prove = true) {
  const owner = owners[who];
  const browser = visitor(app, owner.host);
  const confirmed = await owner.confirm(browser);
  if (confirmed.statusCode !== 200) throw new Error(`${who} not signed in: ${JSON.stringify(confirmed.error)}`);
  if (prove) await proveMemberList(db, browser, owner.email);
  return browser;
}

/** Member ids by catalog code. */
export async function memberIdsByCode(db: Db) {
  const rows = await db.select({ id: members.id, code: members.code }).from(members);
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  return (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`no member ${code} in the test catalog`);
    return id;
  };
}

import { randomBytes } from 'node:crypto';
import type { Call } from '@openenroll/contract/call';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { agents, groups, portals } from '../db/schema.ts';
import { contractCalls, isOptional } from '../test/contract-calls.ts';
import { memberIdsByCode, signedIn } from '../test/members.ts';
import { type Recorded, recording } from '../test/recording-visitor.ts';
import { quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { type Visitor, visitor } from '../test/visitor.ts';
import { filledShopper } from '../test/wizard-shopper.ts';

/** An input field that names something: an enrollment, member, representative, group, plan, token, device… */
const idField = /(^id$|^pid$|^token$|^group$|_id\d*$|Id$|ID$)/;
const idFields = (call: Call) => Object.keys(call.input.shape).filter((field) => idField.test(field));

/**
 * Calls whose ids are not another visitor's to guard, each with why. Anything else that takes an id is called by a
 * second session with the first session's ids and must be refused.
 */
const notOwned: Record<string, string> = {
  'get-enrollment-info-referral': "a representative's public referral link",
  'get-enrollment-platforms': "the store's catalog: a representative's platforms, shown on their pages",
  'get-agent-groups': "the store's catalog: a representative's groups, shown on their pages",
  'get-agent-info-enroll': "the store's catalog: a representative's public card",
  'get-group-info-enroll': "the store's catalog: a group's public card",
  'get-agent-landing-page-info': "a representative's public landing page",
  'get-group-landing-page-info': "a group's public landing page",
  'get-agent-about-page-info': "a representative's public about page",
  'get-group-about-page-info': "a group's public about page",
  'add-filter-for-new-user': "starts the caller's own enrollment; the ids name the store it shops in",
  'get-plan-detail/:planId': "the store's catalog: a plan's public detail",
  'get-group-menu': "the store's catalog: a group's menu",
  'enter-website': "the partner site's public entry link",
  'get-demo-mail/:id': 'the demo mailbox, off outside demo mode (where it is open by design)',
  'validate-member-link': "a member's e-mailed store link: the random link id is the proof",
  'direct-continue/:id': "a quote's e-mailed link: the random token is the proof",
  'get-member-agreement': "a member's e-mailed signature link: the random token is the proof",
  'save-member-signature': "a member's e-mailed signature link: the random token is the proof",
  'decrypt-detail': "the partner site's encrypted hand-over: the ciphertext is the proof",
};

const visitorIds = ['enrollment_id', 'tempId', 'device_id', 'user_id'];
const storeIds = ['agent_id', 'group_id', 'portal_id'];

/** Fields a call needs beyond the samples, for its input to pass the contract and reach the id check. */
const overrides = (ids: CatalogIds): Record<string, object> => ({
  'get-quote-preview-content': { type: 'preview', name: 'Ana Nunez', email: 'ana.nunez@example.com' },
  'save-enrollment': { name: 'Ana Nunez', email: 'ana.nunez@example.com' },
  // The menu does not read the enrollment id: the representative's id is what it must refuse.
  'get-common-menu': { agent_id: ids.agent },
});

/** Where the owner of a call's ids shops, when not in the Gamma store. */
const hostOf: Record<string, string> = {
  'add-filter-for-existing-user': 'alpha.test',
  'get-agent-members': 'alpha.test',
  'get-group-users': 'alpha.test',
  'get-member-info': 'alpha.test',
};

/** Calls that answer a stranger with data of the stranger's own, never the owner's: what they must answer. */
const answersOwnData: Record<string, object> = {
  'check-lead-information': { has_lead: false, zip_code: null },
  // The place the stranger itself sent; the owner's lead stays as it was (checked with the owner's reads).
  'get-lead-information': { zip_code: '75201', city: 'Dallas', state: 'TX' },
};

/** Ann's representative id, the Acorn group's and a portal: ids another session (Ann's, Acorn's) holds. */
async function catalogIds(db: Db) {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.code, 'ann-agent'));
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'acorn-co'));
  const [portal] = await db.select({ id: portals.id }).from(portals).limit(1);
  return { agent: agent?.id ?? 0, group: group?.id ?? 0, portal: portal?.id ?? 0 };
}
type CatalogIds = Awaited<ReturnType<typeof catalogIds>>;

const png = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n').toString('base64')}`;

describe('the authorization matrix, generated from the contract', () => {
  const store = useTestStore();

  it('refuses every call naming another session’s ids, and leaves that session’s data unchanged', async () => {
    const calls = await contractCalls();
    const recorded = new Map<string, Recorded>();
    const gamma = recording(visitor(store.app, 'gamma.test'), 'gamma.test', recorded);
    const owner = await filledShopper(store, ['guard-accident', 'span-dental'], { tier: 'IS' }, gamma);
    const enrollment_id = owner.enrollmentId;
    const planId = owner.id('guard-accident');
    const member = await memberIdsByCode(store.db);
    const ids = await catalogIds(store.db);
    const deviceId = `owner-device-${randomBytes(8).toString('hex')}`;
    await gamma.post('get-lead-information', {
      device_id: deviceId,
      store_information: '{"latitude":32.79,"longitude":-96.8}',
    });
    recorded.set('get-lead-information', {
      call: calls.find((call) => call.path === 'get-lead-information') as Call,
      input: { device_id: deviceId, store_information: '{"latitude":32.79,"longitude":-96.8}' },
      host: 'gamma.test',
    });

    /** What a field is given when no recorded call of the owner supplies it. */
    const sample: Record<string, unknown> = {
      enrollment_id,
      tempId: enrollment_id,
      plan_id: planId,
      plan_id1: planId,
      pid: planId,
      planId,
      plan_pricing_id: await owner.ppid('guard-accident'),
      plan_pricing_id1: await owner.ppid('guard-accident'),
      effective_date: owner.effectiveDate,
      column: 'filter_info',
      group_code: 'ACORN-3000',
      name: 'cart',
      image: png,
      tab: 'cart_info',
      tab_name: 'primary_info',
      tier: 'IO',
      platform_group_id: 1,
      payment_method: 'eft',
      aflac_data: [],
      answers: [],
      beneficiaries: [],
      dependents: [],
      primary_info: {},
      plan_list: [String(planId)],
      plan_ids: String(planId),
      agent_id: ids.agent,
      group_id: ids.group,
      portal_id: ids.portal,
      revision: 0,
      data: {},
      quote_status: 1,
      type: 'email',
      contact: 'ana.nunez@example.com',
      otp: '123456',
      email: 'ana.nunez@example.com',
      enrollerCode: 'ANN100',
      device_id: deviceId,
      user_id: member('c1'),
      token: randomBytes(24).toString('base64url'),
      id: randomBytes(24).toString('base64url'),
    };
    /**
     * The required fields, and the optional ids; the ids of the store (representative, group, portal) only where the
     * call names nothing of a visitor, so that each case tests one id.
     */
    const sampleInput = (call: Call) => {
      const fields = Object.keys(call.input.shape);
      const namesVisitor = fields.some((field) => visitorIds.includes(field));
      const input = Object.fromEntries(
        fields
          .filter((field) => field in sample && !(namesVisitor && storeIds.includes(field)))
          .filter((field) => !isOptional(call, field) || idField.test(field))
          .map((field) => [field, sample[field]]),
      );
      return { ...input, ...overrides(ids)[call.path] };
    };

    // The owner reads everything its enrollment has: the reads compared before and after the strangers' calls.
    const reads: Recorded[] = [];
    for (const call of calls) {
      if (call.method !== 'GET' || !('enrollment_id' in call.input.shape)) continue;
      const input = recorded.get(call.path)?.input ?? sampleInput(call);
      if ((await owner.browser.call(call, input as never)).statusCode === 200) {
        reads.push({ call, input, host: 'gamma.test' });
      }
    }
    const ann = await signedIn(store.app, store.db, 'ann');
    const annReads: Recorded[] = [
      { call: calls.find((call) => call.path === 'get-agent-members') as Call, input: {}, host: 'alpha.test' },
    ];
    const snapshot = async () => ({
      owner: await Promise.all(
        reads.map(async (read) => (await owner.browser.call(read.call, read.input as never)).data),
      ),
      ann: await Promise.all(annReads.map(async (read) => (await ann.call(read.call, read.input as never)).data)),
      lead: (await gamma.get(`check-lead-information?device_id=${deviceId}`)).body.data,
    });
    const before = await snapshot();
    expect(before.lead).toEqual({ has_lead: true, zip_code: '75201' });
    expect(before.owner.length).toBeGreaterThan(30);

    const strangers = new Map<string, Visitor>();
    const strangerOn = async (host: string) => {
      const known = strangers.get(host);
      if (known) return known;
      // A stranger with an enrollment of its own, so that "no enrollment" is never why it is refused.
      const made = (await quotedVisitor(store.app, {}, visitor(store.app, host))).browser;
      strangers.set(host, made);
      return made;
    };
    const markers = [enrollment_id, 'Núñez', 'ana.nunez@example.com', '6789', deviceId];
    const outcomes: string[] = [];
    for (const call of calls) {
      if (idFields(call).length === 0 || call.path in notOwned) continue;
      const kept = recorded.get(call.path) ?? { input: sampleInput(call), host: hostOf[call.path] ?? 'gamma.test' };
      const stranger = await strangerOn(kept.host);
      const answer = await stranger.call(call, kept.input as never);
      const shown = JSON.stringify(answer.data ?? answer.error);
      const leaked = markers.filter((marker) => shown.includes(marker));
      const expected = answersOwnData[call.path];
      const refused = expected
        ? JSON.stringify(answer.data) === JSON.stringify(expected)
        : [403, 404].includes(answer.statusCode) && answer.error !== undefined;
      if (!refused || leaked.length > 0) {
        outcomes.push(`${call.path}: ${answer.statusCode} ${shown.slice(0, 200)}`);
      }
    }
    expect(outcomes).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 600_000);

  it('names a reason for every call whose ids are not guarded, and only for calls that exist', async () => {
    const paths = new Set((await contractCalls()).map((call) => call.path));
    expect(Object.keys(notOwned).filter((path) => !paths.has(path))).toEqual([]);
    expect(Object.keys(answersOwnData).filter((path) => !paths.has(path))).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments, memberAccessLog } from '../db/schema.ts';
import { memberIdsByCode, signedIn } from '../test/members.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe('enrolling a current member', () => {
  const store = useTestStore();
  let member: (code: string) => number;
  beforeAll(async () => {
    member = await memberIdsByCode(store.db);
  });

  const enrollmentOf = async (id: string) =>
    (await store.db.select().from(enrollments).where(eq(enrollments.id, id)))[0];

  it("starts a representative's member's enrollment from the member's own details", async () => {
    const ann = await signedIn(store.app, store.db, 'ann');
    const started = await ann.post('add-filter-for-existing-user', { user_id: member('c1'), tier: 'IS' });
    expect(started.statusCode).toBe(200);
    const { temp_enrollment_id: id, portal_id, group_id, identity } = started.body.data;
    expect(identity).toMatchObject({ eprocess: 'rep', enroll_type: 'existing-member', group_id, portal_id });
    expect(await enrollmentOf(id)).toMatchObject({
      memberId: member('c1'),
      dob: '1970-01-05',
      gender: 0,
      zip: '75201',
      state: 'TX',
      tier: 'IS',
      groupId: group_id,
      portalId: portal_id,
      enrollType: 'existing-member',
    });

    const parties = await ann.get(`get-group-agent-member-info?enrollment_id=${encodeURIComponent(id)}`);
    expect(parties.body.data).toEqual({
      enrollment_type: 'existing-member',
      result: {
        user_info: { user_id: member('c1'), first_name: 'Cal', last_name: 'Carver' },
        group_info: { group_id, group_name: 'Acorn Co' },
      },
    });
    expect((await ann.get('get-member-info')).body.data).toEqual({
      member_info: { first_name: 'Cal', last_name: 'Carver' },
    });
    const logged = await store.db.select().from(memberAccessLog).where(eq(memberAccessLog.action, 'enroll'));
    expect(logged).toEqual([expect.objectContaining({ memberIds: [member('c1')], sessionHash: expect.any(String) })]);
  });

  it("refuses members outside the caller's list, forged ids, a missing code proof and a missing tier", async () => {
    const ann = await signedIn(store.app, store.db, 'ann');
    expect((await ann.post('add-filter-for-existing-user', { user_id: member('d1'), tier: 'IO' })).statusCode).toBe(
      404,
    );
    expect((await ann.post('add-filter-for-existing-user', { user_id: 99_999, tier: 'IO' })).statusCode).toBe(404);
    const agentId = (await ann.identity()).agent_id;
    const forged = await ann.post('add-filter-for-existing-user', {
      user_id: member('a2'),
      tier: 'IO',
      agent_id: agentId + 1,
    });
    expect(forged.statusCode).toBe(403);
    const noTier = await ann.post('add-filter-for-existing-user', { user_id: member('a2') });
    expect(noTier.body.data).toEqual([{ target_element: 'tier', error_message: 'Please choose a tier' }]);

    const acorn = await signedIn(store.app, store.db, 'acorn');
    expect((await acorn.post('add-filter-for-existing-user', { user_id: member('a2'), tier: 'IO' })).statusCode).toBe(
      404,
    );
    expect((await acorn.post('add-filter-for-existing-user', { user_id: member('c2'), tier: 'IO' })).statusCode).toBe(
      200,
    );

    const unproven = await signedIn(store.app, store.db, 'dan', false);
    const refused = await unproven.post('add-filter-for-existing-user', { user_id: member('d1'), tier: 'IO' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'member-list-code-required' });
    expect((await visitor(store.app).post('add-filter-for-member', { tier: 'IO' })).statusCode).toBe(403);
  });

  it("opens a member's own link: first name only, then an enrollment for the member alone", async () => {
    const browser = visitor(store.app, 'alpha.test');
    const entered = await browser.post('validate-member-link', { link_id: 'acornCalLink0123456789' });
    expect(entered.statusCode).toBe(200);
    expect(entered.body.data).toMatchObject({
      user_id: member('c1'),
      member_info: { first_name: 'Cal' },
      identity: { eprocess: 'applicant', open_type: 'user', enroll_type: 'existing-member', store_access: true },
    });
    expect(JSON.stringify(entered.body)).not.toContain('Carver');
    expect((await browser.get('get-member-info')).body.data).toEqual({
      member_info: { first_name: 'Cal', last_name: null },
    });

    expect((await browser.post('add-filter-for-member', { user_id: member('c2'), tier: 'IO' })).statusCode).toBe(404);
    const started = await browser.post('add-filter-for-member', { user_id: member('c1'), tier: 'IF' });
    expect(started.statusCode).toBe(200);
    expect(await enrollmentOf(started.body.data.temp_enrollment_id)).toMatchObject({
      memberId: member('c1'),
      tier: 'IF',
      eprocess: 'applicant',
      enrollType: 'existing-member',
    });
    // The member's own session lists nobody.
    expect((await browser.get('get-agent-members')).statusCode).toBe(403);
    expect((await browser.get('get-group-users')).statusCode).toBe(403);
  });

  it('opens a link only on its own site, and refuses unknown links', async () => {
    const browser = visitor(store.app, 'alpha.test');
    expect((await browser.post('validate-member-link', { link_id: 'danIdaLink0123456789' })).statusCode).toBe(404);
    expect((await browser.post('validate-member-link', { link_id: 'noSuchLink0123456789' })).statusCode).toBe(404);
    expect((await browser.get('get-member-info')).statusCode).toBe(404);
    const delta = visitor(store.app, 'delta.test');
    expect((await delta.post('validate-member-link', { link_id: 'danIdaLink0123456789' })).statusCode).toBe(200);
  });
});

import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberAccessLog, members } from '../db/schema.ts';
import { memberIdsByCode, signedIn } from '../test/members.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe('current member lists', () => {
  const store = useTestStore();
  let ann: Awaited<ReturnType<typeof signedIn>>;
  let acorn: Awaited<ReturnType<typeof signedIn>>;
  let member: (code: string) => number;
  /** Every body the tests received, to look for SSNs in. */
  const seen: string[] = [];
  const keep = <T extends { body: unknown }>(response: T) => {
    seen.push(JSON.stringify(response.body));
    return response;
  };

  beforeAll(async () => {
    ann = await signedIn(store.app, store.db, 'ann');
    acorn = await signedIn(store.app, store.db, 'acorn');
    member = await memberIdsByCode(store.db);
  });

  const names = (body: { data: { members: { name: string }[] } }) => body.data.members.map((row) => row.name);

  it("shows a representative its own and its groups' members, 5 a page, with masked SSNs and plan statuses", async () => {
    const first = keep(await ann.get('get-agent-members'));
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ total: 10, page: 1, page_size: 5 });
    expect(names(first.body)).toEqual(['Abel Archer', 'Bea Brook', 'Cal Carver', 'Cora Cole', 'Dale Dunn']);
    expect(first.body.data.members[2]).toEqual({
      user_id: member('c1'),
      name: 'Cal Carver',
      dob: '01/05/1970',
      email: 'cal@acorn.example',
      ssn: '***-**-0001',
      policy_id: expect.any(Number),
      group_info: { group_id: expect.any(Number), group_name: 'Acorn Co' },
      plan_info: [
        { plan_name: expect.any(String), plan_status: 'ACTIVE' },
        { plan_name: expect.any(String), plan_status: 'INACTIVE' },
      ],
    });
    const second = keep(await ann.get('get-agent-members?page=2'));
    expect(names(second.body)).toEqual(['Edie Ellis', 'Finn Foster', 'Gwen Grant', 'Hal Hayes', 'Maya Member']);
    expect(second.body.data.members[1]).toMatchObject({ plan_info: [], policy_id: null });
    expect(keep(await ann.get('get-agent-members?page=3')).body.data).toMatchObject({ members: [], total: 10 });
  });

  it('searches by name, e-mail, group and the last digits of the SSN, on the server', async () => {
    const search = async (text: string) =>
      names(keep(await ann.get(`get-agent-members?search=${encodeURIComponent(text)}`)).body);
    expect(await search('carver')).toEqual(['Cal Carver']);
    expect(await search('Cora C')).toEqual(['Cora Cole']);
    expect(await search('@acorn.example')).toHaveLength(5);
    expect(await search('4321')).toEqual(['Edie Ellis']);
    expect(await search('%')).toEqual([]);
    // The group column is searched too.
    expect(await search('Acorn Co')).toHaveLength(5);
    // The SSN itself is not searchable: only its last four digits are.
    expect(await search('502224321')).toEqual([]);
    const paged = keep(await ann.get('get-agent-members?search=acorn&page=2')).body.data;
    expect(paged).toMatchObject({ total: 6, page: 2 });
    expect(paged.members).toHaveLength(1);
  });

  it("shows a group's administrator only the group's members", async () => {
    const response = keep(await acorn.get('get-group-users'));
    expect(response.body.data.total).toBe(6);
    expect(response.body.data.members.every((row: { email: string }) => row.email.endsWith('@acorn.example'))).toBe(
      true,
    );
  });

  it("refuses a representative another representative's members, a group's list and forged ids", async () => {
    const identity = await ann.identity();
    const forgedAgent = await ann.get(`get-agent-members?agent_id=${identity.agent_id + 1}`);
    expect(forgedAgent.statusCode).toBe(403);
    expect(forgedAgent.body.data).toEqual([]);
    expect((await ann.get('get-group-users')).statusCode).toBe(403);
    expect((await ann.get(`get-group-users?group_id=${1}`)).statusCode).toBe(403);
    expect((await ann.get(`get-agent-members?agent_id=${identity.agent_id}`)).statusCode).toBe(200);

    const dan = await signedIn(store.app, store.db, 'dan');
    const own = keep(await dan.get('get-agent-members'));
    expect(names(own.body)).toEqual(['Ida Irwin', 'Jay Jones']);
    expect((await dan.get(`get-agent-members?agent_id=${identity.agent_id}`)).statusCode).toBe(403);
  });

  it("refuses a group's members to another group and to its employees' forged ids", async () => {
    const acornId = (await acorn.identity()).group_id;
    expect((await acorn.get(`get-group-users?group_id=${acornId + 1}`)).statusCode).toBe(403);
    expect((await acorn.get('get-agent-members')).statusCode).toBe(403);
    const delta = await signedIn(store.app, store.db, 'delta');
    expect(names(keep(await delta.get('get-group-users')).body)).toEqual(['Jay Jones']);
    expect((await delta.get(`get-group-users?group_id=${acornId}`)).statusCode).toBe(403);
  });

  it('asks for the e-mailed code before the first list, with a code the screen can act on', async () => {
    const unproven = await signedIn(store.app, store.db, 'ann', false);
    const refused = await unproven.get('get-agent-members');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'member-list-code-required' });
    // An employee who typed the group's enrollment code is not its administrator without the group's e-mail.
    const employee = await signedIn(store.app, store.db, 'acorn', false);
    expect((await employee.get('get-group-users')).body).toMatchObject({ errorCode: 'member-list-code-required' });
    expect((await visitor(store.app).get('get-agent-members')).statusCode).toBe(403);
    const landing = visitor(store.app);
    await landing.post('validate-landing-page', { landing_page: 'ann' });
    expect((await landing.get('get-agent-members')).statusCode).toBe(403);
  });

  it('writes who saw which members to the access log, without search text', async () => {
    await store.db.delete(memberAccessLog);
    await ann.get('get-agent-members?search=carver');
    const [row, ...others] = await store.db.select().from(memberAccessLog).orderBy(asc(memberAccessLog.id));
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      action: 'list',
      agentId: (await ann.identity()).agent_id,
      groupId: null,
      memberIds: [member('c1')],
      searched: true,
      page: 1,
    });
    expect(JSON.stringify(row)).not.toContain('carver');
  });

  it('never sends an SSN, whole or sealed', async () => {
    const sealed = await store.db.select({ ssn: members.ssnEncrypted }).from(members);
    const whole = sealed.map((row) => store.cipher.decrypt(row.ssn));
    const bodies = seen.join('\n');
    expect(bodies).toContain('***-**-');
    for (const [index, ssn] of whole.entries()) {
      expect(bodies).not.toContain(ssn);
      expect(bodies).not.toContain(sealed[index]?.ssn);
    }
    expect(bodies).not.toMatch(/\d{3}-\d{2}-\d{4}|\d{9}/);
  });
});

import { MEMBER_PAGE_SIZE, type MemberPage, type MemberRow } from '@openenroll/contract/members';
import { isoToUs } from '@openenroll/contract/us-date';
import { and, asc, count, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groups, memberAccessLog, memberPolicies, members, plans } from '../db/schema.ts';
import { type ListOwner, ownedBy, ownerColumns } from './list-owner.ts';

type Policy = { memberId: number; id: number; status: string; planName: string; effectiveDate: string };

/**
 * Name, e-mail, group, or (digits only) the SSN's last four: the SSN itself is never searched, it is only stored
 * sealed. The group is matched through a subquery so the count needs no join.
 */
function matching(db: Db, search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
    ilike(members.email, pattern),
    inArray(members.groupId, db.select({ id: groups.id }).from(groups).where(ilike(groups.name, pattern))),
    /^\d{1,4}$/.test(search) ? like(members.ssnLast4, pattern) : undefined,
  );
}

/** The latest active policy, else the latest one. */
function currentPolicy(policies: Policy[]) {
  const latestFirst = [...policies].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.id - a.id);
  return (latestFirst.find((policy) => policy.status === 'ACTIVE') ?? latestFirst[0])?.id ?? null;
}

/** The current-member lists: searched and paged in SQL, every page shown written to the access log. */
export function createMemberListService(deps: { db: Db }) {
  const { db } = deps;

  async function policiesOf(memberIds: number[]) {
    if (memberIds.length === 0) return [];
    return db
      .select({
        memberId: memberPolicies.memberId,
        id: memberPolicies.id,
        status: memberPolicies.status,
        planName: plans.name,
        effectiveDate: memberPolicies.effectiveDate,
      })
      .from(memberPolicies)
      .innerJoin(plans, eq(plans.id, memberPolicies.planId))
      .where(inArray(memberPolicies.memberId, memberIds))
      .orderBy(asc(memberPolicies.id));
  }

  return {
    async page(owner: ListOwner, sessionHash: string, search: string, page: number): Promise<MemberPage> {
      const where = and(ownedBy(db, owner), matching(db, search));
      const [counted] = await db.select({ n: count() }).from(members).where(where);
      // Only what a row shows is read: the sealed SSN never leaves the database for a list.
      const rows = await db
        .select({
          id: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
          dob: members.dob,
          email: members.email,
          ssnLast4: members.ssnLast4,
          groupId: groups.id,
          groupName: groups.name,
        })
        .from(members)
        .leftJoin(groups, eq(groups.id, members.groupId))
        .where(where)
        .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
        .limit(MEMBER_PAGE_SIZE)
        .offset((page - 1) * MEMBER_PAGE_SIZE);
      const policies = await policiesOf(rows.map((row) => row.id));
      await db.insert(memberAccessLog).values({
        action: 'list',
        ...ownerColumns(owner),
        sessionHash,
        memberIds: rows.map((row) => row.id),
        searched: search !== '',
        page,
      });
      return {
        members: rows.map((row): MemberRow => {
          const own = policies.filter((policy) => policy.memberId === row.id);
          return {
            user_id: row.id,
            name: `${row.firstName} ${row.lastName}`,
            dob: isoToUs(row.dob),
            email: row.email,
            ssn: `***-**-${row.ssnLast4}`,
            policy_id: currentPolicy(own),
            group_info:
              row.groupId === null || row.groupName === null
                ? null
                : { group_id: row.groupId, group_name: row.groupName },
            plan_info: own.map((policy) => ({ plan_name: policy.planName, plan_status: policy.status })),
          };
        }),
        total: counted?.n ?? 0,
        page,
        page_size: MEMBER_PAGE_SIZE,
      };
    },
  };
}

export type MemberListService = ReturnType<typeof createMemberListService>;

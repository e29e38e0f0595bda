import type { Tier } from '@openenroll/contract/codes';
import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { isoToUs } from '@openenroll/contract/us-date';
import { and, asc, eq } from 'drizzle-orm';
import type { SnapshotSite } from '../catalog/storefront-snapshot.ts';
import type { Db } from '../db/client.ts';
import { agentPortals, agents, groupPortals, groups, memberAccessLog, members } from '../db/schema.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { NotFound } from '../errors/domain-error.ts';
import type { FilterService } from '../filter/filter-service.ts';
import { codeAttemptCounters } from '../identity/identity-service.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { Session, SessionData, SessionService } from '../session/session-service.ts';
import { ownedBy, ownerColumns, provenOwner } from './list-owner.ts';

type Member = typeof members.$inferSelect;
type Deps = {
  db: Db;
  sessions: SessionService;
  filters: FilterService;
  enrollments: EnrollmentStore;
  limiter: RateLimiter;
};

const memberNotFound = () => new NotFound(storeMessages.memberNotFound);

/** A member on their own link is greeted by first name only. */
const shownName = (member: Pick<Member, 'firstName' | 'lastName'>, data: SessionData) => ({
  first_name: member.firstName,
  last_name: data.memberId ? null : member.lastName,
});

/** An existing member's way into the store: their own link, or a representative or group enrolling them. */
export function createMemberEntryService({ db, sessions, filters, enrollments, limiter }: Deps) {
  /** The site a member shops on: their group's, else their representative's. */
  async function siteOf(member: Member) {
    if (member.groupId) {
      return (await db.query.groups.findFirst({ where: eq(groups.id, member.groupId) }))?.siteId;
    }
    if (member.agentId) {
      return (await db.query.agents.findFirst({ where: eq(agents.id, member.agentId) }))?.siteId;
    }
    return undefined;
  }

  /** The session's portal when it is one the member may enroll in here, else the first of their group's or representative's. */
  async function portalFor(member: Member, site: SnapshotSite, data: SessionData) {
    const owned = member.groupId
      ? await db
          .select({ id: groupPortals.portalId })
          .from(groupPortals)
          .where(eq(groupPortals.groupId, member.groupId))
          .orderBy(asc(groupPortals.portalId))
      : member.agentId
        ? await db
            .select({ id: agentPortals.portalId })
            .from(agentPortals)
            .where(eq(agentPortals.agentId, member.agentId))
            .orderBy(asc(agentPortals.portalId))
        : site.portalIds.map((id) => ({ id }));
    const here = owned.map((row) => row.id).filter((id) => site.portalIds.includes(id));
    const portalId = data.portalId && here.includes(data.portalId) ? data.portalId : here[0];
    if (!portalId) throw new NotFound(storeMessages.memberElsewhere);
    return portalId;
  }

  /** The member the session may enroll: the member of their own link, else one in the proven owner's list. */
  async function memberFor(session: Session, userId: number | undefined) {
    const { data } = session;
    if (data.memberId) {
      if (userId !== undefined && userId !== data.memberId) throw memberNotFound();
      const member = await db.query.members.findFirst({ where: eq(members.id, data.memberId) });
      if (!member) throw memberNotFound();
      return { member, owner: undefined };
    }
    const owner = provenOwner(data);
    if (userId === undefined) throw memberNotFound();
    const [member] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, userId), ownedBy(db, owner)));
    if (!member) throw memberNotFound();
    return { member, owner };
  }

  const nameOf = async (memberId: number) =>
    db.query.members.findFirst({
      where: eq(members.id, memberId),
      columns: { id: true, firstName: true, lastName: true },
    });

  return {
    /** /member-benefit-store/{id}/…: a known link makes the session the member's; unknown links count as wrong codes. */
    async enterLink(session: Session, client: string, site: SnapshotSite, linkId: string) {
      const member = await limiter.tryCode(codeAttemptCounters(client), messages.tooManyAttempts, async () => {
        const found = await db.query.members.findFirst({ where: eq(members.linkId, linkId) });
        return found && ((await siteOf(found)) ?? site.id) === site.id ? found : undefined;
      });
      if (!member) throw new NotFound(storeMessages.noSuchMemberLink);
      const updated = await sessions.replace(session, {
        memberId: member.id,
        agentId: member.agentId ?? undefined,
        groupId: member.groupId ?? undefined,
        eprocess: 'applicant',
        openType: 'user',
        enrollType: 'existing-member',
      });
      return { member, session: updated };
    },

    /**
     * The existing member's enrollment: their own date of birth, gender and zip, the tier chosen. The session's
     * identity changes in the same write that binds the new enrollment to it.
     */
    async start(session: Session, site: SnapshotSite, userId: number | undefined, tier: Tier) {
      const { member, owner } = await memberFor(session, userId);
      const portalId = await portalFor(member, site, session.data);
      const data: SessionData = {
        ...session.data,
        groupId: member.groupId ?? undefined,
        portalId,
        enrollType: 'existing-member',
      };
      const enrollmentId = await filters.start(
        { ...session, data },
        site.id,
        { zip: member.zip, dob: isoToUs(member.dob), gender: member.gender, tier },
        { memberId: member.id },
      );
      if (owner) {
        await db.insert(memberAccessLog).values({
          action: 'enroll',
          ...ownerColumns(owner),
          sessionHash: session.tokenHash,
          memberIds: [member.id],
        });
      }
      return { enrollmentId, portalId, groupId: member.groupId, data: { ...data, enrollmentId } };
    },

    /** The session's current member: its own link's (first name only), or the member its enrollment is for. */
    async current(data: SessionData, userId: number | undefined) {
      const enrolledId = !data.memberId && data.enrollmentId ? data.enrollmentId : undefined;
      const memberId = data.memberId ?? (enrolledId && (await enrollments.find(enrolledId)).memberId);
      if (!memberId || (userId !== undefined && userId !== memberId)) throw memberNotFound();
      const member = await nameOf(memberId);
      if (!member) throw memberNotFound();
      return shownName(member, data);
    },

    /** Who an enrollment (the session's own; without one, the session) is for, as the breadcrumb and summary show it. */
    async enrollmentParties(data: SessionData, enrollmentId: string | undefined) {
      const id = enrollmentId ?? data.enrollmentId;
      const enrolled = id ? await enrollments.find(id) : undefined;
      const memberId = enrolled ? enrolled.memberId : data.memberId;
      const groupId = enrolled ? enrolled.groupId : data.groupId;
      const member = memberId ? await nameOf(memberId) : undefined;
      const group = groupId ? await db.query.groups.findFirst({ where: eq(groups.id, groupId) }) : undefined;
      return {
        enrollment_type: ((enrolled ? enrolled.enrollType : data.enrollType) ?? null) as NonNullable<
          SessionData['enrollType']
        > | null,
        result: {
          user_info: member ? { user_id: member.id, ...shownName(member, data) } : null,
          group_info: group ? { group_id: group.id, group_name: group.name } : null,
        },
      };
    },
  };
}

export type MemberEntryService = ReturnType<typeof createMemberEntryService>;

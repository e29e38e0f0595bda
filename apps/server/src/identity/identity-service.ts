import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agentPortals, agents, groupPortals, groups, portals } from '../db/schema.ts';
import { FieldInvalid, Forbidden, NotFound } from '../errors/domain-error.ts';
import type { Counter, RateLimiter } from '../security/rate-limiter.ts';
import type { Session, SessionData, SessionService } from '../session/session-service.ts';
import { ownId } from './owner-info-service.ts';

/** Wrong codes a client may type before it has to wait: enough for typos, far too few to guess. */
export const codeAttempts = { limit: 8, windowMs: 15 * 60_000 };
/**
 * One count per client address for every kind of code it types, so guesses cannot be spread over several calls.
 * Only the client's own wrong codes count: another address's failures never refuse its right code.
 */
export const codeAttemptCounters = (client: string): Counter[] => [{ key: `codes:${client}`, rule: codeAttempts }];

/** The site's representative an enroller code names: the code a shopper types to enroll under them. */
export const agentByEnrollerCode = (db: Db, siteId: number, code: string) =>
  db.query.agents.findFirst({
    where: and(eq(agents.siteId, siteId), eq(sql`upper(${agents.enrollerCode})`, code.toUpperCase())),
  });

type Agent = typeof agents.$inferSelect;
type Group = typeof groups.$inferSelect;

/** Everything that decides who the visitor is: codes, landing pages, referrals, portal and group choices. */
export function createIdentityService(deps: { db: Db; sessions: SessionService; limiter: RateLimiter }) {
  const { db, sessions, limiter } = deps;

  /** A code lookup that counts failures per client, refusing the client once it used up its attempts. */
  const lookUp = <T>(client: string, find: () => Promise<T | undefined>) =>
    limiter.tryCode(codeAttemptCounters(client), messages.tooManyAttempts, find);

  const agentByCode = (siteId: number, code: string) =>
    db.query.agents.findFirst({
      where: and(eq(agents.siteId, siteId), eq(sql`upper(${agents.accessCode})`, code.toUpperCase())),
    });
  const groupByCode = (siteId: number, code: string) =>
    db.query.groups.findFirst({
      where: and(eq(groups.siteId, siteId), eq(sql`upper(${groups.enrollmentCode})`, code.toUpperCase())),
    });

  const agentCard = (agent: Agent) => ({
    agent_id: agent.id,
    first_name: agent.firstName,
    last_name: agent.lastName,
    agent_code: agent.accessCode,
    email: agent.email,
    phone: agent.phone,
    landing_page: agent.landingPage,
    landing_url: agent.landingUrl,
  });
  const groupCard = (group: Group) => ({
    group_id: group.id,
    name: group.name,
    landing_page: group.landingPage,
    landing_url: group.landingUrl,
  });

  /** A fresh start in someone's store: what an earlier entry chose no longer applies. */
  const startOver = (data: SessionData): SessionData => ({ enrollmentId: data.enrollmentId });

  return {
    /** Whose contact details the header shows: the representative's or group's store, else the site's. */
    async storeOwner(data: SessionData) {
      if (data.openType === 'group' && data.groupId) {
        const group = await db.query.groups.findFirst({ where: eq(groups.id, data.groupId) });
        if (group) {
          return {
            name: group.name,
            phone: group.phone,
            email: group.email,
            about: group.about,
            logo: group.logo,
            tagline: group.tagline,
          };
        }
      }
      if (data.openType === 'agent' && data.agentId) {
        const agent = await db.query.agents.findFirst({ where: eq(agents.id, data.agentId) });
        if (agent) {
          const name = `${agent.firstName} ${agent.lastName}`;
          return {
            name,
            phone: agent.phone,
            email: agent.email,
            about: agent.bio,
            logo: agent.logo,
            tagline: agent.tagline,
          };
        }
      }
      return null;
    },

    async validateAgent(client: string, siteId: number, code: string) {
      const agent = await lookUp(client, () => agentByCode(siteId, code));
      return agent ? agentCard(agent) : null;
    },

    /** The store of the representative an enroller code names, for a shopper to enroll under them. */
    async validateRepCode(client: string, siteId: number, code: string) {
      const agent = await lookUp(client, () => agentByEnrollerCode(db, siteId, code));
      if (!agent) return null;
      const { firstName, lastName, landingPage, landingUrl } = agent;
      return { display_name: `${firstName} ${lastName}`, landing_page: landingPage, landing_url: landingUrl };
    },

    async validateGroup(client: string, siteId: number, code: string) {
      const group = await lookUp(client, () => groupByCode(siteId, code));
      return group ? groupCard(group) : null;
    },

    async confirmAgent(session: Session, client: string, siteId: number, code: string) {
      const agent = await lookUp(client, () => agentByCode(siteId, code));
      if (!agent) throw new FieldInvalid('agent_code', messages.invalidAccessCode);
      return sessions.replace(session, {
        agentId: agent.id,
        repAuthenticated: true,
        eprocess: 'rep',
        openType: 'agent',
      });
    },

    async confirmGroup(session: Session, client: string, siteId: number, code: string) {
      const group = await lookUp(client, () => groupByCode(siteId, code));
      if (!group) throw new FieldInvalid('group_code', messages.invalidGroupCode);
      const updated = await sessions.replace(session, {
        ...startOver(session.data),
        agentId: group.agentId,
        groupId: group.id,
        groupAuthenticated: true,
        eprocess: 'group',
        openType: 'group',
        enrollType: 'new-group-member',
      });
      return { session: updated, group: groupCard(group) };
    },

    /** A landing page names a representative's or a group's store; the visitor then shops there. */
    async enterLandingPage(session: Session, siteId: number, landingPage: string) {
      const slug = landingPage.toLowerCase();
      const agent = await db.query.agents.findFirst({
        where: and(eq(agents.siteId, siteId), eq(agents.landingPage, slug)),
      });
      if (agent) {
        const keep = session.data.repAuthenticated && session.data.agentId === agent.id;
        const updated = keep
          ? session
          : await sessions.replace(session, {
              ...startOver(session.data),
              agentId: agent.id,
              eprocess: 'applicant',
              openType: 'agent',
              enrollType: 'new-member',
            });
        return {
          type: 'Agent' as const,
          owner: agentCard(agent),
          displayName: `${agent.firstName} ${agent.lastName}`,
          session: updated,
        };
      }
      const group = await db.query.groups.findFirst({
        where: and(eq(groups.siteId, siteId), eq(groups.landingPage, slug)),
      });
      if (!group) throw new NotFound(storeMessages.noSuchLanding);
      const keep = session.data.groupId === group.id;
      const updated = keep
        ? session
        : await sessions.replace(session, {
            ...startOver(session.data),
            agentId: group.agentId,
            groupId: group.id,
            eprocess: 'group',
            openType: 'group',
            enrollType: 'new-group-member',
          });
      return { type: 'Group' as const, owner: groupCard(group), displayName: group.name, session: updated };
    },

    async enterReferral(session: Session, siteId: number, referralId: string) {
      const agent = await db.query.agents.findFirst({
        where: and(eq(agents.siteId, siteId), eq(agents.referralId, referralId)),
      });
      if (!agent) return { agent: null, session };
      const updated = await sessions.replace(session, {
        ...startOver(session.data),
        agentId: agent.id,
        referral: referralId,
        eprocess: 'applicant',
        openType: 'agent',
        enrollType: 'new-member',
      });
      return { agent, session: updated };
    },

    /** The portals a proven representative or group enrolls in. */
    /** The portals the session may enroll under; an echoed representative must be the session's own. */
    async platforms(data: SessionData, echoedAgentId?: number) {
      if (echoedAgentId !== undefined) ownId(echoedAgentId, data.agentId, 'Representative');
      const rows =
        data.repAuthenticated && data.agentId
          ? await db
              .select({ portal: portals })
              .from(agentPortals)
              .innerJoin(portals, eq(portals.id, agentPortals.portalId))
              .where(eq(agentPortals.agentId, data.agentId))
              .orderBy(asc(portals.id))
          : data.groupAuthenticated && data.groupId
            ? await db
                .select({ portal: portals })
                .from(groupPortals)
                .innerJoin(portals, eq(portals.id, groupPortals.portalId))
                .where(eq(groupPortals.groupId, data.groupId))
                .orderBy(asc(portals.id))
            : undefined;
      if (!rows) throw new Forbidden(storeMessages.accessCodeFirst);
      return rows.map(({ portal }) => ({
        platform_group_id: portal.id,
        platform_name: portal.name,
        platform_code: portal.code,
      }));
    },

    async agentGroups(data: SessionData, portalId?: number, echoedAgentId?: number) {
      ownId(echoedAgentId, data.agentId, 'Representative');
      if (!data.repAuthenticated || !data.agentId) throw new Forbidden(storeMessages.accessCodeFirst);
      const rows = await db
        .select({ gid: groups.id, gname: groups.name })
        .from(groups)
        .where(
          and(
            eq(groups.agentId, data.agentId),
            portalId
              ? sql`exists (select 1 from ${groupPortals} where ${groupPortals.groupId} = ${groups.id} and ${groupPortals.portalId} = ${portalId})`
              : undefined,
          ),
        )
        .orderBy(asc(groups.name));
      return rows;
    },

    /** The portal chosen on a role home page, and for a representative the group a new member joins. */
    async choosePortal(session: Session, portalId: number, groupId: number | null | undefined) {
      const allowed = await this.platforms(session.data);
      if (!allowed.some((portal) => portal.platform_group_id === portalId)) {
        throw new FieldInvalid('platform_group_id', messages.choosePlatform);
      }
      if (session.data.repAuthenticated) {
        if (groupId) {
          const groupsInPortal = await this.agentGroups(session.data, portalId);
          if (!groupsInPortal.some((group) => group.gid === groupId))
            throw new FieldInvalid('group_id', messages.chooseGroup);
        }
        return sessions.update(session, {
          portalId,
          groupId: groupId ?? undefined,
          enrollType: groupId ? 'new-group-member' : 'new-member',
          enrollmentId: undefined,
        });
      }
      return sessions.update(session, { portalId, enrollType: 'new-group-member', enrollmentId: undefined });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;

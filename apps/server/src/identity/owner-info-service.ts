import { formatPhone } from '@openenroll/contract/phone';
import { storeMessages } from '@openenroll/contract/store-messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agents, groups } from '../db/schema.ts';
import { NotFound } from '../errors/domain-error.ts';
import type { SessionData } from '../session/session-service.ts';

/** Ids the browser names must be the session's own; anything else reads as not found. */
export function ownId(echoed: number | undefined, held: number | undefined, what: string) {
  if (!held || (echoed !== undefined && echoed !== held)) throw new NotFound(`${what} not found`);
  return held;
}

/** What the enrollment start and the landing pages show of the session's representative or group. */
export function createOwnerInfoService(deps: { db: Db }) {
  const agentById = async (id: number) => {
    const agent = await deps.db.query.agents.findFirst({ where: eq(agents.id, id) });
    if (!agent) throw new NotFound(storeMessages.representativeNotFound);
    return agent;
  };
  const groupById = async (id: number) => {
    const group = await deps.db.query.groups.findFirst({ where: eq(groups.id, id) });
    if (!group) throw new NotFound(storeMessages.groupNotFound);
    return group;
  };

  return {
    /** The proven representative enrolling: only one who confirmed the access code in this session. */
    async enrollingAgent(data: SessionData, echoedId: number | undefined) {
      const agent = await agentById(
        ownId(echoedId, data.repAuthenticated ? data.agentId : undefined, 'Representative'),
      );
      return {
        agent_id: agent.id,
        agent_fname: agent.firstName,
        agent_mname: agent.middleName,
        agent_lname: agent.lastName,
      };
    },

    async enrollingGroup(data: SessionData, echoedId: number | undefined) {
      const group = await groupById(ownId(echoedId, data.groupId, 'Group'));
      return { gid: group.id, gname: group.name, group_id: group.id, group_name: group.name };
    },

    async agentLandingPage(data: SessionData, echoedId: number | undefined) {
      const agent = await agentById(ownId(echoedId, data.agentId, 'Representative'));
      const name = `${agent.firstName} ${agent.lastName}`;
      return {
        logo: agent.logo,
        image: agent.image,
        image_link: agent.landingUrl,
        display_phone: formatPhone(agent.phone),
        display_email: agent.email,
        tagline: agent.tagline,
        display_about_name: name,
        display_name: name,
        agent_code: agent.code,
        agent_bio: agent.bio,
      };
    },

    async agentAbout(data: SessionData, echoedId: number | undefined) {
      const agent = await agentById(ownId(echoedId, data.agentId, 'Representative'));
      return {
        display_about_name: `${agent.firstName} ${agent.lastName}`,
        about: agent.bio ?? '',
        tagline: agent.tagline,
        image: agent.image,
        logo: agent.logo,
        display_phone: formatPhone(agent.phone),
        display_email: agent.email,
      };
    },

    async groupAbout(data: SessionData, echoedId: number | undefined) {
      const group = await groupById(ownId(echoedId, data.groupId, 'Group'));
      return {
        display_about_name: group.name,
        about: group.about ?? '',
        tagline: group.tagline,
        image: group.image,
        logo: group.logo,
        display_phone: formatPhone(group.phone),
        display_email: group.email,
      };
    },

    async groupLandingPage(data: SessionData, echoedId: number | undefined) {
      const group = await groupById(ownId(echoedId, data.groupId, 'Group'));
      const agent = await deps.db.query.agents.findFirst({ where: eq(agents.id, group.agentId) });
      return {
        logo: group.logo,
        image: group.image,
        display_phone: formatPhone(group.phone),
        display_email: group.email,
        tagline: group.tagline,
        display_about_name: group.name,
        display_name: group.name,
        address_information: { address1: group.address1, city: group.city, state: group.state, zip: group.zip },
        agent_code: agent?.code ?? '',
        gweb_aboutus: group.about,
        gid: group.id,
        gname: group.name,
        gagent_code: agent?.code ?? '',
      };
    },
  };
}

export type OwnerInfoService = ReturnType<typeof createOwnerInfoService>;

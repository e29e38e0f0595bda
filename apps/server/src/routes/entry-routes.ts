import {
  confirmAgent,
  confirmGroup,
  getAgentGroups,
  getAgentInfoEnroll,
  getAgentLandingPageInfo,
  getEnrollmentInfoReferral,
  getEnrollmentPlatforms,
  getGroupInfoEnroll,
  getGroupLandingPageInfo,
  updateFilterPortal,
  validateAgent,
  validateGroup,
  validateLandingPage,
} from '@openenroll/contract/entry';
import { getTicketLink } from '@openenroll/contract/site';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import { agents, groups } from '../db/schema.ts';
import { NotFound } from '../errors/domain-error.ts';
import { formatPhone } from '../http/format-phone.ts';
import { registerCall } from '../http/register-call.ts';
import { identityOf } from '../identity/identity-of.ts';
import type { IdentityService } from '../identity/identity-service.ts';

type Deps = { db: Db; storefront: StorefrontService; identity: IdentityService };

/** Ids the browser names must be the session's own; anything else reads as not found. */
function ownId(echoed: number | undefined, held: number | undefined, what: string) {
  if (!held || (echoed !== undefined && echoed !== held)) throw new NotFound(`${what} not found`);
  return held;
}

export function entryRoutes(app: FastifyInstance, { db, storefront, identity }: Deps) {
  const site = (request: FastifyRequest) => storefront.siteByDomain(request.hostname);
  const client = (request: FastifyRequest) => request.ip;
  const sessionData = async (request: FastifyRequest) => (await request.session())?.data ?? {};

  registerCall(app, validateAgent, async (input, request) =>
    identity.validateAgent(client(request), (await site(request)).id, input.agent_code),
  );

  registerCall(app, validateGroup, async (input, request) =>
    identity.validateGroup(client(request), (await site(request)).id, input.group_code),
  );

  registerCall(app, confirmAgent, async (input, request, reply) => {
    const current = await site(request);
    const session = await request.ensureSession(reply);
    const updated = await identity.confirmAgent(session, client(request), current.id, input.agent_code);
    return identityOf(updated.data, current);
  });

  registerCall(app, confirmGroup, async (input, request, reply) => {
    const current = await site(request);
    const session = await request.ensureSession(reply);
    const { session: updated, group } = await identity.confirmGroup(
      session,
      client(request),
      current.id,
      input.group_code,
    );
    return { identity: identityOf(updated.data, current), group };
  });

  registerCall(app, validateLandingPage, async (input, request, reply) => {
    const current = await site(request);
    const entered = await identity.enterLandingPage(await request.ensureSession(reply), current.id, input.landing_page);
    return {
      type: entered.type,
      landing_page: entered.owner.landing_page,
      landing_url: entered.owner.landing_url,
      display_name: entered.displayName,
      identity: identityOf(entered.session.data, current),
    };
  });

  registerCall(app, getEnrollmentInfoReferral, async (input, request, reply) => {
    const current = await site(request);
    const { agent, session } = await identity.enterReferral(
      await request.ensureSession(reply),
      current.id,
      input.referral_id,
    );
    return {
      agent_id: agent?.id ?? null,
      group_id: null,
      portal_id: null,
      valid_referral_link: agent !== null,
      referrer_info: agent
        ? {
            display_name: `${agent.firstName} ${agent.lastName}`,
            display_email: agent.email,
            display_phone: formatPhone(agent.phone),
          }
        : null,
      identity: identityOf(session.data, current),
    };
  });

  registerCall(app, getEnrollmentPlatforms, async (input, request) => {
    const data = await sessionData(request);
    if (input.agent_id !== undefined) ownId(input.agent_id, data.agentId, 'Representative');
    return identity.platforms(data);
  });

  registerCall(app, getAgentGroups, async (input, request) => {
    const data = await sessionData(request);
    ownId(input.agent_id, data.agentId, 'Representative');
    return identity.agentGroups(data, input.portal_id);
  });

  registerCall(app, getAgentInfoEnroll, async (input, request) => {
    const data = await sessionData(request);
    const agentId = ownId(input.agent_id, data.repAuthenticated ? data.agentId : undefined, 'Representative');
    const agent = await db.query.agents.findFirst({ where: eq(agents.id, agentId) });
    if (!agent) throw new NotFound('Representative not found');
    return {
      agent_id: agent.id,
      agent_fname: agent.firstName,
      agent_mname: agent.middleName,
      agent_lname: agent.lastName,
    };
  });

  registerCall(app, getGroupInfoEnroll, async (input, request) => {
    const data = await sessionData(request);
    const groupId = ownId(input.group_id, data.groupId, 'Group');
    const group = await db.query.groups.findFirst({ where: eq(groups.id, groupId) });
    if (!group) throw new NotFound('Group not found');
    return { gid: group.id, gname: group.name, group_id: group.id, group_name: group.name };
  });

  registerCall(app, updateFilterPortal, async (input, request, reply) => {
    const current = await site(request);
    const session = await request.ensureSession(reply);
    if (input.enrollment_id !== undefined && input.enrollment_id !== session.data.enrollmentId) {
      throw new NotFound('Enrollment not found');
    }
    const updated = await identity.choosePortal(session, input.platform_group_id, input.group_id);
    return identityOf(updated.data, current);
  });

  registerCall(app, getAgentLandingPageInfo, async (input, request) => {
    const data = await sessionData(request);
    const agent = await db.query.agents.findFirst({
      where: eq(agents.id, ownId(input.agent_id, data.agentId, 'Representative')),
    });
    if (!agent) throw new NotFound('Representative not found');
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
  });

  registerCall(app, getGroupLandingPageInfo, async (input, request) => {
    const data = await sessionData(request);
    const group = await db.query.groups.findFirst({
      where: eq(groups.id, ownId(input.group_id, data.groupId, 'Group')),
    });
    if (!group) throw new NotFound('Group not found');
    const agent = await db.query.agents.findFirst({ where: eq(agents.id, group.agentId) });
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
  });

  registerCall(app, getTicketLink, async (_input, request) => {
    const current = await site(request);
    const ticket = current.theme.find((entry) => entry.key === 'support_url')?.value;
    if (!ticket) throw new NotFound('No support link is configured');
    return { ticket };
  });
}

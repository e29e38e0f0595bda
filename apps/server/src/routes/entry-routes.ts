import {
  confirmAgent,
  confirmGroup,
  getAgentAboutPageInfo,
  getAgentGroups,
  getAgentInfoEnroll,
  getAgentLandingPageInfo,
  getEnrollmentInfoReferral,
  getEnrollmentPlatforms,
  getGroupAboutPageInfo,
  getGroupInfoEnroll,
  getGroupLandingPageInfo,
  updateFilterPortal,
  validateAgent,
  validateGroup,
  validateLandingPage,
  validateRepCode,
} from '@openenroll/contract/entry';
import { formatPhone } from '@openenroll/contract/phone';
import { getTicketLink } from '@openenroll/contract/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { NotFound } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import { identityOf } from '../identity/identity-of.ts';
import type { IdentityService } from '../identity/identity-service.ts';
import type { OwnerInfoService } from '../identity/owner-info-service.ts';

type Deps = { storefront: StorefrontService; identity: IdentityService; owners: OwnerInfoService };

export function entryRoutes(app: FastifyInstance, { storefront, identity, owners }: Deps) {
  const site = (request: FastifyRequest) => storefront.siteByDomain(request.hostname);
  const client = (request: FastifyRequest) => request.ip;
  const sessionData = async (request: FastifyRequest) => (await request.session())?.data ?? {};

  registerCall(app, validateAgent, async (input, request) =>
    identity.validateAgent(client(request), (await site(request)).id, input.agent_code),
  );

  registerCall(app, validateRepCode, async (input, request) =>
    identity.validateRepCode(client(request), (await site(request)).id, input.rep_code),
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

  registerCall(app, getEnrollmentPlatforms, async (input, request) =>
    identity.platforms(await sessionData(request), input.agent_id),
  );

  registerCall(app, getAgentGroups, async (input, request) =>
    identity.agentGroups(await sessionData(request), input.portal_id, input.agent_id),
  );

  registerCall(app, getAgentInfoEnroll, async (input, request) =>
    owners.enrollingAgent(await sessionData(request), input.agent_id),
  );

  registerCall(app, getGroupInfoEnroll, async (input, request) =>
    owners.enrollingGroup(await sessionData(request), input.group_id),
  );

  registerCall(app, updateFilterPortal, async (input, request, reply) => {
    const current = await site(request);
    const session = await request.ensureSession(reply);
    if (input.enrollment_id !== undefined && input.enrollment_id !== session.data.enrollmentId) {
      throw new NotFound('Enrollment not found');
    }
    const updated = await identity.choosePortal(session, input.platform_group_id, input.group_id);
    return identityOf(updated.data, current);
  });

  registerCall(app, getAgentLandingPageInfo, async (input, request) =>
    owners.agentLandingPage(await sessionData(request), input.agent_id),
  );

  registerCall(app, getGroupLandingPageInfo, async (input, request) =>
    owners.groupLandingPage(await sessionData(request), input.group_id),
  );

  registerCall(app, getAgentAboutPageInfo, async (input, request) =>
    owners.agentAbout(await sessionData(request), input.agent_id),
  );

  registerCall(app, getGroupAboutPageInfo, async (input, request) =>
    owners.groupAbout(await sessionData(request), input.group_id),
  );

  registerCall(app, getTicketLink, async (_input, request) => {
    const current = await site(request);
    const ticket = current.theme.find((entry) => entry.key === 'support_url')?.value;
    if (!ticket) throw new NotFound('No support link is configured');
    return { ticket };
  });
}

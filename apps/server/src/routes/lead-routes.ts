import { checkLeadInformation, getLeadInformation } from '@openenroll/contract/lead';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { Forbidden } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import type { LeadService } from '../lead/lead-service.ts';
import type { Session } from '../session/session-service.ts';

type Deps = { storefront: StorefrontService; leads: LeadService };

export function leadRoutes(app: FastifyInstance, { storefront, leads }: Deps) {
  /** An agent or group id the browser names must be the session's own. */
  function refuseForged(session: Session | null, echoed: { agent_id?: number; group_id?: number }) {
    const data = session?.data ?? {};
    const forged =
      (echoed.agent_id !== undefined && echoed.agent_id !== data.agentId) ||
      (echoed.group_id !== undefined && echoed.group_id !== data.groupId);
    if (forged) throw new Forbidden('This selection does not belong to your session.');
  }

  registerCall(app, checkLeadInformation, async (input, request) => {
    const session = await request.session();
    refuseForged(session, input);
    const site = await storefront.siteByDomain(request.hostname);
    return leads.find(site.id, input.device_id, session);
  });

  registerCall(app, getLeadInformation, async (input, request, reply) => {
    refuseForged(await request.session(), input);
    const session = await request.ensureSession(reply);
    const site = await storefront.siteByDomain(request.hostname);
    return leads.record({
      siteId: site.id,
      deviceId: input.device_id,
      client: request.ip,
      session,
      webUrl: input.web_url,
      point: input.store_information,
    });
  });
}

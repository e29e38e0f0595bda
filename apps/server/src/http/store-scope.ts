import { storeMessages } from '@openenroll/contract/store-messages';
import type { FastifyRequest } from 'fastify';
import type { StorefrontService, StoreScope } from '../catalog/storefront-service.ts';
import { Forbidden } from '../errors/domain-error.ts';
import { requestLanguage } from './request-language.ts';

type EchoedIds = { agent_id?: number; group_id?: number; portal_id?: number };

/**
 * The scope comes from the Host and the server session. Ids the browser echoes back are only
 * compared with the session's: one the session does not hold is refused, never used.
 */
export async function storeScope(request: FastifyRequest, storefront: StorefrontService, echoed: EchoedIds = {}) {
  const site = await storefront.siteByDomain(request.hostname);
  const session = (await request.session())?.data ?? {};
  const mismatch =
    (echoed.agent_id !== undefined && echoed.agent_id !== session.agentId) ||
    (echoed.group_id !== undefined && echoed.group_id !== session.groupId) ||
    (echoed.portal_id !== undefined && echoed.portal_id !== session.portalId);
  if (mismatch) throw new Forbidden(storeMessages.notYours);
  return {
    siteId: site.id,
    portalId: session.portalId,
    groupId: session.groupId,
    provenGroupId: session.groupAuthenticated ? session.groupId : undefined,
    language: requestLanguage(request),
  } satisfies StoreScope;
}

import { getGroupMenu } from '@openenroll/contract/site';
import {
  enterWebsite,
  getElevateInfo,
  getExternalSiteInformation,
  trackElevateTraffic,
} from '@openenroll/contract/startup';
import { storeMessages } from '@openenroll/contract/store-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { NotFound } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import { identityOf } from '../identity/identity-of.ts';
import type { PartnerService } from '../identity/partner-service.ts';

type Deps = { storefront: StorefrontService; partners: PartnerService };

export function startupRoutes(app: FastifyInstance, { storefront, partners }: Deps) {
  const site = (request: FastifyRequest) => storefront.siteByDomain(request.hostname);

  registerCall(app, getExternalSiteInformation, async (input, request) =>
    partners.externalSite(await site(request), input.site_name),
  );

  registerCall(app, enterWebsite, async (input, request, reply) => {
    const current = await site(request);
    const { entered, session, groupId } = await partners.enterWebsite(
      await request.ensureSession(reply),
      current,
      input.group,
      input.id,
    );
    return {
      group_id: groupId,
      display_name: entered.displayName,
      landing_page: entered.owner.landing_page,
      landing_url: entered.owner.landing_url,
      from_site: session.data.fromSite ?? null,
      identity: identityOf(session.data, current),
    };
  });

  registerCall(app, getGroupMenu, async (input, request) => {
    const data = (await request.session())?.data ?? {};
    // Only the session's own group; another id is refused, never used.
    if (!data.groupId || (input.group_id !== undefined && input.group_id !== data.groupId)) {
      throw new NotFound(storeMessages.groupNotFound);
    }
    return partners.groupMenu(await site(request), data.groupId, input.from_site, requestLanguage(request));
  });

  registerCall(app, getElevateInfo, async (_input, request) => {
    const portal = await partners.partnerPortal(await site(request));
    return { portal_id: portal.id, portal_name: portal.name, portal_code: portal.code };
  });

  registerCall(app, trackElevateTraffic, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const data = (await request.session())?.data ?? {};
    return partners.trackTraffic(await site(request), data, enrollmentId);
  });
}

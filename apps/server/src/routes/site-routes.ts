import {
  getCommonMenu,
  getDefaultInfo,
  getDomainSiteInformation,
  getExternalSiteDynamicInformation,
  getFeaturedPlans,
} from '@openenroll/contract/site';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { AppError } from '../http/app-error.ts';
import { registerCall } from '../http/register-call.ts';
import { storeScope } from '../http/store-scope.ts';

const decodeDomain = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

export function siteRoutes(app: FastifyInstance, deps: { storefront: StorefrontService }) {
  const { storefront } = deps;

  registerCall(app, getExternalSiteDynamicInformation, async (input) => {
    const site = await storefront.siteByDomain(decodeDomain(input.site_domain));
    return site.theme;
  });

  registerCall(app, getDomainSiteInformation, async (input) => {
    const domain = decodeDomain(input.site_domain);
    if (!(await storefront.siteOwnsDomain(domain))) throw AppError.notFound('No site answers on this domain');
    const site = await storefront.siteByDomain(domain);
    return { site_id: site.id, site_name: site.name, gid: null };
  });

  registerCall(app, getDefaultInfo, async (_input, request) => {
    const scope = await storeScope(request, storefront);
    const site = await storefront.siteFor(scope.siteId);
    return {
      site_name: site.name,
      display_name: site.name,
      display_phone: site.phone,
      display_email: site.email,
      display_about: site.about,
      portal_id: scope.portalId ?? null,
      agent_id: null,
      group_id: scope.groupId ?? null,
    };
  });

  registerCall(app, getCommonMenu, async (input, request) =>
    storefront.menu(await storeScope(request, storefront, input)),
  );

  registerCall(app, getFeaturedPlans, async (input, request) =>
    storefront.featuredPlans(await storeScope(request, storefront, input)),
  );
}

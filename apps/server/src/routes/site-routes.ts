import { formatPhone } from '@openenroll/contract/phone';
import {
  getCommonMenu,
  getDefaultInfo,
  getDomainSiteInformation,
  getExternalSiteDynamicInformation,
  getFeaturedPlans,
} from '@openenroll/contract/site';
import { storeMessages } from '@openenroll/contract/store-messages';
import type { FastifyInstance } from 'fastify';
import { textLanguageField } from '../catalog/in-language.ts';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { NotFound } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import { requestLanguage } from '../http/request-language.ts';
import { storeScope } from '../http/store-scope.ts';
import { identityOf } from '../identity/identity-of.ts';
import type { IdentityService } from '../identity/identity-service.ts';

const decodeDomain = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

export function siteRoutes(app: FastifyInstance, deps: { storefront: StorefrontService; identity: IdentityService }) {
  const { storefront, identity } = deps;

  registerCall(app, getExternalSiteDynamicInformation, async (input, request) => {
    const site = await storefront.siteByDomain(decodeDomain(input.site_domain), requestLanguage(request));
    return site.theme;
  });

  registerCall(app, getDomainSiteInformation, async (input) => {
    const domain = decodeDomain(input.site_domain);
    if (!(await storefront.siteOwnsDomain(domain))) throw new NotFound(storeMessages.noSiteOnDomain);
    const site = await storefront.siteByDomain(domain);
    return { site_id: site.id, site_name: site.name, gid: null };
  });

  registerCall(app, getDefaultInfo, async (_input, request) => {
    const site = await storefront.siteByDomain(request.hostname, requestLanguage(request));
    const data = (await request.session())?.data ?? {};
    const owner = await identity.storeOwner(data);
    return {
      site_name: site.name,
      display_name: owner?.name ?? site.name,
      display_phone: owner ? formatPhone(owner.phone) : site.phone,
      display_email: owner?.email ?? site.email,
      display_about: owner?.about ?? site.about,
      display_logo: owner?.logo ?? null,
      display_tagline: owner?.tagline ?? null,
      portal_id: data.portalId ?? null,
      agent_id: data.agentId ?? null,
      group_id: data.groupId ?? null,
      main_host: site.mainHost,
      identity: identityOf(data, site),
      // A representative's or group's own about text has no other language.
      ...textLanguageField(owner?.about ? { textLanguage: site.textLanguage && 'en' } : site),
    };
  });

  registerCall(app, getCommonMenu, async (input, request) =>
    storefront.menu(await storeScope(request, storefront, input)),
  );

  registerCall(app, getFeaturedPlans, async (input, request) =>
    storefront.featuredPlans(await storeScope(request, storefront, input)),
  );
}

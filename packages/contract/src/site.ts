import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { eprocess, openType, optionalId } from './codes.ts';
import { sessionIdentity } from './identity.ts';
import { lazySchema } from './lazy-schema.ts';
import { withTextLanguage } from './text-language.ts';

/** site_domain travels base64-encoded, as the spec says. */
const siteDomain = lazySchema(() => z.object({ site_domain: z.base64().check(z.minLength(1)) }));

/** A text entry (welcome_title, welcome_text) carries text_language on a request in another language. */
export const themeEntry = lazySchema(() => z.object({ key: z.string(), value: z.string(), ...withTextLanguage }));
export type ThemeEntry = z.infer<typeof themeEntry>;

export const getExternalSiteDynamicInformation = defineCall({
  method: 'GET',
  path: 'get-external-site-dynamic-information',
  summary: "The site's theme as key/value pairs, found by domain.",
  input: siteDomain,
  data: lazySchema(() => z.array(themeEntry)),
});

export const getDomainSiteInformation = defineCall({
  method: 'GET',
  path: 'get-domainSite-infromation',
  summary: 'Which site answers on a domain, and the group it belongs to, if any.',
  input: siteDomain,
  data: lazySchema(() => z.object({ site_id: z.int(), site_name: z.string(), gid: z.nullable(z.int()) })),
});

export const defaultInfo = lazySchema(() =>
  z.object({
    site_name: z.string(),
    display_name: z.string(),
    display_phone: z.string(),
    display_email: z.string(),
    display_about: z.string(),
    /** The representative's or group's logo when the visitor shops in their store. */
    display_logo: z.nullable(z.string()),
    display_tagline: z.nullable(z.string()),
    portal_id: z.nullable(z.int()),
    agent_id: z.nullable(z.int()),
    group_id: z.nullable(z.int()),
    /** The site's fixed main host: the header shows neither Home nor representatives' logos there. */
    main_host: z.boolean(),
    identity: sessionIdentity,
    /** The language of display_about. */
    ...withTextLanguage,
  }),
);
export type DefaultInfo = z.infer<typeof defaultInfo>;

export const getDefaultInfo = defineCall({
  method: 'GET',
  path: 'get-default-info',
  summary:
    'Contact details of the store the visitor is in (site, representative or group) and who the session says the visitor is.',
  input: lazySchema(() => z.object({})),
  data: defaultInfo,
});

/** Filters every catalog read accepts; the server replaces them with the session's own identity. */
const storeScope = lazySchema(() =>
  z.object({
    agent_id: optionalId,
    group_id: optionalId,
    portal_id: optionalId,
    eprocess: z.optional(eprocess),
    open_type: z.optional(openType),
  }),
);

export const menuCategory = lazySchema(() => z.object({ key: z.string(), label: z.string(), ...withTextLanguage }));
const menu = lazySchema(() => z.object({ categories: z.array(menuCategory), category_order: z.array(z.string()) }));
export const getCommonMenu = defineCall({
  method: 'GET',
  path: 'get-common-menu',
  summary: 'The plan categories on sale to this visitor, in menu order.',
  input: lazySchema(() => z.extend(storeScope, { enrollment_id: z.optional(z.string()) })),
  data: menu,
});

/**
 * The source value of the membership-site mode (client-state fromSite): the visitor came from the partner
 * membership site, so the portal step is skipped and the partner portal is used.
 */
export const MEMBERSHIP_SITE = 'membership';
export const fromSite = lazySchema(() => z.enum([MEMBERSHIP_SITE]));

export const getGroupMenu = defineCall({
  method: 'GET',
  path: 'get-group-menu',
  summary:
    "The plan categories on sale to the session's group in its portals (only the partner portal's in the membership-site mode).",
  input: lazySchema(() =>
    z.object({
      group_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
      from_site: z.optional(fromSite),
    }),
  ),
  data: menu,
});

export const getTicketLink = defineCall({
  method: 'GET',
  path: 'get-ticket-link',
  summary: "Where the site's support requests go.",
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.object({ ticket: z.string() })),
});

export const featuredPlan = lazySchema(() =>
  z.object({
    plan_id: z.int(),
    plan_name: z.string(),
    plan_logo: z.nullable(z.string()),
    plan_short_text: z.string(),
    plan_category: z.string(),
    ...withTextLanguage,
  }),
);
export type FeaturedPlan = z.infer<typeof featuredPlan>;

export const getFeaturedPlans = defineCall({
  method: 'GET',
  path: 'get-featured-plans',
  summary: 'Featured plans for the landing page.',
  input: storeScope,
  data: lazySchema(() => z.array(featuredPlan)),
});

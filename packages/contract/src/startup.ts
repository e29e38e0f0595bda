import { z } from 'zod';
import { defineCall } from './call.ts';
import { sessionIdentity } from './identity.ts';
import { lazySchema } from './lazy-schema.ts';
import { fromSite } from './site.ts';

export const getExternalSiteInformation = defineCall({
  method: 'GET',
  path: 'get-external-site-infromation',
  summary: 'The site a code names, when it is the site answering on this host; any other code is not found.',
  input: lazySchema(() => z.object({ site_name: z.string().trim().min(1).max(80) })),
  data: lazySchema(() =>
    z.object({
      site_id: z.int(),
      site_code: z.string(),
      site_name: z.string(),
      display_phone: z.string(),
      display_email: z.string(),
    }),
  ),
});

export const enterWebsite = defineCall({
  method: 'POST',
  path: 'enter-website',
  summary:
    "Enters a group's store by its landing page (/websites?group=…). With `id` the visitor comes from the partner " +
    'membership site: the session remembers that reference and shops in the partner portal.',
  input: lazySchema(() =>
    z.object({
      group: z.string().trim().min(1).max(80),
      id: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.:-]{1,80}$/, 'must be up to 80 letters, digits, _ . : or -')
        .optional(),
    }),
  ),
  data: lazySchema(() =>
    z.object({
      group_id: z.int(),
      display_name: z.string(),
      landing_page: z.string(),
      landing_url: z.string().nullable(),
      from_site: z.nullable(fromSite),
      identity: sessionIdentity,
    }),
  ),
});

export const getElevateInfo = defineCall({
  method: 'GET',
  path: 'get-elevate-info',
  summary:
    "The portal partner traffic shops in: the portal the site's theme key elevate_portal names, else the site's first portal.",
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.object({ portal_id: z.int(), portal_name: z.string(), portal_code: z.string() })),
});

export const trackElevateTraffic = defineCall({
  method: 'POST',
  path: 'track-elevate-traffic',
  summary: "Records that the session's enrollment came from the partner membership site (once per enrollment).",
  input: lazySchema(() => z.object({ enrollment_id: z.string().min(1).max(80) })),
  data: lazySchema(() => z.object({ result: z.boolean() })),
});

import { z } from 'zod';
import { defineCall } from './call.ts';
import { sessionIdentity } from './identity.ts';
import { lazySchema } from './lazy-schema.ts';
import { messages } from './messages.ts';

/** Codes people type: trimmed, required with the spec's message. */
const typedCode = lazySchema(() => z.string().trim().min(1, messages.required).max(40));

export const agentCard = lazySchema(() =>
  z.object({
    agent_id: z.int(),
    first_name: z.string(),
    last_name: z.string(),
    agent_code: z.string(),
    email: z.string(),
    phone: z.string(),
    landing_page: z.string(),
    landing_url: z.string().nullable(),
  }),
);
export type AgentCard = z.infer<typeof agentCard>;

export const groupCard = lazySchema(() =>
  z.object({
    group_id: z.int(),
    name: z.string(),
    landing_page: z.string(),
    landing_url: z.string().nullable(),
  }),
);
export type GroupCard = z.infer<typeof groupCard>;

/** Answers HTTP 204 (data null) when no representative has the code. */
export const validateAgent = defineCall({
  method: 'POST',
  path: 'validate-agent',
  summary: "A representative's details by access code, for the visitor to confirm; 204 when none has it.",
  input: lazySchema(() => z.object({ agent_code: typedCode })),
  data: lazySchema(() => agentCard.nullable()),
});

/** A representative as a shopper meets them: by name, and the store they run on this site. */
export const repCard = lazySchema(() =>
  z.object({
    display_name: z.string(),
    landing_page: z.string(),
    landing_url: z.string().nullable(),
  }),
);

export const validateRepCode = defineCall({
  method: 'POST',
  path: 'validate-rep-code',
  summary:
    "The representative whose enroller code a shopper typed, to enroll in that representative's store; 204 when none on this site has it. Never the access code, which signs a representative in.",
  input: lazySchema(() => z.object({ rep_code: typedCode })),
  data: lazySchema(() => repCard.nullable()),
});

export const validateGroup = defineCall({
  method: 'POST',
  path: 'validate-group',
  summary: "A group's name by enrollment code, for the employee to confirm; 204 when none has it.",
  input: lazySchema(() => z.object({ group_code: typedCode })),
  data: lazySchema(() => groupCard.nullable()),
});

export const confirmAgent = defineCall({
  method: 'POST',
  path: 'confirm-agent',
  summary: 'The visitor confirms being the representative of an access code: the session becomes theirs.',
  input: lazySchema(() => z.object({ agent_code: typedCode })),
  data: sessionIdentity,
});

export const confirmGroup = defineCall({
  method: 'POST',
  path: 'confirm-group',
  summary: 'The visitor enrolls under the group of an enrollment code.',
  input: lazySchema(() => z.object({ group_code: typedCode })),
  data: lazySchema(() => z.object({ identity: sessionIdentity, group: groupCard })),
});

export const validateLandingPage = defineCall({
  method: 'POST',
  path: 'validate-landing-page',
  summary: "Whose landing page a path segment names; the session then shops in that representative's or group's store.",
  input: lazySchema(() => z.object({ landing_page: z.string().trim().min(1).max(80) })),
  data: lazySchema(() =>
    z.object({
      type: z.enum(['Agent', 'Group']),
      landing_page: z.string(),
      landing_url: z.string().nullable(),
      display_name: z.string(),
      identity: sessionIdentity,
    }),
  ),
});

export const getEnrollmentInfoReferral = defineCall({
  method: 'POST',
  path: 'get-enrollment-info-referral',
  summary: "A referral link's representative, group and portal; the session then shops in the referrer's store.",
  input: lazySchema(() => z.object({ referral_id: z.string().trim().min(1).max(80) })),
  data: lazySchema(() =>
    z.object({
      agent_id: z.int().nullable(),
      group_id: z.int().nullable(),
      portal_id: z.int().nullable(),
      valid_referral_link: z.boolean(),
      referrer_info: z
        .object({ display_name: z.string(), display_email: z.string(), display_phone: z.string() })
        .nullable(),
      identity: sessionIdentity,
    }),
  ),
});

export const platform = lazySchema(() =>
  z.object({ platform_group_id: z.int(), platform_name: z.string(), platform_code: z.string() }),
);
export const getEnrollmentPlatforms = defineCall({
  method: 'GET',
  path: 'get-enrollment-platforms',
  summary: "The portals the session's representative or group enrolls in.",
  input: lazySchema(() => z.object({ agent_id: z.coerce.number().int().positive().optional() })),
  data: lazySchema(() => z.array(platform)),
});

export const getAgentGroups = defineCall({
  method: 'GET',
  path: 'get-agent-groups',
  summary: "The groups of the session's representative (in a portal, when given).",
  input: lazySchema(() =>
    z.object({
      agent_id: z.coerce.number().int().positive().optional(),
      portal_id: z.coerce.number().int().positive().optional(),
    }),
  ),
  data: lazySchema(() => z.array(z.object({ gid: z.int(), gname: z.string() }))),
});

export const agentInfo = lazySchema(() =>
  z.object({
    agent_id: z.int(),
    agent_fname: z.string(),
    agent_mname: z.string().nullable(),
    agent_lname: z.string(),
  }),
);
export const getAgentInfoEnroll = defineCall({
  method: 'GET',
  path: 'get-agent-info-enroll',
  summary: "The session's representative.",
  input: lazySchema(() => z.object({ agent_id: z.coerce.number().int().positive().optional() })),
  data: agentInfo,
});

export const getGroupInfoEnroll = defineCall({
  method: 'GET',
  path: 'get-group-info-enroll',
  summary: "The session's group.",
  input: lazySchema(() => z.object({ group_id: z.coerce.number().int().positive().optional() })),
  data: lazySchema(() => z.object({ gid: z.int(), gname: z.string(), group_id: z.int(), group_name: z.string() })),
});

/** Portal (and group) chosen on a role home page; `enroll_type` follows the spec's agent flow. */
export const updateFilterPortal = defineCall({
  method: 'POST',
  path: 'update-filter-portal',
  summary: 'Records the portal and, for a new group member, the group the enrollment is for.',
  input: lazySchema(() =>
    z.object({
      enrollment_id: z.string().optional(),
      platform_group_id: z.int({ error: messages.choosePlatform }).positive(messages.choosePlatform),
      group_id: z.int().positive().nullable().optional(),
    }),
  ),
  data: sessionIdentity,
});

const landingInfo = lazySchema(() =>
  z.object({
    logo: z.string().nullable(),
    image: z.string().nullable(),
    display_phone: z.string(),
    display_email: z.string(),
    tagline: z.string().nullable(),
    display_about_name: z.string(),
    display_name: z.string(),
  }),
);

export const getAgentLandingPageInfo = defineCall({
  method: 'GET',
  path: 'get-agent-landing-page-info',
  summary: 'Branding of the representative whose store the session shops in.',
  input: lazySchema(() => z.object({ agent_id: z.coerce.number().int().positive().optional() })),
  data: lazySchema(() =>
    landingInfo.extend({
      image_link: z.string().nullable(),
      agent_code: z.string(),
      agent_bio: z.string().nullable(),
    }),
  ),
});

export const getGroupLandingPageInfo = defineCall({
  method: 'GET',
  path: 'get-group-landing-page-info',
  summary: 'Branding of the group whose store the session shops in.',
  input: lazySchema(() => z.object({ group_id: z.coerce.number().int().positive().optional() })),
  data: lazySchema(() =>
    landingInfo.extend({
      address_information: z.object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
      agent_code: z.string(),
      gweb_aboutus: z.string().nullable(),
      gid: z.int(),
      gname: z.string(),
      gagent_code: z.string(),
    }),
  ),
});

/** What the 'About {display name}' dialog shows of the representative or group whose store this is. */
export const aboutPage = lazySchema(() =>
  z.object({
    display_about_name: z.string(),
    about: z.string(),
    tagline: z.string().nullable(),
    image: z.string().nullable(),
    logo: z.string().nullable(),
    display_phone: z.string(),
    display_email: z.string(),
  }),
);
export type AboutPage = z.infer<typeof aboutPage>;

export const getAgentAboutPageInfo = defineCall({
  method: 'GET',
  path: 'get-agent-about-page-info',
  summary: "The 'About' dialog of the representative whose store the session shops in: bio, tagline, picture, contact.",
  input: lazySchema(() => z.object({ agent_id: z.coerce.number().int().positive().optional() })),
  data: aboutPage,
});

export const getGroupAboutPageInfo = defineCall({
  method: 'GET',
  path: 'get-group-about-page-info',
  summary: "The 'About' dialog of the group whose store the session shops in: about text, tagline, picture, contact.",
  input: lazySchema(() => z.object({ group_id: z.coerce.number().int().positive().optional() })),
  data: aboutPage,
});

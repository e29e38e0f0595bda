import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId, enrollType, openType, optionalId, tiers } from './codes.ts';
import { sessionIdentity } from './identity.ts';
import { lazySchema } from './lazy-schema.ts';
import { messages } from './messages.ts';

/** Part 1, §9: the current-member lists show 5 rows a page. */
export const MEMBER_PAGE_SIZE = 5;
/** How long a representative or group waits before another one-time code can be e-mailed. */
export const MEMBER_CODE_RESEND_SECONDS = 120;
/** How long an e-mailed member-list code works. */
export const MEMBER_CODE_LIFETIME_MINUTES = 10;

/** The `errorCode`s of the member calls, for the screens to act on. */
export const memberErrorCodes = {
  /** A list (or an existing-member filter) before the e-mailed code was confirmed in this session: ask for one. */
  codeRequired: 'member-list-code-required',
  /** A new code was asked for before MEMBER_CODE_RESEND_SECONDS passed. */
  resendTooSoon: 'code-resend-too-soon',
  wrongCode: 'code-wrong',
  expiredCode: 'code-expired',
  /** Already used, replaced by a newer one, or never sent. */
  noCode: 'code-none',
  /** Too many wrong tries: the code no longer works, even when right. */
  voidCode: 'code-void',
} as const;

/** Part 1, §3's member row. The SSN leaves the server only masked: '***-**-' and its last 4 digits. */
export const memberRow = lazySchema(() =>
  z.object({
    user_id: z.int(),
    name: z.string(),
    /** MM/DD/YYYY. */
    dob: z.string(),
    email: z.string(),
    ssn: z.string().regex(/^\*\*\*-\*\*-\d{4}$/),
    /** The member's current policy (their latest active one, else their latest); null without policies. */
    policy_id: z.int().nullable(),
    group_info: z.object({ group_id: z.int(), group_name: z.string() }).nullable(),
    /** ACTIVE is the normal status; the screens show any other in red. */
    plan_info: z.array(z.object({ plan_name: z.string(), plan_status: z.string() })),
  }),
);
export type MemberRow = z.infer<typeof memberRow>;

const memberPage = lazySchema(() =>
  z.object({
    members: z.array(memberRow),
    /** Members matching the search, on every page. */
    total: z.int(),
    page: z.int(),
    page_size: z.literal(MEMBER_PAGE_SIZE),
  }),
);
export type MemberPage = z.infer<typeof memberPage>;

/** Search (name, e-mail or the SSN's last digits) and paging happen on the server. */
const listInput = lazySchema(() => ({
  search: z.string().trim().max(80).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
}));

export const getAgentMembers = defineCall({
  method: 'GET',
  path: 'get-agent-members',
  summary:
    "The confirmed representative's current members, 5 a page. 403 with errorCode member-list-code-required until the e-mailed code is confirmed; another agent_id than the session's: 403.",
  input: lazySchema(() => z.object({ agent_id: optionalId, ...listInput })),
  data: memberPage,
});

export const getGroupUsers = defineCall({
  method: 'GET',
  path: 'get-group-users',
  summary:
    "The group's current members, for the group's administrator, 5 a page. 403 with errorCode member-list-code-required until the e-mailed code is confirmed; another group_id than the session's: 403.",
  input: lazySchema(() => z.object({ group_id: optionalId, ...listInput })),
  data: memberPage,
});

export const sendMemberListCode = defineCall({
  method: 'POST',
  path: 'send-member-list-code',
  summary:
    "E-mails a one-time code (6 digits, 10 minutes) to the representative's or group's address on file; the code opens the member lists for this session. Again within 120 s: 429 code-resend-too-soon.",
  input: lazySchema(() => z.object({})),
  data: lazySchema(() =>
    z.object({
      /** The address the code went to, masked (m***@example.com). */
      email: z.string(),
      resend_after_seconds: z.literal(MEMBER_CODE_RESEND_SECONDS),
    }),
  ),
});

export const verifyMemberListCode = defineCall({
  method: 'POST',
  path: 'verify-member-list-code',
  summary:
    'Confirms the e-mailed code. Wrong: 422 code-wrong; after 5 wrong tries the code is void (code-void); past its 10 minutes: code-expired; used, replaced or never sent: code-none.',
  input: lazySchema(() =>
    z.object({
      code: z
        .string({ error: messages.required })
        .trim()
        .min(1, { error: messages.required, abort: true })
        .regex(/^\d{6}$/, messages.sixDigitOtp),
    }),
  ),
  data: lazySchema(() => z.object({ verified: z.literal(true) })),
});

const memberTier = lazySchema(() => z.enum(tiers, { error: messages.chooseTier }));

/** What starting an existing member's enrollment answers: the browser stores the enrollment, group and portal. */
const memberFilterResult = lazySchema(() =>
  z.object({
    temp_enrollment_id: z.string(),
    portal_id: z.int(),
    group_id: z.int().nullable(),
    identity: sessionIdentity,
  }),
);

export const addFilterForExistingUser = defineCall({
  method: 'POST',
  path: 'add-filter-for-existing-user',
  summary:
    "A representative or group administrator starts an enrollment for one of its current members (the member's own date of birth, gender and zip; the tier chosen). A member outside the caller's list: 404.",
  input: lazySchema(() =>
    z.object({
      user_id: z.int().positive(),
      tier: memberTier,
      agent_id: optionalId,
      group_id: optionalId,
      open_type: z.optional(openType),
    }),
  ),
  data: memberFilterResult,
});

export const addFilterForMember = defineCall({
  method: 'POST',
  path: 'add-filter-for-member',
  summary:
    "The member who opened their own store link starts an enrollment for the tier chosen; user_id, when sent, must be the session's member.",
  input: lazySchema(() =>
    z.object({ user_id: z.int().positive().optional(), tier: memberTier, open_type: z.optional(openType) }),
  ),
  data: memberFilterResult,
});

export const validateMemberLink = defineCall({
  method: 'POST',
  path: 'validate-member-link',
  summary:
    "Opens a member's own store link (/member-benefit-store/{id}/{tier}): the session becomes that member's (eprocess applicant, enroll_type existing-member). Unknown link: 404.",
  input: lazySchema(() => z.object({ link_id: z.string().trim().min(16).max(80) })),
  data: lazySchema(() =>
    z.object({
      user_id: z.int(),
      member_info: z.object({ first_name: z.string() }),
      identity: sessionIdentity,
    }),
  ),
});

export const getMemberInfo = defineCall({
  method: 'GET',
  path: 'get-member-info',
  summary:
    "The session's current member by name: the member who opened their own link (first name only), or the member a representative or group enrolls. None: 404.",
  input: lazySchema(() => z.object({ user_id: optionalId })),
  data: lazySchema(() =>
    z.object({
      member_info: z.object({
        first_name: z.string(),
        /** null for a member's own link: the store greets them by first name only. */
        last_name: z.string().nullable(),
      }),
    }),
  ),
});

export const getGroupAgentMemberInfo = defineCall({
  method: 'GET',
  path: 'get-group-agent-member-info',
  summary:
    "Who the session's enrollment (or, without one, the session) is for: enroll type, the current member and the group, for the breadcrumb and summary.",
  input: lazySchema(() => z.object({ enrollment_id: z.optional(enrollmentId), group_id: optionalId })),
  data: lazySchema(() =>
    z.object({
      enrollment_type: z.nullable(enrollType),
      result: z.object({
        user_info: z.object({ user_id: z.int(), first_name: z.string(), last_name: z.string().nullable() }).nullable(),
        group_info: z.object({ group_id: z.int(), group_name: z.string() }).nullable(),
      }),
    }),
  ),
});

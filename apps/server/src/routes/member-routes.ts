import type { Tier } from '@openenroll/contract/codes';
import {
  addFilterForExistingUser,
  addFilterForMember,
  getAgentMembers,
  getGroupAgentMemberInfo,
  getGroupUsers,
  getMemberInfo,
  sendMemberListCode,
  validateMemberLink,
  verifyMemberListCode,
} from '@openenroll/contract/members';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { messageLanguage } from '../http/message-language.ts';
import { registerCall } from '../http/register-call.ts';
import { sessionEnrollment } from '../http/session-enrollment.ts';
import { identityOf } from '../identity/identity-of.ts';
import { accessCodeFirst, notYours, provenOwner } from '../members/list-owner.ts';
import type { MemberEntryService } from '../members/member-entry-service.ts';
import type { MemberListCodeService } from '../members/member-list-code-service.ts';
import type { MemberListService } from '../members/member-list-service.ts';

type Deps = {
  storefront: StorefrontService;
  lists: MemberListService;
  codes: MemberListCodeService;
  entry: MemberEntryService;
};

/** Current members: the representative's and group's lists behind an e-mailed code, and existing members' entry. */
export function memberRoutes(app: FastifyInstance, { storefront, lists, codes, entry }: Deps) {
  const site = (request: FastifyRequest) => storefront.siteByDomain(request.hostname);
  const existingSession = async (request: FastifyRequest) => {
    const session = await request.session();
    if (!session) throw accessCodeFirst();
    return session;
  };

  registerCall(app, getAgentMembers, async (input, request) => {
    const session = await existingSession(request);
    const owner = provenOwner(session.data, 'agent', input.agent_id);
    return lists.page(owner, session.tokenHash, input.search, input.page);
  });

  registerCall(app, getGroupUsers, async (input, request) => {
    const session = await existingSession(request);
    const owner = provenOwner(session.data, 'group', input.group_id);
    return lists.page(owner, session.tokenHash, input.search, input.page);
  });

  registerCall(app, sendMemberListCode, async (_input, request) => {
    const session = await existingSession(request);
    return codes.send(session, await site(request), request.ip, messageLanguage(request, session));
  });

  registerCall(app, verifyMemberListCode, async (input, request) => {
    await codes.verify(await existingSession(request), input.code);
    return { verified: true as const };
  });

  const startFilter = async (request: FastifyRequest, userId: number | undefined, tier: Tier) => {
    const current = await site(request);
    const started = await entry.start(await existingSession(request), current, userId, tier);
    return {
      temp_enrollment_id: started.enrollmentId,
      portal_id: started.portalId,
      group_id: started.groupId,
      identity: identityOf(started.data, current),
    };
  };

  registerCall(app, addFilterForExistingUser, async (input, request) => {
    const { data } = await existingSession(request);
    if (input.agent_id !== undefined && input.agent_id !== data.agentId) throw notYours();
    if (input.group_id !== undefined && input.group_id !== data.groupId) throw notYours();
    return startFilter(request, input.user_id, input.tier);
  });

  registerCall(app, addFilterForMember, async (input, request) => startFilter(request, input.user_id, input.tier));

  registerCall(app, validateMemberLink, async (input, request, reply) => {
    const current = await site(request);
    const session = await request.ensureSession(reply);
    const entered = await entry.enterLink(session, request.ip, current, input.link_id);
    return {
      user_id: entered.member.id,
      member_info: { first_name: entered.member.firstName },
      identity: identityOf(entered.session.data, current),
    };
  });

  registerCall(app, getMemberInfo, async (input, request) => ({
    member_info: await entry.current((await request.session())?.data ?? {}, input.user_id),
  }));

  registerCall(app, getGroupAgentMemberInfo, async (input, request) => {
    const data = (await request.session())?.data ?? {};
    if (input.group_id !== undefined && input.group_id !== data.groupId) throw notYours();
    return entry.enrollmentParties(data, await sessionEnrollment(request, input.enrollment_id));
  });
}

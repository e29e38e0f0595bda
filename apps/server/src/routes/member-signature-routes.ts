import { getMemberAgreement, saveMemberSignature } from '@openenroll/contract/wizard/receipt';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { registerCall } from '../http/register-call.ts';
import type { SignatureRequests } from '../wizard/completion/signature-requests.ts';

/** The member's own signature of what a representative or group completed: by the link's token, on its site only. */
export function memberSignatureRoutes(
  app: FastifyInstance,
  deps: { signatures: SignatureRequests; storefront: StorefrontService },
) {
  const siteOf = async (hostname: string) => (await deps.storefront.siteByDomain(hostname)).id;

  registerCall(app, getMemberAgreement, async (input, request) =>
    deps.signatures.read(input.token, await siteOf(request.hostname)),
  );
  registerCall(app, saveMemberSignature, async ({ token, ...input }, request) =>
    deps.signatures.sign(token, await siteOf(request.hostname), input, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    }),
  );
}

import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { formatUsDate } from '@openenroll/contract/us-date';
import { agreementMessages } from '@openenroll/contract/wizard/agreement-info';
import { memberSignaturePath } from '@openenroll/contract/wizard/receipt';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StorefrontService } from '../../catalog/storefront-service.ts';
import type { Db, Tx } from '../../db/client.ts';
import { agents, agreementEvidence, applications, groups, signatureRequests } from '../../db/schema.ts';
import { type FieldProblem, FieldsInvalid, NotConfigured, NotFound } from '../../errors/domain-error.ts';
import { brandOf } from '../../mail/mail-layout.ts';
import type { MailService } from '../../mail/mail-service.ts';
import type { Cipher } from '../../security/cipher.ts';
import type { AgreementInput, SigningClient } from '../agreement/agreement-service.ts';
import { answersById } from '../agreement/agreement-texts.ts';
import { checkedSignature } from '../agreement/signature-image.ts';
import { sameName } from '../agreement/signature-mode.ts';
import { signatureRequestMail, signatureRequestText, signedNoticeMail } from './application-mail.ts';
import { applicantName, type FrozenApplication } from './application-record.ts';
import type { Application, ApplicationStore } from './application-store.ts';

/** A member has two weeks to sign what their representative or group completed. */
export const SIGNATURE_LINK_DAYS = 14;
const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const notFound = () => new NotFound(storeMessages.linkNotFound);

type Deps = {
  db: Db;
  applications: ApplicationStore;
  storefront: Pick<StorefrontService, 'siteFor'>;
  mail: Pick<MailService, 'enqueue' | 'enqueueText' | 'canText'>;
  cipher?: Cipher;
  now?: () => Date;
};

/**
 * The member's later signature: a link (a random token, only its hash kept, one site, two weeks, used once) sent by
 * e-mail and, when asked, by text message; the agreement read and signed by it alone.
 */
export function createSignatureRequests(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const cipher = () => {
    if (!deps.cipher) throw new NotConfigured(storeMessages.noKeySignatures);
    return deps.cipher;
  };
  const about = async (application: Application, frozen: FrozenApplication) => ({
    brand: brandOf(await deps.storefront.siteFor(application.siteId), frozen.origin),
    confirmationNumber: application.confirmationNumber,
    frozen,
  });

  /** The open request of a token on this site, with its application; anything else reads as not found. */
  async function open(token: string, siteId: number, tx: Tx = deps.db) {
    const [row] = await tx
      .select({ request: signatureRequests, application: applications })
      .from(signatureRequests)
      .innerJoin(applications, eq(applications.id, signatureRequests.applicationId))
      .where(
        and(
          eq(signatureRequests.tokenHash, hashOf(token)),
          isNull(signatureRequests.signedAt),
          gt(signatureRequests.expiresAt, now()),
        ),
      );
    if (!row || row.request.siteId !== siteId || row.application.status !== 'awaiting-signature') throw notFound();
    return { ...row, frozen: deps.applications.frozenOf(row.application) };
  }

  return {
    /** At completion, in its transaction: the link e-mailed to the applicant's address, and texted when asked. */
    async issue(application: Application, frozen: FrozenApplication, sendSms: boolean, tx: Tx) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SIGNATURE_LINK_DAYS * DAY_MS);
      await tx.insert(signatureRequests).values({
        applicationId: application.id,
        siteId: application.siteId,
        tokenHash: hashOf(token),
        expiresAt,
      });
      const link = `${frozen.origin}${memberSignaturePath(token)}`;
      const mailAbout = await about(application, frozen);
      const { email, phone } = frozen.applicant;
      if (email) {
        const mail = signatureRequestMail(mailAbout, link, expiresAt);
        await deps.mail.enqueue({ ...mail, to: email, kind: 'signature-request', siteId: application.siteId }, tx);
      }
      if (sendSms && phone && deps.mail.canText()) {
        await deps.mail.enqueueText(
          {
            to: phone,
            text: signatureRequestText(mailAbout, link),
            kind: 'signature-request',
            siteId: application.siteId,
          },
          tx,
        );
      }
    },

    /** get-member-agreement: what the member is asked to sign, and no more of the application. */
    async read(token: string, siteId: number) {
      const { request, application, frozen } = await open(token, siteId);
      return {
        site_name: frozen.siteName,
        first_name: frozen.applicant.first_name,
        policy_id: application.confirmationNumber,
        plans: frozen.cart.plans.map((plan) => plan.plan_name),
        result: frozen.agreements.map(({ sha256: _sha, agreed: _agreed, code: _code, ...text }) => text),
        today: formatUsDate(now()),
        expires_at: request.expiresAt.toISOString(),
      };
    },

    /**
     * save-member-signature: the required agreements ticked, the applicant's name, a real signature. The evidence, the
     * application signed, a new PDF with the signature and the notice to whoever enrolled them, in one transaction.
     */
    async sign(
      token: string,
      siteId: number,
      input: Pick<AgreementInput, 'agreements' | 'user_name' | 'signature' | 'date'>,
      client: SigningClient,
    ) {
      const { request, application, frozen } = await open(token, siteId);
      const ticked = answersById(input.agreements);
      const problems: FieldProblem[] = frozen.agreements.flatMap((text, index) =>
        text.agreement === 1 && text.text_required && !ticked.get(text.question_id)
          ? [{ field: `agreements.${index}.answer`, message: agreementMessages.required }]
          : [],
      );
      const name = applicantName(frozen);
      if (!input.user_name) problems.push({ field: 'user_name', message: messages.required });
      else if (!sameName(input.user_name, name))
        problems.push({ field: 'user_name', message: agreementMessages.userName });
      const signature = input.signature ? checkedSignature(input.signature) : null;
      if (!signature) {
        const message = input.signature ? agreementMessages.signatureUnreadable : agreementMessages.signatureRequired;
        problems.push({ field: 'signature', message });
      }
      const [first, ...rest] = problems;
      if (first || !signature) throw new FieldsInvalid([first ?? { field: 'signature', message: '' }, ...rest]);

      const signedAt = now();
      const signed = { ...application, status: 'submitted' as const, signedAt };
      const pdf = await deps.applications.render(signed, frozen, {
        png: signature.png,
        signedAt,
        signer: name,
      });
      // Whoever enrolled the member is told: the group for a group's enrollment, else the representative.
      const [owner] =
        application.enrollBy === 'group' && application.groupId
          ? await deps.db.select({ email: groups.email }).from(groups).where(eq(groups.id, application.groupId))
          : application.agentId
            ? await deps.db.select({ email: agents.email }).from(agents).where(eq(agents.id, application.agentId))
            : [];
      const notice = signedNoticeMail(await about(application, frozen));
      await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(signatureRequests)
          .set({ signedAt })
          .where(and(eq(signatureRequests.id, request.id), isNull(signatureRequests.signedAt)))
          .returning({ id: signatureRequests.id });
        // Signed a moment ago by another tab: this one is the same link, used.
        if (!claimed) throw notFound();
        await tx.insert(agreementEvidence).values({
          enrollmentId: application.enrollmentId,
          signedAt,
          signer: 'member',
          signatureMode: 'sigapplicant',
          texts: frozen.agreements.map((text) => ({
            question_id: text.question_id,
            code: text.code,
            version: text.version,
            sha256: text.sha256,
            head: text.text_head,
            required: text.text_required,
            agreed: text.agreement === 1 ? ticked.get(text.question_id) === true : false,
          })),
          verificationSealed: cipher().encrypt(
            JSON.stringify({
              verifiedAs: { kind: 'member', name },
              typed: { user_name: input.user_name },
              date: input.date,
            }),
          ),
          signatureSealed: cipher().encrypt(signature.dataUrl),
          signatureSha256: signature.sha256,
          clientIp: client.ip,
          userAgent: client.userAgent.slice(0, 500),
        });
        await tx.update(applications).set({ status: 'submitted', signedAt }).where(eq(applications.id, application.id));
        await deps.applications.addDocument(application.id, pdf, 'signed', tx);
        if (owner) await deps.mail.enqueue({ ...notice, to: owner.email, kind: 'application-signed', siteId }, tx);
      });
      return { policy_id: application.confirmationNumber, signed: true as const };
    },
  };
}

export type SignatureRequests = ReturnType<typeof createSignatureRequests>;

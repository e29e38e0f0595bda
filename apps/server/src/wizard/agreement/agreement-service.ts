import { randomUUID } from 'node:crypto';
import type { Locale } from '@openenroll/contract/locale';
import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { formatUsDate, parseUsDate } from '@openenroll/contract/us-date';
import {
  agreementFieldNames,
  agreementMessages,
  type SignatureMode,
  verificationFields,
  verificationTitles,
} from '@openenroll/contract/wizard/agreement-info';
import type { PaymentMethod } from '@openenroll/contract/wizard/billing-info';
import type { FormField } from '@openenroll/contract/wizard/fields';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CartService } from '../../cart/cart-service.ts';
import type { PlanBookReader } from '../../catalog/plan-book.ts';
import type { Db, Tx } from '../../db/client.ts';
import { agents, agreementEvidence, groups } from '../../db/schema.ts';
import type { EnrollmentStore } from '../../enrollment/enrollment-store.ts';
import { type FieldProblem, FieldsInvalid, Forbidden, NotConfigured } from '../../errors/domain-error.ts';
import type { Cipher } from '../../security/cipher.ts';
import type { SessionData } from '../../session/session-service.ts';
import type { BillingAnswers } from '../billing/billing-answers.ts';
import type { BillingService } from '../billing/billing-service.ts';
import type { StepStore, StepValues } from '../step-store.ts';
import { completedOf, type WizardContext } from '../wizard-context.ts';
import type { WizardService } from '../wizard-service.ts';
import { type AgreementCatalog, agreedText, agreementIn, answersById, shownText, textsFor } from './agreement-texts.ts';
import { checkedSignature } from './signature-image.ts';
import { sameName, signatureModeOf } from './signature-mode.ts';

export type AgreementInput = {
  eprocess?: 'rep' | 'applicant' | 'group';
  agreements: { question_id: number; answer: number }[];
  verification_code?: string;
  date?: string;
  agent_name?: string;
  agent_code?: string;
  group_name?: string;
  group_code?: string;
  user_name?: string;
  signature?: string;
};

/** Where a signing came from: the client's address and browser, kept with the evidence. */
export type SigningClient = { ip: string; userAgent: string };

/** The Agreement & Signature step as kept in the step store: what was agreed and how, never the image itself. */
export type AgreementAnswers = {
  signature_mode: SignatureMode;
  agreed: number[];
  texts: { question_id: number; version: number; sha256: string }[];
  /** The language the texts were shown in, when not English: completion checks them in it. */
  language?: Locale;
  signed: boolean;
  evidence_id: string;
  date: string;
  verification: { agent_name?: string; group_name?: string; user_name?: string };
};

type Deps = {
  db: Db;
  wizard: Pick<WizardService, 'stepContext'>;
  steps: StepStore;
  planBook: PlanBookReader;
  agreements: AgreementCatalog;
  cart: Pick<CartService, 'view'>;
  enrollments: Pick<EnrollmentStore, 'find'>;
  billing: Pick<BillingService, 'choiceFor'>;
  cipher?: Cipher;
  now?: () => Date;
};

const roleOf = (mode: SignatureMode) => (mode === 'sigapplicant' ? 'applicant' : mode);

/** Agreement & Signature: the texts a cart brings, who verifies, and the evidence of each signing. */
export function createAgreementService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const cipher = () => {
    if (!deps.cipher) throw new NotConfigured(storeMessages.noKeySignatures);
    return deps.cipher;
  };

  /**
   * The step's answers and the evidence of its signing, kept together: the signings of one turn in one statement,
   * each evidence column from an array of the turn's values.
   */
  const saveWithEvidence = deps.steps.answersSavedWith('enrollment_step_answers_signed', (db) =>
    db.$with('evidence').as(
      db
        .insert(agreementEvidence)
        .select(
          sql`select e.id::uuid, e.enrollment_id, e.signed_at::timestamptz, e.signer, e.signature_mode, e.texts::jsonb,
              e.verification_sealed, e.signature_sealed, e.signature_sha256, e.client_ip, e.user_agent
            from unnest(${sql.placeholder('evidenceId')}::text[], ${sql.placeholder('enrollmentId')}::text[],
              ${sql.placeholder('signedAt')}::text[], ${sql.placeholder('signer')}::text[],
              ${sql.placeholder('signatureMode')}::text[], ${sql.placeholder('texts')}::text[],
              ${sql.placeholder('verificationSealed')}::text[], ${sql.placeholder('signatureSealed')}::text[],
              ${sql.placeholder('signatureSha256')}::text[], ${sql.placeholder('clientIp')}::text[],
              ${sql.placeholder('userAgent')}::text[])
              as e(id, enrollment_id, signed_at, signer, signature_mode, texts, verification_sealed, signature_sealed,
                signature_sha256, client_ip, user_agent)`,
        )
        .returning({ id: agreementEvidence.id }),
    ),
  );

  async function cartPlans(context: WizardContext) {
    const book = await deps.planBook();
    return context.planIds.flatMap((id) => book.byId.get(id) ?? []);
  }

  /**
   * The payment method saved on Billing (its answers read here unless the caller has them), else the one the cart
   * locks; it may bring an informational text.
   */
  async function methodOf(context: WizardContext, billing?: StepValues | null): Promise<PaymentMethod | null> {
    const saved = (
      billing === undefined ? (await deps.steps.read(context.enrollment.id, 'billing_info'))?.answers : billing
    ) as BillingAnswers | null | undefined;
    if (saved) return saved.payment_method;
    const choice = await deps.billing.choiceFor(context);
    return choice.locked ? choice.payment_method : null;
  }

  /** The catalog texts this enrollment is asked to agree to, in order. */
  async function textsOf(context: WizardContext, billing?: StepValues | null) {
    const [all, plans, method] = await Promise.all([deps.agreements(), cartPlans(context), methodOf(context, billing)]);
    return textsFor(all, plans, method);
  }

  async function modeOf(context: WizardContext) {
    return signatureModeOf(context.enrollment, await cartPlans(context));
  }

  /** The verification answers checked against who the session is; a mismatch is told under the field. */
  async function verify(
    context: WizardContext,
    mode: SignatureMode,
    input: AgreementInput,
    who: SessionData,
    personal: StepValues | null | undefined,
  ) {
    const problems: FieldProblem[] = [];
    const need = (field: keyof AgreementInput, matches: boolean, wrong: string) => {
      const typed = input[field];
      if (typeof typed !== 'string' || typed.trim() === '') problems.push({ field, message: messages.required });
      else if (!matches) problems.push({ field, message: wrong });
    };
    const { enrollment } = context;
    if (mode === 'rep') {
      if (!who.repAuthenticated || !who.agentId || who.agentId !== enrollment.agentId) {
        throw new Forbidden(agreementMessages.repOnly, 'rep-only');
      }
      const [agent] = await deps.db.select().from(agents).where(eq(agents.id, who.agentId));
      if (!agent) throw new Forbidden(agreementMessages.repOnly, 'rep-only');
      const names = [
        `${agent.firstName} ${agent.lastName}`,
        `${agent.firstName} ${agent.middleName ?? ''} ${agent.lastName}`,
      ];
      need(
        'agent_name',
        names.some((name) => sameName(input.agent_name, name)),
        agreementMessages.agentName,
      );
      need('agent_code', sameName(input.agent_code, agent.accessCode), agreementMessages.agentCode);
      return { problems, verifiedAs: { kind: 'agent' as const, id: agent.id, name: names[0] ?? '' } };
    }
    if (mode === 'group') {
      if (!who.groupAuthenticated || !who.groupId || who.groupId !== enrollment.groupId) {
        throw new Forbidden(agreementMessages.groupOnly, 'group-only');
      }
      const [group] = await deps.db.select().from(groups).where(eq(groups.id, who.groupId));
      if (!group) throw new Forbidden(agreementMessages.groupOnly, 'group-only');
      need('group_name', sameName(input.group_name, group.name), agreementMessages.groupName);
      need('group_code', sameName(input.group_code, group.enrollmentCode), agreementMessages.groupCode);
      return { problems, verifiedAs: { kind: 'group' as const, id: group.id, name: group.name } };
    }
    const applicant = personal ? `${personal.first_name ?? ''} ${personal.last_name ?? ''}` : '';
    need('user_name', applicant.trim() !== '' && sameName(input.user_name, applicant), agreementMessages.userName);
    return { problems, verifiedAs: { kind: 'applicant' as const, name: applicant } };
  }

  /** The date the form shows: today or, for a browser in another time zone, the day before or after. */
  function dateProblem(date: string | undefined): FieldProblem | null {
    if (!date) return null;
    const day = parseUsDate(date);
    const today = Date.parse(`${now().toISOString().slice(0, 10)}T00:00:00Z`);
    if (!day || Math.abs(day.getTime() - today) > 86_400_000)
      return { field: 'date', message: agreementMessages.notToday };
    return null;
  }

  return {
    textsOf,
    modeOf,

    /** get-agreement-texts. */
    async texts(enrollmentId: string, language?: Locale) {
      const context = await deps.wizard.stepContext(enrollmentId, 'agreement_info');
      const [texts, view] = await Promise.all([textsOf(context), deps.cart.view(enrollmentId)]);
      return {
        result: texts.map((text) => shownText(agreementIn(text, language))),
        special_message: view.special_message,
        l713_net_price: view.l713_net_price,
        has_l713: view.has_l713,
      };
    },

    /** get-form-fields-agreement-info: the verification fields of who enrolls, the date, the signature mode. */
    async fields(enrollmentId: string) {
      const context = await deps.wizard.stepContext(enrollmentId, 'agreement_info');
      const [{ mode, need }, step] = await Promise.all([
        modeOf(context),
        deps.steps.read(enrollmentId, 'agreement_info'),
      ]);
      const asked = new Set<string>([...verificationFields[mode], 'date', ...(need === 'none' ? [] : ['signature'])]);
      const saved = (step?.answers as AgreementAnswers | null | undefined)?.verification ?? {};
      const values: Record<string, FormField['value'] | undefined> = { ...saved, ...(step?.draft ?? {}) } as Record<
        string,
        FormField['value']
      >;
      const today = formatUsDate(now());
      return {
        result: agreementFieldNames.map((name) => ({
          field_name: name,
          required: asked.has(name),
          read_only: name === 'date',
          value: name === 'date' ? today : name === 'signature' ? null : (values[name] ?? null),
        })),
        draft_revision: step?.draftRevision ?? null,
        signature_mode: mode,
        verification_title: verificationTitles[mode],
        signature: need,
        today,
      };
    },

    /**
     * save-agreement-info: every required text ticked, the verification answered as who enrolls, the signature when
     * the mode needs one; then the step and its evidence, together.
     */
    async save(
      enrollmentId: string,
      input: AgreementInput,
      who: SessionData,
      client: SigningClient,
      language?: Locale,
    ) {
      const context = await deps.wizard.stepContext(enrollmentId, 'agreement_info');
      const { mode, need } = await modeOf(context);
      if (input.eprocess && input.eprocess !== roleOf(mode))
        throw new Forbidden(agreementMessages.wrongRole, 'wrong-role');
      const held = await deps.steps.readSteps(enrollmentId, ['billing_info', 'primary_info']);
      const texts = await textsOf(context, held.billing_info?.answers ?? null);
      const ticked = answersById(input.agreements);
      const problems: FieldProblem[] = texts.flatMap((text, index) =>
        text.agreement && text.required && !ticked.get(text.id)
          ? [{ field: `agreements.${index}.answer`, message: agreementMessages.required }]
          : [],
      );
      const { problems: verification, verifiedAs } = await verify(
        context,
        mode,
        input,
        who,
        held.primary_info?.answers,
      );
      problems.push(...verification);
      const date = dateProblem(input.date);
      if (date) problems.push(date);
      const signature = input.signature ? checkedSignature(input.signature) : null;
      if (input.signature && !signature) {
        problems.push({ field: 'signature', message: agreementMessages.signatureUnreadable });
      } else if (!signature && need === 'required') {
        problems.push({ field: 'signature', message: agreementMessages.signatureRequired });
      }
      const [first, ...rest] = problems;
      if (first) throw new FieldsInvalid([first, ...rest]);

      const signedAt = now();
      const typed = { agent_name: input.agent_name, group_name: input.group_name, user_name: input.user_name };
      const agreed = texts.map((text) =>
        agreedText(agreementIn(text, language), text.agreement ? ticked.get(text.id) === true : false),
      );
      const shownIn = agreed.find((text) => text.language)?.language;
      const evidenceId = randomUUID();
      const evidence = {
        evidenceId,
        enrollmentId,
        signedAt: signedAt.toISOString(),
        signer: roleOf(mode),
        signatureMode: mode,
        texts: JSON.stringify(agreed),
        verificationSealed: cipher().encrypt(
          JSON.stringify({ verifiedAs, typed, verification_code: input.verification_code ?? null, date: input.date }),
        ),
        signatureSealed: signature ? cipher().encrypt(signature.dataUrl) : null,
        signatureSha256: signature?.sha256 ?? null,
        clientIp: client.ip,
        userAgent: client.userAgent.slice(0, 500),
      };
      const answers: AgreementAnswers = {
        signature_mode: mode,
        agreed: agreed.filter((text) => text.agreed).map((text) => text.question_id),
        texts: agreed.map(({ question_id, version, sha256 }) => ({ question_id, version, sha256 })),
        ...(shownIn && { language: shownIn }),
        signed: signature !== null,
        evidence_id: evidenceId,
        date: formatUsDate(signedAt),
        verification: typed,
      };
      const done = await saveWithEvidence(enrollmentId, 'agreement_info', answers, evidence);
      return { completed: completedOf(context, done), signed: signature !== null };
    },

    /**
     * Whether the enrollment's latest signing carries a signature (the pad, or the member's by link). Nothing is
     * signed before checkout (the wizard opens after it), so the cart page's reads ask the database only after it.
     */
    async signed(enrollmentId: string, tx: Tx = deps.db) {
      if (!(await deps.enrollments.find(enrollmentId, tx)).checkedOutAt) return false;
      const [latest] = await tx
        .select({ signature: agreementEvidence.signatureSha256 })
        .from(agreementEvidence)
        .where(eq(agreementEvidence.enrollmentId, enrollmentId))
        .orderBy(desc(agreementEvidence.signedAt))
        .limit(1);
      return Boolean(latest?.signature);
    },

    /** The latest evidence with a signature, for the application's document. */
    async latestSignature(enrollmentId: string) {
      const [row] = await deps.db
        .select()
        .from(agreementEvidence)
        .where(and(eq(agreementEvidence.enrollmentId, enrollmentId), isNotNull(agreementEvidence.signatureSealed)))
        .orderBy(desc(agreementEvidence.signedAt))
        .limit(1);
      return row?.signatureSealed ? { ...row, image: cipher().decrypt(row.signatureSealed) } : null;
    },
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;

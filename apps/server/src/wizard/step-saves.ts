import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { isoToUs } from '@openenroll/contract/us-date';
import { contactInfoFor } from '@openenroll/contract/wizard/contact-info';
import { employerInfoFor } from '@openenroll/contract/wizard/employer-info';
import { wizardMessages as fieldMessages } from '@openenroll/contract/wizard/fields';
import { personalInfoFor } from '@openenroll/contract/wizard/personal-info';
import { type FieldStep, stepFieldNames } from '@openenroll/contract/wizard/step-fields';
import type { z } from 'zod';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { EmailCheck } from '../contact-check/email-check.ts';
import type { PhoneCheck } from '../contact-check/phone-check.ts';
import type { Db } from '../db/client.ts';
import { type FieldProblem, FieldsInvalid, Refused } from '../errors/domain-error.ts';
import type { SessionData } from '../session/session-service.ts';
import type { ContactProof } from './contact-proof.ts';
import { isMasked } from './masked.ts';
import { contactChecks } from './member-contacts.ts';
import type { Prefill } from './prefill.ts';
import { formFieldsOf } from './step-plan.ts';
import type { StepStore, StepValues } from './step-store.ts';
import { completedOf, type WizardContext } from './wizard-context.ts';
import type { WizardService } from './wizard-service.ts';

/** The first message under each field, in the order the form shows the fields. */
export function problemsOf(error: z.ZodError, order: readonly string[] = []): FieldProblem[] {
  const seen = new Map<string, FieldProblem>();
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (!seen.has(field)) seen.set(field, { field, message: issue.message });
  }
  const rank = (problem: FieldProblem) => {
    const at = order.indexOf(problem.field.split('.')[0] ?? '');
    return at === -1 ? order.length : at;
  };
  return [...seen.values()].sort((a, b) => rank(a) - rank(b));
}

function refuseIf(problems: FieldProblem[]) {
  const [first, ...rest] = problems;
  if (first) throw new FieldsInvalid([first, ...rest]);
}

/** Representatives and groups may save an e-mail or phone the validation service doubts (part 2, §2.5). */
const maySkipValidation = (who: SessionData) => Boolean(who.repAuthenticated || who.groupAuthenticated);

type Deps = {
  db: Db;
  storefront: Pick<StorefrontService, 'siteFor'>;
  wizard: Pick<WizardService, 'stepContext'>;
  steps: StepStore;
  prefill: Prefill;
  proof: ContactProof;
  emailCheck: EmailCheck;
  phoneCheck: PhoneCheck;
};

/** The saves of Personal, Contact and Employer Information: checked by the fields the enrollment asks for. */
export function createStepSaves(deps: Deps) {
  /** The values sent for the step's asked fields, a locked field replaced by what the store knows. */
  async function asked(context: WizardContext, step: FieldStep, input: StepValues) {
    const known = await deps.prefill[step](context.enrollment);
    const values: StepValues = { ...input };
    for (const name of context.plan.locked(step)) if (known[name] !== undefined) values[name] = known[name];
    return { fields: formFieldsOf(context.plan, step, {}), values, known };
  }

  /** What a save answers: the enrollment's completed steps, this one now among them (as get-dynamic-tabs lists them). */
  async function saved(context: WizardContext, tab: FieldStep, answers: StepValues) {
    const done = await deps.steps.saveAnswers(context.enrollment.id, tab, answers);
    return { completed: completedOf(context, done) };
  }

  return {
    async personal(enrollmentId: string, input: StepValues) {
      const context = await deps.wizard.stepContext(enrollmentId, 'primary_info');
      const { fields, known } = await asked(context, 'primary_info', input);
      const sent = { ...input };
      if (sent.ssn === '' || sent.ssn === null || isMasked(sent.ssn)) delete sent.ssn;
      // A typed SSN replaces the one on file, which is then not read (one statement less for a first save).
      let onFile: Promise<string | undefined> | undefined;
      const ssnOnFile = () => {
        onFile ??= deps.steps
          .read(enrollmentId, 'primary_info')
          .then((stored) => (stored?.answers?.ssn ?? known.ssn) as string | undefined);
        return onFile;
      };
      const optional = sent.ssn === undefined && (await ssnOnFile()) !== undefined;
      const parsed = personalInfoFor(fields, { ssnOnFile: optional }).safeParse(sent);
      const problems = parsed.success ? [] : problemsOf(parsed.error, stepFieldNames.primary_info);
      const site = await deps.storefront.siteFor(context.enrollment.siteId);
      if (site.enrollerCode === 'mandatory' && !context.enrollment.enrollerAgentId) {
        problems.push({ field: 'enroller_code', message: messages.required });
      }
      refuseIf(problems);
      const values = parsed.success ? (parsed.data as StepValues) : {};
      const { enrollment } = context;
      const kept = 'ssn' in values ? undefined : await ssnOnFile();
      const answers = {
        ...values,
        ...(kept === undefined ? {} : { ssn: kept }),
        birthdate: enrollment.dob ? isoToUs(enrollment.dob) : null,
        gender: enrollment.gender,
      };
      return saved(context, 'primary_info', answers);
    },

    async contact(enrollmentId: string, input: StepValues, who: SessionData) {
      const context = await deps.wizard.stepContext(enrollmentId, 'contact_info');
      const { fields, values } = await asked(context, 'contact_info', input);
      const parsed = contactInfoFor(fields).safeParse(values);
      if (!parsed.success) refuseIf(problemsOf(parsed.error, stepFieldNames.contact_info));
      const contact = (parsed.success ? parsed.data : {}) as StepValues & {
        email_address?: string;
        phone_number?: string;
      };
      const skip = maySkipValidation(who);
      const problems: FieldProblem[] = [];
      const { email_address: email, phone_number: phone } = contact;
      const { taken, proven } = await contactChecks(
        deps.db,
        { email, phone },
        context.enrollment.memberId,
        enrollmentId,
      );
      if (email !== undefined) {
        if (taken.email) problems.push({ field: 'email_address', message: fieldMessages.emailExists });
        else if (!(skip && contact.skip_validation_email === 1) && !proven.email) {
          const check = await deps.emailCheck(email);
          if (!check.valid)
            problems.push({ field: 'email_address', message: fieldMessages.invalidEmail, doubted: true });
        }
      }
      if (phone !== undefined) {
        if (taken.phone) problems.push({ field: 'phone_number', message: fieldMessages.phoneExists });
        else if (!(skip && contact.skip_validation_phone === 1) && !proven.phone) {
          const check = await deps.phoneCheck(phone);
          if (!check.valid)
            problems.push({ field: 'phone_number', message: fieldMessages.invalidPhone, doubted: true });
        }
      }
      refuseIf(problems);
      return saved(context, 'contact_info', contact);
    },

    async employer(enrollmentId: string, input: StepValues & { skip?: boolean }, who: SessionData) {
      const context = await deps.wizard.stepContext(enrollmentId, 'employer_info');
      if (input.skip) {
        if (!context.hasIha) throw new Refused(storeMessages.noSkip, 'no-skip');
        return saved(context, 'employer_info', { skipped: true });
      }
      const { fields, values } = await asked(context, 'employer_info', input);
      const effective = context.enrollment.effectiveDate ? isoToUs(context.enrollment.effectiveDate) : null;
      const parsed = employerInfoFor(fields, effective).safeParse(values);
      if (!parsed.success) refuseIf(problemsOf(parsed.error, stepFieldNames.employer_info));
      const employer = (parsed.success ? parsed.data : {}) as StepValues & { phone?: string };
      const phone = employer.phone;
      if (
        phone !== undefined &&
        !(maySkipValidation(who) && employer.skip_validation_phone === 1) &&
        !(await deps.proof.isVerified(enrollmentId, 'phone', phone)) &&
        !(await deps.phoneCheck(phone)).valid
      ) {
        refuseIf([{ field: 'phone', message: fieldMessages.invalidPhone, doubted: true }]);
      }
      return saved(context, 'employer_info', employer);
    },
  };
}

export type StepSaves = ReturnType<typeof createStepSaves>;

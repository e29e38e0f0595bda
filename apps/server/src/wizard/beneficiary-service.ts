import { storeMessages } from '@openenroll/contract/store-messages';
import {
  type Beneficiary,
  beneficiary,
  beneficiaryList,
  beneficiaryRelationships,
  type ShownBeneficiary,
} from '@openenroll/contract/wizard/beneficiary-info';
import { type FieldProblem, FieldsInvalid, Refused } from '../errors/domain-error.ts';
import { keptSsns, withKeptSsn } from './list-ssns.ts';
import { maskSsn } from './masked.ts';
import { problemsOf } from './step-saves.ts';
import type { StepStore, StepValues } from './step-store.ts';
import { completedOf } from './wizard-context.ts';
import type { WizardService } from './wizard-service.ts';

type SentBeneficiary = Record<string, unknown> & { beneficiary_id?: string; ssn?: string };

const shown = (one: Beneficiary, index: number): ShownBeneficiary => ({
  beneficiary_id: one.beneficiary_id ?? `b${index + 1}`,
  first_name: one.first_name,
  middle_name: one.middle_name ?? null,
  last_name: one.last_name,
  birthdate: one.birthdate,
  ssn: one.ssn ? maskSsn(one.ssn) : null,
  relationship: one.relationship,
  beneficiary_percentage: one.beneficiary_percentage,
  is_contigent: one.is_contigent,
});

/** The Beneficiary step: each beneficiary checked alone, then the list as a whole (§2.8, §4, §5). */
export function createBeneficiaryService(deps: { wizard: Pick<WizardService, 'stepContext'>; steps: StepStore }) {
  /** The SSNs held for the step's beneficiaries (saved, or drafted when they joined the list), by id. */
  const held = async (enrollmentId: string) => {
    const stored = await deps.steps.read(enrollmentId, 'beneficiary_info');
    return keptSsns('beneficiary_info', stored?.answers, stored?.draft);
  };

  function refuse(problems: FieldProblem[]): never {
    const [first, ...rest] = problems;
    if (!first) throw new Refused(storeMessages.beneficiariesRefused);
    throw new FieldsInvalid([first, ...rest]);
  }

  return {
    relationships: () => beneficiaryRelationships.map((name) => ({ name, value: name })),

    /** The list to start from: saved, else drafted (an existing member's policies carry none in this store). */
    async existing(enrollmentId: string) {
      await deps.wizard.stepContext(enrollmentId, 'beneficiary_info');
      const stored = await deps.steps.read(enrollmentId, 'beneficiary_info');
      const list = (stored?.draft?.beneficiaries ?? stored?.answers?.beneficiaries ?? []) as Beneficiary[];
      return { beneficiaries: list.map(shown), draft_revision: stored?.draftRevision ?? null };
    },

    async validate(enrollmentId: string, sent: SentBeneficiary) {
      await deps.wizard.stepContext(enrollmentId, 'beneficiary_info');
      const checked = beneficiary.safeParse(withKeptSsn('beneficiary_info', sent, await held(enrollmentId)));
      if (!checked.success) refuse(problemsOf(checked.error));
      return { status: true as const };
    },

    async save(enrollmentId: string, sent: SentBeneficiary[]) {
      const context = await deps.wizard.stepContext(enrollmentId, 'beneficiary_info');
      const kept = await held(enrollmentId);
      const checked = beneficiaryList.safeParse(sent.map((one) => withKeptSsn('beneficiary_info', one, kept)));
      if (!checked.success) {
        // The list's own rule (count, total) has no field: it names the list, as the step's main error area shows.
        refuse(
          problemsOf(checked.error).map((problem) => ({
            ...problem,
            field: problem.field ? `beneficiaries.${problem.field}` : 'beneficiaries',
          })),
        );
      }
      const list = checked.data.map((one, index) => ({
        ...one,
        beneficiary_id: one.beneficiary_id ?? `b${index + 1}`,
      }));
      const done = await deps.steps.saveAnswers(enrollmentId, 'beneficiary_info', {
        beneficiaries: list,
      } as StepValues);
      return { completed: completedOf(context, done) };
    },
  };
}

export type BeneficiaryService = ReturnType<typeof createBeneficiaryService>;

import {
  getBeneficiariesExistingUserEnrollment,
  getBeneficiaryRelationships,
  getFormFieldsBeneficiaryInfo,
  saveBeneficiaryInfo,
  validateSingleBeneficiary,
} from '@openenroll/contract/wizard/beneficiary-info';
import {
  deleteDependentInIO,
  getDependentsExistingUserEnrollment,
  getFormFieldsDependentPrimaryInfo,
  saveDependentInfo,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from '@openenroll/contract/wizard/dependent-info';
import {
  getExistingPrimaryHealthInfo,
  getHealthQuestionsDependentInfo,
  getHealthQuestionsPrimaryHealthInfo,
  savePrimaryHealthInfo,
} from '@openenroll/contract/wizard/health-info';
import type { FastifyInstance } from 'fastify';

const beneficiaryFields = [
  'first_name',
  'middle_name',
  'last_name',
  'birthdate',
  'ssn',
  'relationship',
  'beneficiary_percentage',
];

import { registerCall } from '../http/register-call.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import type { BeneficiaryService } from '../wizard/beneficiary-service.ts';
import type { DependentsStep } from '../wizard/dependents-step.ts';
import type { HealthService } from '../wizard/health-service.ts';

/** The wizard's steps about people: beneficiaries, health questions and dependents. */
export function wizardPeopleRoutes(
  app: FastifyInstance,
  deps: { beneficiaries: BeneficiaryService; health: HealthService; dependents: DependentsStep },
) {
  const { beneficiaries, health, dependents } = deps;

  registerCall(app, getBeneficiaryRelationships, async () => ({ result: beneficiaries.relationships() }));
  // Every beneficiary is asked the same: the catalog does not choose these fields.
  registerCall(app, getFormFieldsBeneficiaryInfo, async (input, request) => {
    await ownEnrollment(request, input.enrollment_id);
    const asked = (field_name: string) => ({ field_name, required: true, read_only: false, value: null });
    return { result: beneficiaryFields.map(asked), draft_revision: null };
  });
  registerCall(app, getBeneficiariesExistingUserEnrollment, async (input, request) =>
    beneficiaries.existing(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, validateSingleBeneficiary, async ({ enrollment_id, ...beneficiary }, request) =>
    beneficiaries.validate(await ownEnrollment(request, enrollment_id), beneficiary),
  );
  registerCall(app, saveBeneficiaryInfo, async (input, request) =>
    beneficiaries.save(await ownEnrollment(request, input.enrollment_id), input.beneficiaries),
  );

  registerCall(app, getHealthQuestionsPrimaryHealthInfo, async (input, request) => ({
    result: await health.questions(await ownEnrollment(request, input.enrollment_id), requestLanguage(request)),
  }));
  registerCall(app, getHealthQuestionsDependentInfo, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const fields = await dependents.fields(enrollmentId);
    const ids = fields.health_questions ? await health.questionIds(enrollmentId) : [];
    return { result: await health.questionsFor(ids, requestLanguage(request)) };
  });
  registerCall(app, getExistingPrimaryHealthInfo, async (input, request) =>
    health.existing(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, savePrimaryHealthInfo, async ({ enrollment_id, ...answers }, request) =>
    health.save(await ownEnrollment(request, enrollment_id), answers),
  );

  registerCall(app, getFormFieldsDependentPrimaryInfo, async (input, request) =>
    dependents.fields(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, getDependentsExistingUserEnrollment, async (input, request) => ({
    result: await dependents.existing(await ownEnrollment(request, input.enrollment_id)),
  }));
  registerCall(app, validateSingleDependent, async ({ enrollment_id, ...dependent }, request) =>
    dependents.validate(await ownEnrollment(request, enrollment_id), dependent),
  );
  registerCall(app, saveDependentInfoToTemp, async (input, request) =>
    dependents.saveTemp(
      await ownEnrollment(request, input.enrollment_id),
      input.dependents,
      input.spouse_declined ?? false,
    ),
  );
  registerCall(app, saveDependentInfo, async (input, request) =>
    dependents.save(await ownEnrollment(request, input.enrollment_id), input.dependents),
  );
  registerCall(app, deleteDependentInIO, async (input, request) =>
    dependents.dropAll(await ownEnrollment(request, input.enrollment_id)),
  );
}

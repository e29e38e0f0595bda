import type { Locale } from '@openenroll/contract/locale';
import { storeMessages } from '@openenroll/contract/store-messages';
import {
  getFormFieldsContactInfo,
  getStates,
  saveContactInfo,
  validateEmailNeverbounce,
  validateMemberEmail,
  validatePhoneNumverify,
} from '@openenroll/contract/wizard/contact-info';
import {
  averageWorkWeeks,
  bargainingUnits,
  choiceName,
  compensationTypes,
  type EmployerChoice,
  employmentStatuses,
  getAverageWorkWeek,
  getBargainingUnit,
  getCompensationTypes,
  getEmploymentStatus,
  getFormFieldsEmployerInfo,
  getGroupInfo,
  getHolidayPolicy,
  getVacationPolicy,
  holidayPolicies,
  saveEmployerInfo,
  vacationPolicies,
} from '@openenroll/contract/wizard/employer-info';
import { wizardMessages } from '@openenroll/contract/wizard/fields';
import { sendOtp, verifyOtp } from '@openenroll/contract/wizard/otp';
import {
  checkEnrollCode,
  getFormFieldsPersonalInfo,
  saveEnrollerCode,
  savePersonalInfo,
} from '@openenroll/contract/wizard/personal-info';
import { usStates } from '@openenroll/contract/wizard/states';
import { cancelEnrollment, checkTabRequired, getDynamicTabs, saveStepDraft } from '@openenroll/contract/wizard/tabs';
import type { FastifyInstance } from 'fastify';
import type { EmailCheck } from '../contact-check/email-check.ts';
import type { PhoneCheck } from '../contact-check/phone-check.ts';
import type { Db } from '../db/client.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { FieldInvalid, NotFound } from '../errors/domain-error.ts';
import { messageLanguage } from '../http/message-language.ts';
import { registerCall } from '../http/register-call.ts';
import { requestLanguage } from '../http/request-language.ts';
import { setResumeCookie } from '../http/resume-cookie.ts';
import { ownEnrollment, sessionEnrollment } from '../http/session-enrollment.ts';
import type { EnrollerCodeService } from '../wizard/enroller-code-service.ts';
import { memberContactTaken } from '../wizard/member-contacts.ts';
import type { OtpService } from '../wizard/otp-service.ts';
import type { Prefill } from '../wizard/prefill.ts';
import type { ResumeTokenService } from '../wizard/resume-token-service.ts';
import type { StepSaves } from '../wizard/step-saves.ts';
import type { WizardService } from '../wizard/wizard-service.ts';

type Deps = {
  db: Db;
  wizard: WizardService;
  resumeTokens: ResumeTokenService;
  saves: StepSaves;
  enrollerCodes: EnrollerCodeService;
  prefill: Prefill;
  enrollments: Pick<EnrollmentStore, 'find'>;
  emailCheck: EmailCheck;
  phoneCheck: PhoneCheck;
  otp: OtpService;
};

const choices = (list: readonly EmployerChoice[], locale: Locale) => ({
  result: list.map((choice) => ({ name: choiceName(choice, locale), value: choice.value })),
});

/** The wizard's first steps: which steps and fields, their saves and drafts, lookups and contact checks. */
export function wizardRoutes(app: FastifyInstance, deps: Deps) {
  const { wizard, saves } = deps;
  const who = async (request: Parameters<typeof ownEnrollment>[0]) => (await request.session())?.data ?? {};

  registerCall(app, getDynamicTabs, async (input, request, reply) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const tabs = await wizard.tabs(enrollmentId);
    // Read once per visit of the wizard: this browser may come back to it after the session times out.
    const session = await request.session();
    if (session) setResumeCookie(request, reply, await deps.resumeTokens.issue(session, enrollmentId));
    return tabs;
  });
  registerCall(app, checkTabRequired, async (input, request) => {
    const { result } = await wizard.tabs(await ownEnrollment(request, input.enrollment_id));
    return { result: { required: result.some((tab) => tab.tab_name === input.tab_name && tab.required) } };
  });

  registerCall(app, getFormFieldsPersonalInfo, async (input, request) =>
    wizard.fields(await ownEnrollment(request, input.enrollment_id), 'primary_info'),
  );
  registerCall(app, getFormFieldsContactInfo, async (input, request) =>
    wizard.fields(await ownEnrollment(request, input.enrollment_id), 'contact_info'),
  );
  registerCall(app, getFormFieldsEmployerInfo, async (input, request) =>
    wizard.fields(await ownEnrollment(request, input.enrollment_id), 'employer_info'),
  );

  registerCall(app, savePersonalInfo, async ({ enrollment_id, ...fields }, request) =>
    saves.personal(await ownEnrollment(request, enrollment_id), fields),
  );
  registerCall(app, saveContactInfo, async ({ enrollment_id, ...fields }, request) =>
    saves.contact(await ownEnrollment(request, enrollment_id), fields, await who(request)),
  );
  registerCall(app, saveEmployerInfo, async ({ enrollment_id, ...fields }, request) =>
    saves.employer(await ownEnrollment(request, enrollment_id), fields, await who(request)),
  );

  registerCall(app, saveStepDraft, async (input, request) =>
    wizard.saveDraft(await ownEnrollment(request, input.enrollment_id), input.tab_name, input.revision, input.data),
  );

  registerCall(app, cancelEnrollment, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const session = await request.session();
    if (!session) throw new NotFound(storeMessages.enrollmentNotFound);
    await wizard.cancel(session, enrollmentId);
    return { result: true as const };
  });

  registerCall(app, checkEnrollCode, async (input, request) =>
    deps.enrollerCodes.check(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, saveEnrollerCode, async (input, request) =>
    deps.enrollerCodes.save(await ownEnrollment(request, input.enrollment_id), input.enrollerCode, request.ip),
  );

  registerCall(app, getGroupInfo, async (input, request) => {
    const enrollment = await deps.enrollments.find(await ownEnrollment(request, input.enrollment_id));
    const group = await deps.prefill.group(enrollment);
    return {
      general_info: group ? { group_name: group.name, group_phone: group.phone } : null,
      address_information: group
        ? { address1: group.address1, city: group.city, state: group.state, zip: group.zip }
        : null,
    };
  });

  const lookups = [
    [getAverageWorkWeek, averageWorkWeeks],
    [getEmploymentStatus, employmentStatuses],
    [getVacationPolicy, vacationPolicies],
    [getBargainingUnit, bargainingUnits],
    [getHolidayPolicy, holidayPolicies],
    [getCompensationTypes, compensationTypes],
  ] as const;
  for (const [call, list] of lookups) {
    registerCall(app, call, async (input, request) => {
      await sessionEnrollment(request, input.enrollment_id);
      return choices(list, requestLanguage(request));
    });
  }
  registerCall(app, getStates, async () => ({ result: usStates.map(({ name, abbrev }) => ({ name, abbrev })) }));

  registerCall(app, validateMemberEmail, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    const self = enrollmentId ? (await deps.enrollments.find(enrollmentId)).memberId : null;
    if (await memberContactTaken(deps.db, 'email', input.email, self)) {
      throw new FieldInvalid('email', wizardMessages.emailExists);
    }
    return { result: true as const };
  });
  registerCall(app, sendOtp, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const language = messageLanguage(request, await request.session());
    return deps.otp.send(enrollmentId, input.type, input.contact, request.ip, language);
  });
  registerCall(app, verifyOtp, async (input, request) =>
    deps.otp.verify(await ownEnrollment(request, input.enrollment_id), input.type, input.contact, input.otp),
  );
  registerCall(app, validatePhoneNumverify, async (input) => deps.phoneCheck(input.phone));
  registerCall(app, validateEmailNeverbounce, async (input) => deps.emailCheck(input.email));
}

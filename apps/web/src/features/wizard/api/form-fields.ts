import { getFormFieldsBillingInfo } from '@openenroll/contract/wizard/billing-info';
import { getFormFieldsContactInfo } from '@openenroll/contract/wizard/contact-info';
import { getFormFieldsEmployerInfo } from '@openenroll/contract/wizard/employer-info';
import { getFormFieldsPersonalInfo } from '@openenroll/contract/wizard/personal-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { draftOfStep } from '../../../shared/server-drawing.ts';

const formFieldsCalls = {
  primary_info: getFormFieldsPersonalInfo,
  contact_info: getFormFieldsContactInfo,
  employer_info: getFormFieldsEmployerInfo,
  billing_info: getFormFieldsBillingInfo,
} as const;
/** The steps whose fields come from a get-form-fields-* call of their own. */
export type FormFieldsStep = keyof typeof formFieldsCalls;

/**
 * A step's fields with their values (the draft, else the saved answers, else what is prefilled). Never reused from
 * a cache: a form starts from what the server holds now, drafts typed a moment ago included.
 */
export const getFormFieldsQueryOptions = (step: FormFieldsStep, enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'fields', step, enrollmentId],
    queryFn: ({ signal }) => callApi(formFieldsCalls[step], { enrollment_id: enrollmentId }, { signal }),
    staleTime: 0,
    gcTime: 0,
    meta: draftOfStep(step),
  });

export const useFormFields = (step: FormFieldsStep, enrollmentId: string | undefined) =>
  useQuery({ ...getFormFieldsQueryOptions(step, enrollmentId ?? ''), enabled: enrollmentId !== undefined });

import { validateRepCode } from '@openenroll/contract/entry';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The representative with an enroller code, or null (HTTP 204) when none has it. Asked on submit, so a mutation. */
export const useValidateRepCode = () =>
  useMutation({ mutationFn: (repCode: string) => callApi(validateRepCode, { rep_code: repCode }) });

import { validateGroup } from '@openenroll/contract/entry';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The group with an enrollment code, or null (HTTP 204) when none has it. Asked on submit, so a mutation. */
export const useValidateGroup = () =>
  useMutation({ mutationFn: (groupCode: string) => callApi(validateGroup, { group_code: groupCode }) });

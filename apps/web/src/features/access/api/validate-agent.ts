import { validateAgent } from '@openenroll/contract/entry';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The representative with an access code, or null (HTTP 204) when none has it. Asked on submit, so a mutation. */
export const useValidateAgent = () =>
  useMutation({ mutationFn: (agentCode: string) => callApi(validateAgent, { agent_code: agentCode }) });

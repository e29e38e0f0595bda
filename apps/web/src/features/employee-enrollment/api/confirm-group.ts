import { confirmGroup } from '@openenroll/contract/entry';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The employee enrolls under the group: the server session moves into the group's store. */
export const useConfirmGroup = () =>
  useMutation({ mutationFn: (groupCode: string) => callApi(confirmGroup, { group_code: groupCode }) });

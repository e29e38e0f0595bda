import { cancelEnrollment } from '@openenroll/contract/wizard/tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { forgetEnrollment } from '../../../shared/resume/resumed-enrollment.ts';

/**
 * 'Cancel Enrollment': the server gives the enrollment up; `leave` goes elsewhere, then this browser forgets the
 * enrollment and its cart count (the step showing it would otherwise say it is gone).
 */
export function useCancelEnrollment(leave: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: string) => callApi(cancelEnrollment, { enrollment_id: enrollmentId }),
    onSuccess: () => {
      leave();
      forgetEnrollment();
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}

import { type OtpType, sendOtp, verifyOtp } from '@openenroll/contract/wizard/otp';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

type Contact = { enrollmentId: string; type: OtpType; contact: string };

/** Sends a one-time code to an e-mail address or phone; the answer says when another may be asked for. */
export const useSendOtp = () =>
  useMutation({
    mutationFn: ({ enrollmentId, type, contact }: Contact) =>
      callApi(sendOtp, { enrollment_id: enrollmentId, type, contact }),
  });

/** Checks the code; when right the server counts the contact as verified for this enrollment. */
export const useVerifyOtp = () =>
  useMutation({
    mutationFn: ({ enrollmentId, type, contact, otp }: Contact & { otp: string }) =>
      callApi(verifyOtp, { enrollment_id: enrollmentId, type, contact, otp }),
  });

import type { OtpType } from '@openenroll/contract/wizard/otp';
import { clientState } from '../../../shared/client-state.ts';

/** A short fingerprint of a contact: enough to recognise it again, without keeping the address on the device. */
export function fingerprint(contact: string) {
  let hash = 0x811c9dc5;
  for (const char of contact.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The code sent to this contact, while it still works: when a new one may be asked for. */
export function sentCode(type: OtpType, contact: string, now = Date.now()) {
  const sent = clientState.get('otpSent');
  if (!sent || sent.type !== type || sent.contact !== fingerprint(contact) || sent.until <= now) return undefined;
  return { resendAt: sent.resendAt };
}

export function rememberSentCode(type: OtpType, contact: string, resendInSeconds: number, expiresInSeconds: number) {
  const now = Date.now();
  const resendAt = now + resendInSeconds * 1000;
  clientState.set('otpSent', { type, contact: fingerprint(contact), resendAt, until: now + expiresInSeconds * 1000 });
  return resendAt;
}

export const forgetSentCode = () => clientState.remove('otpSent');

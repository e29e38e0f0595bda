import { phoneDigits } from '@openenroll/contract/phone';
import type { Validity } from '@openenroll/contract/wizard/contact-info';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneCheck = (phone: string) => Promise<Validity>;

/**
 * The built-in phone validation (the spec's 'numverify' adapter): a number the North American Numbering Plan can
 * assign in the US (area code and exchange), by the maintained libphonenumber metadata.
 */
export const checkUsPhone: PhoneCheck = async (phone) => {
  const digits = phoneDigits(phone);
  if (!/^\d{10}$/.test(digits)) return { valid: false, reason: 'format' };
  const number = parsePhoneNumberFromString(digits, 'US');
  if (!number?.isValid() || number.country !== 'US') return { valid: false, reason: 'not-assignable' };
  return { valid: true, reason: null };
};

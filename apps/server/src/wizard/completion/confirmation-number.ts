import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads (no 0/O, 1/I/L), as the saved-enrollment codes use. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A confirmation number people read out on the phone: OE-XXXXX-XXXXX, 10 random characters (31^10 of them). */
export function newConfirmationNumber() {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `OE-${part()}-${part()}`;
}

import { randomBytes } from 'node:crypto';
import { testCards } from '@openenroll/contract/wizard/billing-info';
import type { CardBrand, PaymentProcessor } from './payment-processor.ts';

export const cardMessages = {
  invalidNumber: 'This card number is not valid. Please check it.',
  notAccepted: 'This card is not accepted. Please use Visa, Mastercard, American Express or Discover.',
  securityCode: 'The security code does not match this card.',
  declined: 'Your card was declined. Please use another card.',
  insufficientFunds: 'Your card was declined for insufficient funds. Please use another card.',
  unknownTestCard: 'Only test cards are accepted here. Please use one of the listed test card numbers.',
} as const;

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string) {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand by the number's first digits (the networks' published ranges). */
export function brandOf(digits: string): CardBrand | null {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65') || (four >= 6440 && four <= 6499)) return 'discover';
  return null;
}

const approved = new Set<string>([testCards.visa, testCards.mastercard, testCards.amex, testCards.discover]);

/**
 * The demo's processor: it checks a card as a processor would (Luhn, brand, security code length) and approves only
 * the documented test cards, so no real card is ever taken in demo mode. Tokens are random and mean nothing elsewhere.
 */
export const testProcessor: PaymentProcessor = {
  kind: 'test',
  async tokenize(card) {
    const digits = card.number.replace(/\D/g, '');
    if (!passesLuhn(digits)) return { status: 'declined', field: 'card_number', message: cardMessages.invalidNumber };
    const brand = brandOf(digits);
    if (!brand) return { status: 'declined', field: 'card_number', message: cardMessages.notAccepted };
    if (card.securityCode.length !== (brand === 'amex' ? 4 : 3)) {
      return { status: 'declined', field: 'security_code', message: cardMessages.securityCode };
    }
    if (digits === testCards.declined)
      return { status: 'declined', field: 'card_number', message: cardMessages.declined };
    if (digits === testCards.insufficientFunds) {
      return { status: 'declined', field: 'card_number', message: cardMessages.insufficientFunds };
    }
    if (!approved.has(digits))
      return { status: 'declined', field: 'card_number', message: cardMessages.unknownTestCard };
    return {
      status: 'approved',
      card: {
        token: `tok_test_${randomBytes(18).toString('base64url')}`,
        brand,
        last4: digits.slice(-4),
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
      },
    };
  },
};

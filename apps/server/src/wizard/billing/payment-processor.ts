import { ConfigError } from '../../config.ts';
import { testProcessor } from './test-processor.ts';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** What the card form sends the processor; it never goes further than `tokenize`. */
export type CardDetails = {
  number: string;
  securityCode: string;
  expirationMonth: string;
  expirationYear: number;
  nameOnCard: string;
  zip: string;
};

/** All the store keeps of a card. */
export type TokenizedCard = {
  token: string;
  brand: CardBrand;
  last4: string;
  expirationMonth: string;
  expirationYear: number;
};

export type TokenizeResult =
  | { status: 'approved'; card: TokenizedCard }
  | { status: 'declined'; field: 'card_number' | 'security_code' | 'expiration_month'; message: string };

/**
 * Turns a card number and security code into the processor's token. The card details exist only for this call: no
 * log, table, draft or error message may carry them.
 */
export type PaymentProcessor = { kind: 'test' | 'provider'; tokenize(card: CardDetails): Promise<TokenizeResult> };

/**
 * `PAYMENT_PROCESSOR=test` (the default in demo mode): the built-in test processor, which accepts only its test cards.
 * Outside demo mode it is refused, and without a processor the store offers no card payments. A provider's adapter
 * implements `PaymentProcessor` and is chosen here by its name.
 */
export function paymentProcessorFor(config: { paymentProcessor?: string; demoMode: boolean }) {
  const name = config.paymentProcessor ?? (config.demoMode ? 'test' : undefined);
  if (name === undefined) return undefined;
  if (name === 'test') {
    if (!config.demoMode) throw new ConfigError('PAYMENT_PROCESSOR=test is for demo mode only: it takes test cards.');
    return testProcessor;
  }
  throw new ConfigError(`PAYMENT_PROCESSOR "${name}" is not known; the processors are: test (demo mode only).`);
}

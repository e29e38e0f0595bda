import type { PaymentMethod } from '@openenroll/contract/wizard/billing-info';
import { maskAccount, maskCard } from '@openenroll/contract/wizard/billing-info';
import type { TokenizedCard } from './payment-processor.ts';

type Address = {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  is_physical_address: 'yes' | 'no';
};

/**
 * The Billing Information step as kept (sealed whole in the step store): a bank account with its number, a card as the
 * processor's token and what may be shown of it, or a locked method with its billing date.
 */
export type BillingAnswers =
  | {
      payment_method: 'eft';
      source: 'new' | 'existing';
      bank_id?: number;
      routing_number: string;
      bank_name: string;
      account_name: string;
      account_number: string;
      account_type: 'checking' | 'savings';
      account_holder_type: 'individual' | 'company';
      bill_date: number;
    }
  | ({
      payment_method: 'cc';
      source: 'new' | 'existing';
      card_id?: number;
      card: TokenizedCard;
      first_name_on_cc: string;
      last_name_on_cc: string;
      name_on_cc: string;
      bill_date: number;
    } & Partial<Address>)
  | { payment_method: Exclude<PaymentMethod, 'cc' | 'eft'>; bill_date: number };

/** What the review, the form and the PDF may show: the account number as ****1234, a card as brand and last 4. */
export function shownBilling(answers: BillingAnswers): Record<string, string | number | null> {
  if (answers.payment_method === 'eft') {
    const { account_number, source: _source, ...rest } = answers;
    return { ...rest, account_number: maskAccount(account_number) };
  }
  if (answers.payment_method === 'cc') {
    const { card, source: _source, ...rest } = answers;
    return {
      ...rest,
      card_brand: card.brand,
      card_last4: card.last4,
      card_number: maskCard(card.last4),
      expiration_month: card.expirationMonth,
      expiration_year: card.expirationYear,
    } as Record<string, string | number | null>;
  }
  return { ...answers };
}

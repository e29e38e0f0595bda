import { maskAccount } from '@openenroll/contract/wizard/billing-info';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import type { BillingAnswers } from '../billing/billing-answers.ts';
import { shownBilling } from '../billing/billing-answers.ts';
import { maskSsn } from '../masked.ts';
import type { StepValues } from '../step-store.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Never shown again, at any depth: what only a processor or the evidence may hold. */
const hidden = new Set(['card_number', 'security_code', 'signature', 'token', 'source']);

function masked(key: string, value: unknown): Json {
  if (value === undefined || value === null) return null;
  if (key === 'ssn' && typeof value === 'string') return value ? maskSsn(value) : value;
  if (key === 'account_number' && typeof value === 'string') return maskAccount(value);
  if (Array.isArray(value)) return value.map((item) => masked('', item));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !hidden.has(name))
        .map(([name, item]) => [name, masked(name, item)]),
    );
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/**
 * A step's saved answers as the review, the PDF and any screen may show them: SSNs (at any depth: beneficiaries,
 * dependents) as ***-**-1234, account numbers as ****1234, a card as brand and last 4, never a token or an image.
 */
export function maskedAnswers(tab: WizardTab, answers: StepValues): Record<string, Json> {
  if (tab === 'billing_info') return shownBilling(answers as BillingAnswers);
  return masked('', answers) as Record<string, Json>;
}

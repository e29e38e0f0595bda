import type { Tier } from '@openenroll/contract/codes';
import { dependentInfoFor, quoteFilterSchema } from '@openenroll/contract/filter';
import { messages } from '@openenroll/contract/messages';
import type { z } from 'zod';

export type QuoteFormVariant = 'landing' | 'filter';

/** The contract's quote filter, with the zip wording of the form it is on. */
export const quoteFormSchema = (variant: QuoteFormVariant) =>
  quoteFilterSchema(variant === 'filter' ? messages.enterFiveDigitZip : messages.invalidZip);

export type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;

/** The tiers that cover a spouse or children, and so ask about them after the quote form. */
export const needsDependents = (tier: Tier) => tier !== 'IO';

/** The contract's dependent rules for the tier. */
export const dependentsFormSchema = dependentInfoFor;

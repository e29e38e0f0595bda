import type { Tier } from '@openenroll/contract/codes';
import { binaryField, dependentInfoFor, quoteFilterSchema } from '@openenroll/contract/filter';
import { messages } from '@openenroll/contract/messages';
import { z } from 'zod';

export type QuoteFormVariant = 'landing' | 'filter';

/** Tobacco use, asked once in the basic-info popup so tobacco-rated plans are priced on every page; blank: not said. */
const tobaccoField = z.union([z.literal('').transform(() => undefined), binaryField]).optional();

/** The contract's quote filter, with the zip wording of the form it is on; the popup asks about tobacco too. */
export const quoteFormSchema = (variant: QuoteFormVariant) =>
  quoteFilterSchema(variant === 'filter' ? messages.enterFiveDigitZip : messages.invalidZip).extend({
    is_smoker: tobaccoField,
  });

export type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;

/** The tiers that cover a spouse or children, and so ask about them after the quote form. */
export const needsDependents = (tier: Tier) => tier !== 'IO';

/** The contract's dependent rules for the tier. */
export const dependentsFormSchema = dependentInfoFor;

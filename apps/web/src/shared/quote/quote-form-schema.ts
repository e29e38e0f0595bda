import { parseUsDate } from '@openenroll/contract/age';
import type { Tier } from '@openenroll/contract/codes';
import { messages } from '@openenroll/contract/messages';
import { dependentInfoFor, dobField, quoteFilterSchema } from '@openenroll/contract/quote';
import { z } from 'zod';

/** A date of birth still to come cannot be chosen; the visitor hears the age rule, which is what it breaks. */
const pastDob = z
  .string()
  .superRefine((text, ctx) => {
    const date = parseUsDate(text.trim());
    if (date && date.getTime() > Date.now()) ctx.addIssue({ code: 'custom', message: messages.ageRange });
  })
  .pipe(dobField);

export type QuoteFormVariant = 'landing' | 'filter';

/** The contract's quote filter, with the zip wording of the form it is on. */
export const quoteFormSchema = (variant: QuoteFormVariant) =>
  quoteFilterSchema(variant === 'filter' ? messages.enterFiveDigitZip : messages.invalidZip).extend({ dob: pastDob });

export type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;

/** The tiers that cover a spouse or children, and so ask about them after the quote form. */
export const needsDependents = (tier: Tier) => tier !== 'IO';

/** The contract's dependent rules for the tier, with the same date-of-birth wording as the quote form. */
export const dependentsFormSchema = (tier: Tier) => {
  const rules = dependentInfoFor(tier);
  return tier === 'IS' || tier === 'IF' ? rules.extend({ dep_dob: pastDob }) : rules;
};

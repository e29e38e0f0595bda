import { z } from 'zod';

/**
 * The Spanish version (`es:`) a catalog item may carry: the same text fields as the item, all of them. A page mixing
 * two languages inside one plan or one agreement reads as a mistake, so a partial version is refused, and an item
 * without one is shown whole in English.
 */

const text = z.string().trim().min(1);

/** The theme keys that are texts a visitor reads; the others (colors, fonts, links) are the same in every language. */
export const themeTextKeys = ['welcome_title', 'welcome_text'] as const;

export const siteSpanish = z
  .object({ about: text, theme: z.partialRecord(z.enum(themeTextKeys), text) })
  .partial()
  .strict();

export const labelSpanish = z.object({ label: text }).partial().strict();

const planDescriptionSpanish = z
  .object({
    header_text: text,
    body_text: text,
    blue_bar_text: text,
    association_text: text,
    exclusions_text: text,
    example_text: text,
    faq_text: text,
  })
  .partial()
  .strict();

export const planSpanish = z
  .object({
    name: text,
    short_text: text,
    callout: z.object({ text }).strict(),
    description: planDescriptionSpanish,
    riders: z.array(z.object({ name: text, description: text }).partial().strict()),
    summary: z.record(z.string(), text),
    blackout: z.object({ message: text }).strict(),
    questions: z
      .object({
        eligibility: z.array(z.object({ question: text }).partial().strict()),
        underwriting: z.array(z.object({ question: text, decline_message: text }).partial().strict()),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export const healthQuestionSpanish = z.object({ text }).partial().strict();
export const agreementSpanish = z.object({ head: text, body: text }).partial().strict();

export type PlanSpanish = z.infer<typeof planSpanish>;
export type SiteSpanish = z.infer<typeof siteSpanish>;

type Texts = string | undefined | Texts[] | { [key: string]: Texts };

/** Where a version lacks a text its English item has, or has one the English item has not, as dotted paths. */
export function unmatchedTexts(english: Texts, version: unknown, path: (string | number)[] = []) {
  const out: { path: (string | number)[]; missing: boolean }[] = [];
  if (english === undefined) {
    if (version !== undefined) out.push({ path, missing: false });
  } else if (typeof english === 'string') {
    if (typeof version !== 'string') out.push({ path, missing: true });
  } else if (Array.isArray(english)) {
    const items = Array.isArray(version) ? version : [];
    if (items.length > english.length) out.push({ path: [...path, english.length], missing: false });
    english.forEach((item, index) => {
      out.push(...unmatchedTexts(item, items[index], [...path, index]));
    });
  } else {
    const fields = typeof version === 'object' && version !== null ? (version as Record<string, unknown>) : {};
    for (const key of new Set([...Object.keys(english), ...Object.keys(fields)])) {
      out.push(...unmatchedTexts(english[key], fields[key], [...path, key]));
    }
  }
  return out;
}

/**
 * A refinement refusing an item whose `es` version does not translate exactly its texts (`textsOf` picks them from
 * the item), each problem named by its field.
 */
export function wholeSpanish<T extends { es?: unknown }>(textsOf: (item: T) => Texts) {
  return (item: T, ctx: z.RefinementCtx) => {
    if (item.es === undefined) return;
    for (const { path, missing } of unmatchedTexts(textsOf(item), item.es)) {
      ctx.addIssue({
        code: 'custom',
        path: ['es', ...path],
        message: missing
          ? 'missing from the Spanish version (es): it must translate every text of the item'
          : 'not a text of the English item: the Spanish version (es) translates only those',
      });
    }
  };
}

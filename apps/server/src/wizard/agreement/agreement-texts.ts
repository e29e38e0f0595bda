import { createHash } from 'node:crypto';
import type { Locale } from '@openenroll/contract/locale';
import type { AgreementText } from '@openenroll/contract/wizard/agreement-info';
import type { PaymentMethod } from '@openenroll/contract/wizard/billing-info';
import { asc } from 'drizzle-orm';
import type { CatalogCache } from '../../catalog/catalog-cache.ts';
import { type InLanguage, textLanguageField, versionIn } from '../../catalog/in-language.ts';
import type { Db } from '../../db/client.ts';
import { type AgreedText, agreementTexts } from '../../db/schema.ts';

export type CatalogText = typeof agreementTexts.$inferSelect & InLanguage;

/** A text in the language it is shown in: its version in `language` when it has one, else English. */
export function agreementIn(text: CatalogText, language: Locale | undefined): CatalogText {
  const { version, textLanguage } = versionIn(text.translations, language);
  return { ...text, head: version?.head ?? text.head, body: version?.body ?? text.body, textLanguage };
}

/** The SHA-256 (hex) of a text as shown: its heading, a blank line, its body. */
export const textHash = (text: Pick<CatalogText, 'head' | 'body'>) =>
  createHash('sha256').update(`${text.head}\n\n${text.body}`).digest('hex');

/** The catalog's agreement texts in their order, kept until the next import. */
export function createAgreementCatalog(deps: { db: Db; cache: CatalogCache }) {
  return () =>
    deps.cache.get('agreement-texts', () =>
      deps.db.select().from(agreementTexts).orderBy(asc(agreementTexts.position)),
    );
}
export type AgreementCatalog = ReturnType<typeof createAgreementCatalog>;

/** The texts a cart brings: the general ones, those of its plans and their categories, and its payment method's. */
export function textsFor(
  all: readonly CatalogText[],
  plans: readonly { id: number; categoryKey: string }[],
  method: PaymentMethod | null,
) {
  return all.filter(
    (text) =>
      text.general ||
      plans.some((plan) => text.planIds.includes(plan.id) || text.categories.includes(plan.categoryKey)) ||
      (method !== null && text.paymentMethods.includes(method)),
  );
}

export const shownText = (text: CatalogText): AgreementText => ({
  question_id: text.id,
  text_head: text.head,
  text_body: text.body,
  text_required: text.required,
  agreement: text.agreement ? 1 : 0,
  version: text.version,
  ...textLanguageField(text),
});

export const agreedText = (text: CatalogText, agreed: boolean): AgreedText => ({
  question_id: text.id,
  code: text.code,
  version: text.version,
  sha256: textHash(text),
  head: text.head,
  required: text.required,
  agreed,
  // What was hashed is the text as shown: a signer who read it in Spanish agreed to the Spanish words.
  ...(text.textLanguage && text.textLanguage !== 'en' ? { language: text.textLanguage } : {}),
});

/** The answer the form gave for each text (1 ticked), by question id. */
export const answersById = (answers: readonly { question_id: number; answer: number }[]) =>
  new Map(answers.map((entry) => [entry.question_id, entry.answer === 1]));

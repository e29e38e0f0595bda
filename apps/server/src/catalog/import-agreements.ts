import { notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { agreementTexts, memberPaymentMethods } from '../db/schema.ts';
import type { Cipher } from '../security/cipher.ts';
import type { CatalogContent } from './read-catalog-folder.ts';
import { spanishOf } from './spanish-of.ts';

const idOf = (ids: Map<string, number>, code: string) => {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`internal: no id for ${code}`);
  return id;
};

/** The agreement texts, matched by code so their ids (the question_id forms send) stay stable across imports. */
export async function writeAgreementTexts(tx: Tx, content: CatalogContent, planIds: Map<string, number>) {
  const rows = content.agreements.map(({ value }, position) => ({
    code: value.code,
    position,
    head: value.head,
    body: value.body,
    required: value.required,
    agreement: value.agreement,
    version: value.version,
    general: value.general,
    categories: value.categories,
    planIds: value.plans.map((plan) => idOf(planIds, plan)),
    paymentMethods: value.payment_methods,
    translations: spanishOf<{ head: string; body: string }>(value.es),
  }));
  const codes = rows.map((row) => row.code);
  await tx.delete(agreementTexts).where(codes.length > 0 ? notInArray(agreementTexts.code, codes) : undefined);
  if (rows.length === 0) return 0;
  const incoming = (column: string) => sql.raw(`excluded."${column}"`);
  await tx
    .insert(agreementTexts)
    .values(rows)
    .onConflictDoUpdate({
      target: agreementTexts.code,
      set: {
        position: incoming('position'),
        head: incoming('head'),
        body: incoming('body'),
        required: incoming('required'),
        agreement: incoming('agreement'),
        version: incoming('version'),
        general: incoming('general'),
        categories: incoming('categories'),
        planIds: incoming('plan_ids'),
        paymentMethods: incoming('payment_methods'),
        translations: incoming('translations'),
      },
    });
  return rows.length;
}

/** Existing members' saved bank accounts (the number sealed) and cards (token, brand, last 4, expiry). */
export async function writeMemberPaymentMethods(
  tx: Tx,
  content: CatalogContent,
  memberIds: Map<string, number>,
  cipher: Cipher,
) {
  await tx.delete(memberPaymentMethods);
  const rows = content.members.flatMap(({ value: member }) =>
    member.payment_methods.map((method) => {
      const memberId = idOf(memberIds, member.code);
      return method.kind === 'bank'
        ? {
            memberId,
            kind: method.kind,
            holderName: method.account_name,
            bankName: method.bank_name,
            routingNumber: method.routing_number,
            accountType: method.account_type,
            accountHolderType: method.account_holder_type,
            accountNumberSealed: cipher.encrypt(method.account_number),
            accountLast4: method.account_number.slice(-4),
          }
        : {
            memberId,
            kind: method.kind,
            holderName: method.name_on_cc,
            cardToken: method.token,
            cardBrand: method.brand,
            cardLast4: method.last4,
            expirationMonth: method.expiration_month,
            expirationYear: method.expiration_year,
          };
    }),
  );
  if (rows.length > 0) await tx.insert(memberPaymentMethods).values(rows);
}

import {
  type AgreementText,
  agreementMessages,
  type SignatureNeed,
  type verificationFields,
} from '@openenroll/contract/wizard/agreement-info';
import type { FormField } from '@openenroll/contract/wizard/fields';
import { requiredText } from '@openenroll/contract/wizard/fields';
import { z } from 'zod';

/** Texts with a box to tick; the others (list, elist and stmt billing) only inform. */
export const isAgreement = (text: AgreementText) => text.agreement === 1;

/**
 * One box per text, in the texts' order, named `agreements.N.answer` as the server names its refusals. Every required
 * box must be ticked ('This field is required.').
 */
export const agreementsField = (texts: readonly AgreementText[]) =>
  z.array(z.object({ answer: z.boolean() })).superRefine((ticks, context) => {
    texts.forEach((text, index) => {
      if (isAgreement(text) && text.text_required && ticks[index]?.answer !== true) {
        context.addIssue({ code: 'custom', path: [index, 'answer'], message: agreementMessages.required });
      }
    });
  });

/** A PNG data URL of the signature, blank when not signed: 'Signature is required' when it must be signed now. */
export const signatureField = (need: SignatureNeed) =>
  need === 'required' ? z.string().min(1, agreementMessages.signatureRequired) : z.string();

type VerificationField = (typeof verificationFields)[keyof typeof verificationFields][number];
export const allVerificationFields = [
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
  'user_name',
] as const satisfies readonly VerificationField[];

/** The step's form: the boxes, the verification fields the server asks, the date and the signature. */
export function agreementFormFor(
  texts: readonly AgreementText[],
  fields: readonly Pick<FormField, 'field_name' | 'required'>[],
  need: SignatureNeed,
) {
  const asked = new Set(fields.filter((field) => field.required).map((field) => field.field_name));
  /** A verification field the server asks must be answered; the others are not on the form. */
  const answer = (name: VerificationField) => (asked.has(name) ? requiredText(100) : z.string().optional());
  return z.object({
    agreements: agreementsField(texts),
    agent_name: answer('agent_name'),
    agent_code: answer('agent_code'),
    group_name: answer('group_name'),
    group_code: answer('group_code'),
    user_name: answer('user_name'),
    date: z.string(),
    signature: signatureField(need),
  });
}

/** The answers as the save calls take them: the ticked state of every box, with the heading shown. */
export const answersOf = (texts: readonly AgreementText[], ticks: readonly { answer: boolean }[]) =>
  texts.flatMap((text, index) =>
    isAgreement(text)
      ? [{ question_id: text.question_id, question: text.text_head, answer: ticks[index]?.answer === true }]
      : [],
  );

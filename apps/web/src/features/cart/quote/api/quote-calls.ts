import {
  getQuotePreviewContent,
  type QuoteRecipient,
  type quoteStatus,
  saveEnrollment,
  updateQuoteseenStatus,
} from '@openenroll/contract/quote';
import { CART_TAB } from '@openenroll/contract/wizard/steps';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../shared/api/call-api.ts';

type Quote = QuoteRecipient & { enrollmentId: string; effectiveDate: string | null };

const quoteInput = ({ enrollmentId, effectiveDate, name, email, message }: Quote) => ({
  enrollment_id: enrollmentId,
  tab: CART_TAB,
  name,
  email,
  message: message || undefined,
  effective_date: effectiveDate ?? undefined,
});

/** The quote e-mail as it would be sent (HTML), without sending it. */
export const useQuotePreview = () =>
  useMutation({
    mutationFn: async (quote: Quote) =>
      (await callApi(getQuotePreviewContent, { ...quoteInput(quote), type: 'preview' })).content,
  });

/** Saves the cart as a quote and e-mails it; the answer names the address it went to. */
export const useSendQuote = () =>
  useMutation({
    mutationFn: async (quote: Quote) => (await callApi(saveEnrollment, quoteInput(quote))).result.email,
  });

type QuoteAnswer = { enrollmentId: string; status: z.output<typeof quoteStatus> };

/** The client's answer to the quote (spec: 1 accept, 0 decline). */
export const answerQuote = (answer: QuoteAnswer) =>
  callApi(updateQuoteseenStatus, { enrollment_id: answer.enrollmentId, quote_status: answer.status });

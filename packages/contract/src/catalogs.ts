import { messages, planBanners, quoteMessages } from './messages.ts';
import { messagesEs, planBannersEs, quoteMessagesEs } from './messages-es.ts';
import {
  applicationMessages,
  cartMessages,
  requestMessages,
  storeMessages,
  suggestionMessages,
} from './store-messages.ts';
import {
  applicationMessagesEs,
  cartMessagesEs,
  requestMessagesEs,
  storeMessagesEs,
  suggestionMessagesEs,
} from './store-messages-es.ts';
import type { Translation } from './translation.ts';
import { wizardSteps } from './wizard/steps.ts';
import {
  agreementMessages,
  beneficiaryMessages,
  billingMessages,
  dependentMessages,
  employerMessages,
  healthMessages,
  otpMessages,
  personalMessages,
  receiptMessages,
  resumeMessages,
  reviewMessages,
  wizardMessages,
} from './wizard/wizard-messages.ts';
import {
  agreementMessagesEs,
  beneficiaryMessagesEs,
  billingMessagesEs,
  dependentMessagesEs,
  employerMessagesEs,
  healthMessagesEs,
  otpMessagesEs,
  personalMessagesEs,
  receiptMessagesEs,
  resumeMessagesEs,
  reviewMessagesEs,
  stepTitlesEs,
  wizardMessagesEs,
} from './wizard/wizard-messages-es.ts';

type Messages = Record<string, string | ((...args: never[]) => string)>;
export type Catalog = readonly [english: Messages, spanish: Translation<Messages>];

const pair = <T extends Messages>(english: T, spanish: Translation<T>): Catalog => [english, spanish];

const stepTitles = Object.fromEntries(wizardSteps.map((step) => [step.title, step.title])) as {
  [Title in keyof typeof stepTitlesEs]: Title;
};

/** Every message the store sends, English beside Spanish; a message written twice means the same in both. */
export const catalogs: readonly Catalog[] = [
  pair(messages, messagesEs),
  pair(quoteMessages, quoteMessagesEs),
  pair(planBanners, planBannersEs),
  pair(storeMessages, storeMessagesEs),
  pair(requestMessages, requestMessagesEs),
  pair(cartMessages, cartMessagesEs),
  pair(suggestionMessages, suggestionMessagesEs),
  pair(applicationMessages, applicationMessagesEs),
  pair(wizardMessages, wizardMessagesEs),
  pair(personalMessages, personalMessagesEs),
  pair(employerMessages, employerMessagesEs),
  pair(beneficiaryMessages, beneficiaryMessagesEs),
  pair(healthMessages, healthMessagesEs),
  pair(dependentMessages, dependentMessagesEs),
  pair(billingMessages, billingMessagesEs),
  pair(agreementMessages, agreementMessagesEs),
  pair(otpMessages, otpMessagesEs),
  pair(reviewMessages, reviewMessagesEs),
  pair(receiptMessages, receiptMessagesEs),
  pair(resumeMessages, resumeMessagesEs),
  pair(stepTitles, stepTitlesEs),
];

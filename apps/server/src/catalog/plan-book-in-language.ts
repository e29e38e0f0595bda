import type { Locale } from '@openenroll/contract/locale';
import { categoryIn, perLanguage, versionIn } from './in-language.ts';
import type { BookPlan, PlanBook } from './plan-book.ts';

/** A plan with every text a shopper reads in `language` when it has that version (whole, as the catalog demands). */
function planIn(plan: BookPlan, language: Locale): BookPlan {
  const { version, textLanguage } = versionIn(plan.translations, language);
  if (!version) return { ...plan, textLanguage };
  const questions = version.questions;
  return {
    ...plan,
    name: version.name,
    shortText: version.short_text,
    calloutText: version.callout?.text ?? plan.calloutText,
    description: version.description,
    riders: version.riders ?? plan.riders,
    summary: version.summary ?? plan.summary,
    blackout: plan.blackout && { ...plan.blackout, message: version.blackout?.message ?? plan.blackout.message },
    eligibility: plan.eligibility.map((question, index) => ({
      ...question,
      question: questions?.eligibility[index]?.question ?? question.question,
    })),
    underwriting: plan.underwriting.map((question, index) => ({
      ...question,
      question: questions?.underwriting[index]?.question ?? question.question,
      declineMessage: questions?.underwriting[index]?.decline_message ?? question.declineMessage,
    })),
    textLanguage,
  };
}

/** The plan book read in a language: made once per catalog version, so a Spanish read costs what an English one does. */
export const bookIn = perLanguage<PlanBook>((book, language) => {
  const plans = book.plans.map((plan) => planIn(plan, language));
  return {
    plans,
    byId: new Map(plans.map((plan) => [plan.id, plan])),
    categories: book.categories.map((category) => categoryIn(category, language)),
  };
});

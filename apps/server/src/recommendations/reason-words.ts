import type { Tier } from '@openenroll/contract/codes';
import type { Locale } from '@openenroll/contract/locale';

/** What a recommendation says of itself: why the plan is shown, in the shopper's language. */
const english = {
  popularIn: (place: string) => `Popular with members in ${place}`,
  popularAt: (employer: string) => `Popular at ${employer}`,
  yourEmployer: 'your employer',
  popularAged: (from: number, to: number | undefined) =>
    to === undefined ? `Popular with members aged ${from} and over` : `Popular with members aged ${from}–${to}`,
  popularWithTier: {
    IO: 'Popular with members covering only themselves',
    IS: 'Popular with couples',
    IC: 'Popular with parents covering their children',
    IF: 'Popular with families',
  } satisfies Record<Tier, string>,
  popularLikeYou: 'Popular with members like you',
  mostChosen: 'One of our most chosen plans',
  oftenAddedWith: (plan: string) => `Often added with ${plan}`,
  yourPlan: 'your plan',
};

export type ReasonWords = typeof english;

const spanish: ReasonWords = {
  popularIn: (place) => `Popular entre los miembros de ${place}`,
  popularAt: (employer) => `Popular en ${employer}`,
  yourEmployer: 'su empleador',
  popularAged: (from, to) =>
    to === undefined
      ? `Popular entre los miembros de ${from} años o más`
      : `Popular entre los miembros de ${from} a ${to} años`,
  popularWithTier: {
    IO: 'Popular entre quienes se cubren solo a sí mismos',
    IS: 'Popular entre las parejas',
    IC: 'Popular entre los padres que cubren a sus hijos',
    IF: 'Popular entre las familias',
  },
  popularLikeYou: 'Popular entre miembros como usted',
  mostChosen: 'Uno de nuestros planes más elegidos',
  oftenAddedWith: (plan) => `Se suele agregar con ${plan}`,
  yourPlan: 'su plan',
};

export const reasonWords: Record<Locale, ReasonWords> = { en: english, es: spanish };

import { wizardPath, wizardSteps } from './wizard/steps.ts';

/**
 * The store's pages as React Router patterns: the web app routes these (apps/web/src/app/router.tsx), and the server
 * answers them with the store's page and any other address with 404.
 */
export const pages = {
  landing: '/',
  referrals: '/referrals',
  websites: '/websites',
  /** Any other single segment names a representative's or group's landing page: only the API knows which exist. */
  namedLanding: '/:landing',
  home: '/home',
  external: '/external',
  plans: '/plans',
  planDetail: '/plan/:planId/:planName',
  compare: '/compare',
  cart: '/cart',
  recommendList: '/recommend-list',
  receipt: '/enrollment/receipt',
  agentHome: '/agent-home',
  agentSelectMember: '/agent-select-member',
  groupHome: '/group-home',
  groupSelectMember: '/group-select-member',
  memberHome: '/member-home',
  memberBenefitStore: '/member-benefit-store/:id/:tier?',
  signAgreement: '/sign-agreement/:token',
  continueEnrollment: '/continue-enrollment',
  saveCartDirectContinue: '/save-cart-direct-continue/:id/:tab',
  accessPage: '/access-page',
  accessPageNext: '/access-pagenext',
  landingPageRedirect: '/landing-page',
  landingConfigError: '/landing-config-error/:type/:landing',
  declineReminderEmail: '/decline-reminder-email',
  mailbox: '/mailbox',
} as const;

/** The store's not-found page: the server answers it, like any address that is no page, with status 404. */
export const notFoundPage = '/404';

export const directContinueVariants = [
  'direct-continue',
  'group-census-direct-continue',
  'pqs-direct-continue',
] as const;
export type DirectContinueVariant = (typeof directContinueVariants)[number];
export const directContinuePage = (variant: DirectContinueVariant) => `/${variant}/:id/:tab`;

/** Every page's pattern: the named pages, the wizard's steps and the direct-continue links. */
export const pagePatterns: readonly string[] = [
  ...Object.values(pages),
  ...wizardSteps.map(wizardPath),
  ...directContinueVariants.map(directContinuePage),
];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether a path fits a pattern as React Router matches it: letter case and a trailing slash aside. */
function fits(pattern: string, path: string[]) {
  const wanted = segmentsOf(pattern);
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (path.length < required || path.length > wanted.length) return false;
  return path.every((segment, index) => {
    const expected = wanted[index] ?? '';
    return expected.startsWith(':') || expected.toLowerCase() === segment.toLowerCase();
  });
}

/** The pattern of the page at this path (no query string), or undefined when no page of the store is there. */
export function pagePatternOf(pathname: string): string | undefined {
  const path = segmentsOf(pathname);
  if (fits(notFoundPage, path)) return undefined;
  // A literal pattern wins over a parameter, as in React Router: /plans is the listing, not a landing page.
  const literal = pagePatterns.find((pattern) => !pattern.includes(':') && fits(pattern, path));
  return literal ?? pagePatterns.find((pattern) => fits(pattern, path));
}

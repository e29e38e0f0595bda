/** What the server answers beyond the spec's fields: refusals, missing things, its own notices. */
export const storeMessages = {
  /** The page's description (search results, link previews) and what it says without JavaScript. */
  pageDescription: 'Compare and buy dental, vision, medical, life and other benefit plans online.',
  needsJavaScript: 'This store needs JavaScript to show plans and prices.',
  notFound: 'Not found',
  siteNotFound: 'Site not found',
  noSiteConfigured: 'No site is configured',
  noSiteOnDomain: 'No site answers on this domain',
  noSuchSite: 'No such site',
  noPortal: 'This site has no portal',
  representativeNotFound: 'Representative not found',
  groupNotFound: 'Group not found',
  noSuchGroup: 'No such group',
  noSuchLanding: 'No such landing page',
  planNotFound: 'Plan not found',
  enrollmentNotFound: 'Enrollment not found',
  quoteNotFound: 'Quote not found',
  linkNotFound: 'Link not found',
  nothingToResume: 'Nothing to resume',
  memberNotFound: 'Member not found',
  noSuchMemberLink: 'No such member link',
  memberElsewhere: 'This member cannot enroll in this store',
  noZipNearby: 'No US zip code is near this location',
  assetNotFound: 'Asset not found',
  sessionEnded: 'The session has ended',
  mailboxDemoOnly: 'The mailbox exists only in demo mode, on this machine',
  noSuchCall: (method: string, path: string) => `No such call: ${method} ${path}`,
  accessCodeFirst: 'Please enter your access code first.',
  groupCodeFirst: 'Please enter your group enrollment code first.',
  notYours: 'This selection does not belong to your session.',
  notFromPartner: 'This visit did not come from the partner site.',
  noTextMessages: 'Text messages cannot be sent from this store: please use your e-mail address.',
  beneficiariesRefused: 'The beneficiaries were refused',
  notSubmitted: 'This enrollment has not been completed yet.',
  noSkip: 'Only an IHA plan lets you skip the employer information.',
  answersSaved: 'Thank you. Your answers have been saved.',
  householdPlan: (plan: string) => `${plan} is the plan for your household.`,
  tooManyQuotes: 'Too many quotes sent. Please try again later.',
  /** An operator's setting is missing: what cannot be done without it. */
  noKeyAnswers: 'Answers cannot be stored: no data key is configured.',
  noKeySignatures: 'Signatures cannot be stored: no data key is configured.',
  noKeyEnrollments: 'Enrollments cannot be saved: no data key is configured.',
  noQueueEnrollments: 'Enrollments cannot be saved: no job queue is configured.',
  noQueueCompletion: 'Enrollments cannot be completed: no job queue is configured.',
  noKeyApplications: 'Applications cannot be stored: no data key is configured.',
  noKeyBankAccounts: 'Bank accounts cannot be read: no data key is configured.',
  noKeyMessages: 'Messages cannot be stored: no data key is configured.',
  noKeyQuotes: 'Quotes cannot be sent: no data key is configured.',
  noKeyScreenshots: 'Screenshots cannot be stored: no data key is configured.',
} as const;

/** Refusals of a request no handler read: its body, its address, its headers. */
export const requestMessages = {
  notJson: 'The request body is not valid JSON.',
  incomplete: 'The request body arrived incomplete.',
  tooLarge: 'The request is too large.',
  mustBeJson: 'The request body must be JSON.',
  badUrl: 'The address is not valid.',
  urlTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  unreadable: 'The request could not be read.',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  failed: 'Something went wrong. Please try again.',
} as const;

/** The offers of another kind of plan, after one is added and before checkout. */
export const suggestionMessages = {
  accidentTitle: 'Add accident coverage',
  accidentHeader:
    'Medical and hospital plans leave deductibles to pay after an accident. An accident plan pays you cash.',
  termLifeTitle: 'Protect your family',
  termLifeHeader: 'Add term life coverage: a few health questions, no medical exam.',
  dentalTitle: 'Add dental coverage',
  dentalHeader: 'Checkups and cleanings, with no waiting period on preventive care.',
  visionTitle: 'Add vision coverage',
  visionHeader: 'Eye exams, lenses and frames for a few dollars a month.',
  viewDetails: (plan: string) => `View ${plan} details`,
} as const;

/** The cart's refusals. */
export const cartMessages = {
  quoteFirst: 'Please enter your basic info to get a quote first.',
  alreadyActive: (name: string) => `You already have an active ${name} policy.`,
  groupCodeRequired: 'Please enter your group enrollment code to add this plan.',
  questionsRequired: 'Please answer the questions for this plan first.',
  declined: 'We are unable to offer this plan based on your answers.',
  priceChanged: 'The price of this plan has changed. Please review it and add it again.',
  notAPair: 'These plans are not sold together.',
  notInCart: 'This plan is not in your cart.',
  membershipStays: (membership: string, partner: string) =>
    `${membership} cannot be removed while ${partner} is in your cart.`,
  chooseDate: 'Please choose an effective date',
  emptyCart: 'Your cart is empty.',
  repOnly: 'Only a representative can choose Rep Enrollment.',
  notPng: 'The screenshot must be a PNG image.',
} as const;

/** The application's steps as the cart decides them. */
export const applicationMessages = {
  checkoutFirst: 'Please check out your cart before you fill in your application.',
  notAStep: 'This step is not part of your application.',
  stepAdded: (title: string) => `${title} is now part of your application: the plans in your cart need it.`,
  stepDropped: (title: string) =>
    `${title} is no longer needed for the plans in your cart; what you typed there is kept.`,
} as const;

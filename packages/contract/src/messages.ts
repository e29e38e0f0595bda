/** Texts the spec fixes word for word, and the few the product adds in the same voice. */
export const messages = {
  required: 'Field is required',
  notFound: 'OOPS! Page not found',
  backToHomepage: 'Back to Homepage',
  invalidGroupCode: 'Invalid Group Enrollment Code',
  invalidAccessCode: 'Invalid Access Code',
  choosePlatform: 'Please choose a platform',
  chooseGroup: 'Please choose a group',
  chooseEnrollForNewMember: 'Choose enroll for new member',
  chooseTier: 'Please choose a tier',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  landingNotConfigured: (type: 'Agent' | 'Group') => `Landing url is not configured for this ${type}`,
} as const;

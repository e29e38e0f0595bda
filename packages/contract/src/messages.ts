/** Texts the spec fixes word for word, and the few the product adds in the same voice. */
export const messages = {
  required: 'Field is required',
  notFound: 'OOPS! Page not found',
  backToHomepage: 'Back to Homepage',
  invalidGroupCode: 'Invalid Group Enrollment Code',
  invalidRepCode: 'Invalid Representative Code',
  invalidAccessCode: 'Invalid Access Code',
  choosePlatform: 'Please choose a platform',
  chooseGroup: 'Please choose a group',
  chooseEnrollForNewMember: 'Choose enroll for new member',
  chooseTier: 'Please choose a tier',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  landingNotConfigured: (type: 'Agent' | 'Group') => `Landing url is not configured for this ${type}`,
  invalidZip: 'Invalid Zip code',
  enterFiveDigitZip: 'Enter 5 digit zip code',
  ageRange: 'Age must be between 18 and 100 years.',
  invalidDate: 'Please enter a valid date',
  chooseEffectiveDate: 'Please choose an effective date',
  /** What no field takes, whatever its own rule: a NUL character, a number past what the database holds. */
  invalidCharacter: 'This field holds a character that is not allowed.',
  outOfRange: 'This number is out of range.',
  invalidSalary: 'Please enter a valid annual salary',
  invalidHours: 'Please enter valid weekly working hours',
  childrenRange: (max: number) => `Please choose 1 to ${max} children`,
  noPlans: 'No Plans are available for your selection',
  membershipRequired: 'Membership is required for this plan',
  answerYes: 'Please answer yes in order to continue',
  answerAll: 'Please answer all questions',
  /** Part 2, §5's OTP rule, spaces and spelling as the spec has them. */
  sixDigitOtp: 'Please enter  6 digit OTP inorder to proceed',
  memberListCodeRequired: 'To see your members, please confirm the code we e-mail you.',
  wrongCode: 'This code is not correct. Please check the e-mail and try again.',
  expiredCode: 'This code has expired. Please ask for a new code.',
  noCode: 'This code is no longer valid. Please ask for a new code.',
  voidCode: 'Too many wrong codes. Please ask for a new code.',
  resendCodeIn: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
} as const;

/** The Save Cart form and what it answers. */
export const quoteMessages = {
  invalidName: 'Please enter valid name',
  invalidEmail: 'Please enter valid email address',
  sent: (email: string) => `Quote Successfully Sent to ${email}`,
  welcome: 'Welcome to your personalized quote!',
  messageTooLong: 'Please keep the message under 1000 characters',
} as const;

/** Why a plan cannot be priced for the shopper, as the plan page's banners say it. */
export const planBanners = {
  state: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tier: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  age: 'Plan not available for selected age group. Please edit your basic info above.',
  area: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  tobacco: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
  salary: 'Please enter your annual salary to view rates by clicking here.',
  hours: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
} as const;
export type UnavailableReason = keyof typeof planBanners;

import { messages } from '../messages.ts';

/** The wizard's messages, by step: no schema here, so a page may translate them without loading the wizard. */

export const wizardMessages = {
  invalidEmail: 'Invalid email format. Please enter a valid email',
  invalidPhone: 'Invalid phone number. Please enter a 10-digit numeric phone number',
  invalidState: 'Please enter a valid state',
  emailExists: 'Email Already Exists.',
  phoneExists: 'Phone already exists',
  validateViaOtp: 'Click Here to validate via OTP.',
  /** Part 2, §5: the Save & Continue Later dialog's alternate address. */
  invalidAlternateEmail: 'Enter valid email address',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

export const personalMessages = {
  invalidFirstName: 'Please enter valid first name',
  invalidMiddleName: 'Please enter valid middle name',
  invalidLastName: 'Please enter valid last name',
  invalidSsn: 'Invalid Social Security Number',
  weight: 'Weight cannot be zero or less',
  height: 'Height cannot be zero',
  inch: 'Inch is invalid',
  priorDates: 'The term date must come after the effective date',
  invalidEnrollerCode: 'Invalid enroller code',
} as const;

export const employerMessages = {
  invalidEmployer: 'Invalid employer information',
  startDate: 'Start date should not be more than 2 months from effective date',
  holidayPolicy: 'Select at least one holiday policy',
  retired: 'You cannot proceed with retired employer',
  numberEmployed: 'Please enter the number of employees, counting yourself as 1',
} as const;

/** Part 2, §2.8, §4 and §5, word for word. */
export const beneficiaryMessages = {
  invalidFirstName: 'Please enter valid first name',
  invalidLastName: 'Please enter valid last name',
  invalidMiddleName: 'Please enter valid middle name',
  invalidSsn: 'Invalid Social Security Number',
  percentage: 'Beneficiary percentage should not be 0 or more than 100',
  futureBirthdate: 'Birth date cannot be today or in the future',
  overTotal: (total: string) => `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`,
  underTotal: (total: string) => `Your total Beneficiary Percentage is ${total} and it Should not be less than 100%`,
  maxPrimary: 'Maximum allowed number of beneficiaries is 3',
  complete: 'Now You can Continue Enrollment',
  empty: 'Please add your beneficiaries before continuing.',
  submitEditToDelete: 'Please submit the edited form first to delete',
  submitEditToContinue: 'Please submit the edited form first to continue',
  oneContingent: 'Only one contingent beneficiary can be named.',
} as const;

/** Part 2, §2.9 and §5. */
export const healthMessages = {
  genericName: 'Please list the generic name of each medication, not the brand name.',
  futureDate: 'This date cannot be in the future',
  recoveryBeforeOnset: 'The recovery date must come after the date of onset',
} as const;

/** Part 2, §2.10, §4, §5 and §9, word for word, and the few the product adds in the same voice. */
export const dependentMessages = {
  childHeading: 'Child information required',
  spouseHeading: 'Spouse information required',
  familyHeading: 'Spouse & Child information required',
  editHint: 'Please add/edit your dependent info to add/edit health questions.',
  proceedHint: 'You can proceed further clicking next button',
  l713OneChild: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  nineChildren: 'The Member + Child(ren) tier can include coverage for up to nine (9) children.',
  nineDependents: 'The Member + Family tier can include coverage up to nine (9) dependent.',
  spouseQuestion: 'Will you be Enrolling your spouse ?',
  spouseStatus: 'Please select spouse status',
  enrollSpouse: 'Enroll Spouse',
  invalidFirstName: 'Please enter valid first name',
  invalidMiddleName: 'Please enter valid middle name',
  invalidLastName: 'Please enter valid last name',
  invalidSsn: 'Invalid Social Security Number',
  weight: 'Weight cannot be zero or less',
  height: 'Height cannot be zero',
  inch: 'Inch is invalid',
  futureBirthdate: 'Birth date cannot be in the future',
  childAge: 'A child must be under 26 on the effective date, unless legally disabled',
  oneSpouse: 'Only one spouse can be enrolled.',
  oneChild: 'Only one child is allowed for this plan. Please delete the additional child to proceed further.',
  tooFew: 'Please add every dependent this tier covers before continuing.',
  disclaimer:
    'Dependents are your legal spouse and your children under age 26, or of any age when legally disabled and dependent on you for support.',
  legallyDisabled: 'Is this dependent legally disabled?',
} as const;

/** Part 2, §5, word for word (spelling and spacing included), and the few the product adds. */
export const billingMessages = {
  accountHolderName: 'Invalid account holder name',
  routingNumber: 'Routing number must be of 9 digits',
  accountNumber: 'Account Number must be of 4 to 17 digits.',
  cardNumber: 'Card number must be Min-13 and Max-25',
  securityCode: 'Security code must of 3 or 4 digits',
  zip: messages.invalidZip,
  invalidRouting: 'Invalid routing number',
  unknownRouting: 'No bank was found for this routing number',
  firstNameOnCard: 'Please enter valid first name',
  lastNameOnCard: 'Please enter valid last name',
  expiryYear: 'Please choose a valid expiration year',
  expired: 'This card has expired',
  billDate: 'Please choose a billing date',
  paymentMethod: 'Please choose a payment method',
  methodNotOffered: 'This payment method is not offered for the plans in your cart.',
  cardsUnavailable: 'Card payments are not available at the moment. Please pay from a bank account.',
  existingUnknown: 'This saved payment method is not available. Please choose another one.',
  contactFirst: 'Please save your Contact Information first: its address is the one copied.',
  statementAs: (descriptor: string) => `Your premiums will appear on your bank or card statement as ${descriptor}.`,
  statementAsEach: (descriptors: string, last: string) =>
    `Your premiums will appear on your bank or card statement as ${descriptors} and ${last}, one for each carrier.`,
} as const;

export const agreementMessages = {
  /** Part 2, §5, word for word. */
  required: 'This field is required.',
  signatureRequired: 'Signature is required',
  signatureUnreadable: 'The signature could not be read. Please clear it and sign again.',
  agentName: 'This is not the name of the representative enrolling.',
  agentCode: 'This is not the code of the representative enrolling.',
  groupName: 'This is not the name of the group enrolling.',
  groupCode: 'This is not the enrollment code of the group enrolling.',
  userName: "Please type the applicant's first and last name as on Personal Information.",
  notToday: "The date must be today's date.",
  repOnly: 'Only the representative enrolling may verify as broker. Please confirm your access code again.',
  groupOnly: 'Only the group enrolling may verify this enrollment. Please confirm its enrollment code again.',
  wrongRole: 'This agreement is for another kind of enrollment.',
  brokerVerification: 'Broker Verification',
  groupVerification: 'Group Verification',
  applicantVerification: 'Applicant Verification',
} as const;

export const otpMessages = {
  verified: 'Verification Successful!',
  enterEmailCode: 'Please enter the code we sent to your e-mail address.',
  enterPhoneCode: 'Please enter the code we sent to your phone.',
  wrongCode: 'This code is not correct. Please check it and try again.',
} as const;

export const reviewMessages = {
  incomplete: (titles: string) => `Please complete ${titles} before you submit your enrollment.`,
  submitted: 'This enrollment has been submitted and can no longer be changed.',
  notesTooLong: 'Please keep the notes under 1000 characters',
  smsNotOffered:
    'A text-message signature is only for a representative or group enrolling, without an IHA plan, when a plan needs a signature not yet given.',
  dateGone: 'The effective date of your cart is no longer offered. Please choose a new one in your cart.',
  agreementsChanged: 'The agreements changed since they were signed. Please review Agreement & Signature again.',
  notSigned:
    'The applicant has not signed. Please have them sign on Agreement & Signature, or send the signature request by text message.',
} as const;

/** The receipt (part 2, §2.14, §4) and the member's later signature (part 2, §2.11, §6). */

/** Part 2, §9: the subject of the e-mail the applicant receives within minutes of completion. */
export const RECEIPT_SUBJECT = 'Enrollment Receipt';
export const receiptMessages = {
  thanks: (name: string) => `Thank you, ${name}!`,
  sent: `A receipt has been sent to your e-mail address with the subject '${RECEIPT_SUBJECT}'.`,
  awaitingSignature: 'The applicant has been sent a link to sign the agreement.',
  signed: 'Thank you: your signature was received and your application is complete.',
  linkGone: 'This signature link has expired or was already used.',
} as const;

/** Part 2, §2.3 and §2.15. */
export const resumeMessages = {
  saved: 'Information Saved!!! Check your email to continue',
  somethingWrong: 'Something went wrong. Please save your enrollment.',
  wrongCode: 'This code and e-mail address do not match a saved enrollment.',
  expired: 'This saved enrollment has expired. Please start a new enrollment.',
} as const;

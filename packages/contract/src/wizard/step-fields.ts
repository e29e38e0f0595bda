import { contactInfoShape } from './contact-info.ts';
import { dependentShape } from './dependent-info.ts';
import { employerInfoShape } from './employer-info.ts';
import { personalInfoShape, personalReadOnly } from './personal-info.ts';
import { type WizardTab, wizardSteps } from './steps.ts';

/** The steps whose fields the catalog chooses, with every field each may ask for, in the order a form shows them. */
export const stepFieldNames = {
  primary_info: [...personalReadOnly, ...(Object.keys(personalInfoShape) as (keyof typeof personalInfoShape)[])],
  contact_info: Object.keys(contactInfoShape) as (keyof typeof contactInfoShape)[],
  employer_info: Object.keys(employerInfoShape) as (keyof typeof employerInfoShape)[],
  /** Asked of each dependent. */
  dependent_info: Object.keys(dependentShape) as (keyof typeof dependentShape)[],
} as const;
export type FieldStep = keyof typeof stepFieldNames;
export const fieldSteps = Object.keys(stepFieldNames) as FieldStep[];

/** What every application asks, whatever the plans: the catalog adds to it, never takes away. */
export const baseFields: { [S in FieldStep]: (typeof stepFieldNames)[S][number][] } = {
  primary_info: ['birthdate', 'gender', 'first_name', 'middle_name', 'last_name', 'marital_status', 'ssn'],
  contact_info: ['address1', 'address2', 'city', 'state', 'zip', 'phone_number', 'email_address'],
  employer_info: ['name', 'phone', 'address1', 'address2', 'city', 'state', 'zip', 'occupation', 'employment_status'],
  dependent_info: ['first_name', 'middle_name', 'last_name', 'birthdate', 'gender', 'ssn'],
};

/** The steps only some plans bring (the catalog names them per plan or category). */
export const planSteps = wizardSteps.filter((step) => step.activation === 'plan').map((step) => step.tab) as [
  WizardTab,
  ...WizardTab[],
];

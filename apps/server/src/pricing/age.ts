/** The product computes ages with a year of 365.25 days (315576e5 ms); the contract's rule, shared with the web forms. */
export { ageOn, MS_PER_YEAR } from '@openenroll/contract/age';

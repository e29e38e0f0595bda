import { measureEnrollmentJourney, printJourney } from './enrollment-journey.ts';

/** `npm run journey -w bench`: the enrollment journey's server time alone. */
printJourney(await measureEnrollmentJourney());

/** Every table, for Drizzle's query builder and drizzle-kit; the tables live in schema/ by domain. */
export * from './schema/applications.ts';
export * from './schema/catalog.ts';
export * from './schema/enrollments.ts';
export * from './schema/leads.ts';
export * from './schema/mail.ts';
export * from './schema/members.ts';
export * from './schema/one-time-codes.ts';
export * from './schema/partners.ts';
export * from './schema/quotes.ts';
export * from './schema/recommendations.ts';
export * from './schema/sessions.ts';
export * from './schema/sites.ts';
export * from './schema/wizard.ts';

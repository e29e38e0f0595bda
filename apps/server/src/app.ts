import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createCartService } from './cart/cart-service.ts';
import { createScreenshotService } from './cart/screenshot-service.ts';
import { createCatalogCache } from './catalog/catalog-cache.ts';
import { createPlanBook } from './catalog/plan-book.ts';
import { createStorefrontService } from './catalog/storefront-service.ts';
import { createEmailCheck, type EmailCheck } from './contact-check/email-check.ts';
import { checkUsPhone } from './contact-check/phone-check.ts';
import type { Database } from './db/client.ts';
import { withRequestCopies } from './db/read-cache.ts';
import { createEnrollmentStore } from './enrollment/enrollment-store.ts';
import { createDependentService } from './filter/dependent-service.ts';
import { createFilterService } from './filter/filter-service.ts';
import { createZipService, type ZipLookup } from './filter/zip-service.ts';
import { createGroupCodeService } from './group-code/group-code-service.ts';
import { createReadiness } from './health/readiness.ts';
import { createIdentityService } from './identity/identity-service.ts';
import { createOwnerInfoService } from './identity/owner-info-service.ts';
import { createPartnerService } from './identity/partner-service.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createLeadService } from './lead/lead-service.ts';
import type { NearestZip } from './lead/nearest-zip.ts';
import { errorSerializer, logRedaction, requestSerializer } from './log.ts';
import { createMailService } from './mail/mail-service.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import type { SmsTransport } from './mail/sms-transport.ts';
import { createMemberEntryService } from './members/member-entry-service.ts';
import { createMemberListCodeService } from './members/member-list-code-service.ts';
import { createMemberListService } from './members/member-list-service.ts';
import { countingDeliveries, countingJobFailures } from './metrics/counted.ts';
import { createStoreMetrics } from './metrics/store-metrics.ts';
import { createOneTimeCodes } from './one-time-codes/one-time-code-service.ts';
import { createPlanDetailService } from './plans/plan-detail-service.ts';
import { createPlanListingService } from './plans/plan-listing-service.ts';
import { createShopping } from './plans/shopping.ts';
import { createSuggestionService } from './plans/suggestion-service.ts';
import { docsPlugin } from './plugins/docs.ts';
import { drainPlugin } from './plugins/drain.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/request-errors.ts';
import { requestIdOf, requestIdPlugin } from './plugins/request-id.ts';
import { sameSiteWritesPlugin } from './plugins/same-site-writes.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webPlugin } from './plugins/web.ts';
import { createQuestionnaireService } from './questionnaire/questionnaire-service.ts';
import { createQuoteService } from './quote/quote-service.ts';
import { createModelReader } from './recommendations/model.ts';
import { createRecommendationService } from './recommendations/recommendation-service.ts';
import { cartRoutes } from './routes/cart-routes.ts';
import { entryRoutes } from './routes/entry-routes.ts';
import { filterRoutes } from './routes/filter-routes.ts';
import { groupCodeRoutes } from './routes/group-code-routes.ts';
import { leadRoutes } from './routes/lead-routes.ts';
import { mailRoutes } from './routes/mail-routes.ts';
import { memberRoutes } from './routes/member-routes.ts';
import { memberSignatureRoutes } from './routes/member-signature-routes.ts';
import { planCheckRoutes } from './routes/plan-check-routes.ts';
import { planRoutes } from './routes/plan-routes.ts';
import { questionnaireRoutes } from './routes/questionnaire-routes.ts';
import { quoteRoutes } from './routes/quote-routes.ts';
import { recommendationRoutes } from './routes/recommendation-routes.ts';
import { resumeRoutes } from './routes/resume-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { siteRoutes } from './routes/site-routes.ts';
import { startupRoutes } from './routes/startup-routes.ts';
import { wizardFinishRoutes } from './routes/wizard-finish-routes.ts';
import { wizardPeopleRoutes } from './routes/wizard-people-routes.ts';
import { wizardRoutes } from './routes/wizard-routes.ts';
import type { Cipher } from './security/cipher.ts';
import { createRateLimiter } from './security/rate-limiter.ts';
import { createSessionService } from './session/session-service.ts';
import { createAgreementService } from './wizard/agreement/agreement-service.ts';
import { createAgreementCatalog } from './wizard/agreement/agreement-texts.ts';
import { createBeneficiaryService } from './wizard/beneficiary-service.ts';
import { type BankLookup, bundledBankLookup } from './wizard/billing/bank-directory.ts';
import { createBillingService } from './wizard/billing/billing-service.ts';
import type { PaymentProcessor } from './wizard/billing/payment-processor.ts';
import { createApplicationStore } from './wizard/completion/application-store.ts';
import { createCompletionService } from './wizard/completion/completion-service.ts';
import { createReviewService } from './wizard/completion/review-service.ts';
import { createSignatureRequests } from './wizard/completion/signature-requests.ts';
import { createContactProof } from './wizard/contact-proof.ts';
import { createDependentsStep } from './wizard/dependents-step.ts';
import { createEnrollerCodeService } from './wizard/enroller-code-service.ts';
import { createHealthService } from './wizard/health-service.ts';
import { createOtpService } from './wizard/otp-service.ts';
import { createPrefill } from './wizard/prefill.ts';
import { createResumeService } from './wizard/resume-service.ts';
import { createResumeTokenService } from './wizard/resume-token-service.ts';
import { createStepSaves } from './wizard/step-saves.ts';
import { createStepStore } from './wizard/step-store.ts';
import { createWizardContext } from './wizard/wizard-context.ts';
import { createWizardService } from './wizard/wizard-service.ts';

export type AppOptions = {
  database: Database;
  webDist?: string;
  /** The web app's renderer (apps/web's entry-server build): pages leave with their body drawn. */
  webRenderer?: string;
  sessionIdleMinutes?: number;
  /**
   * Keep sessions, enrollments and carts read in memory this long: only when this process alone writes them (the
   * embedded database, locked to one process); see db/read-cache.ts.
   */
  readCacheSeconds?: number;
  /** Off when absent (tests); the server passes its configured level. */
  logLevel?: string;
  /** How often the catalog version is checked in the background (2 s unless given; 0: only at start). */
  catalogCheckEveryMs?: number;
  /** Behind a load balancer: the proxies whose X-Forwarded-For names the client (rate limits key on it). */
  trustProxy?: boolean | string;
  /** Encrypts health answers at rest; without it the questionnaires refuse to store answers. */
  cipher?: Cipher;
  /** A zip-code provider in place of the bundled US zip data. */
  zipLookup?: ZipLookup;
  /** A reverse geocoder in place of the bundled US zip data (the location banner's leads). */
  nearestZip?: NearestZip;
  /** The clock that decides ages and blackout windows; tests set the day. */
  now?: () => Date;
  /** Where work that must not hold up a request is queued; the app registers its workers on it. */
  jobs?: JobQueue;
  /** How e-mail leaves: SMTP, or the demo outbox. */
  mailTransport?: MailTransport;
  /** How e-mail addresses are checked: by form and disposable services unless given (server.ts adds DNS). */
  emailCheck?: EmailCheck;
  /** How text messages leave: a provider, or the demo outbox; none refuses them. */
  smsTransport?: SmsTransport;
  /** Demo conveniences: the mailbox calls answer only in demo mode, and only to this machine. */
  demoMode?: boolean;
  /** Hours the demo outbox keeps a delivered message's body for the mailbox (24 unless given). */
  demoMailHours?: number;
  /** Days a quote's e-mailed link opens the cart (30 unless given). */
  quoteLinkDays?: number;
  /** Reminders of an unanswered quote, in seconds after sending (2 and 5 days unless given). */
  quoteReminderDelaysSeconds?: number[];
  /** Turns cards into tokens; without one the store takes no card payments. */
  paymentProcessor?: PaymentProcessor;
  /** A bank directory provider in place of the bundled FedACH directory. */
  bankLookup?: BankLookup;
  /** Where log lines go (stdout unless given): tests read them. */
  logStream?: { write(line: string): void };
  /** Lets a scraper elsewhere read `/metrics` with this bearer token; this machine may without one. */
  metricsToken?: string;
  /** The process's own metrics (CPU, memory, GC) on `/metrics`: once per process, so the server asks, tests do not. */
  processMetrics?: boolean;
};

/** The whole server as one Fastify instance; `server.ts` only listens and closes. */
export async function buildApp(options: AppOptions) {
  const { db } = options.database;
  const app = Fastify({
    logger: options.logLevel
      ? {
          level: options.logLevel,
          redact: logRedaction,
          serializers: { req: requestSerializer, err: errorSerializer },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdOf,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createStoreMetrics({
    database: options.database,
    jobsWaiting: options.jobs?.waiting?.bind(options.jobs),
    processMetrics: options.processMetrics,
  });
  const readiness = createReadiness({ db });
  await app.register(drainPlugin, { readiness });

  const idleMinutes = options.sessionIdleMinutes ?? 120;
  const cache = createCatalogCache({
    db,
    checkEveryMs: options.catalogCheckEveryMs,
    onError: (error) => app.log.warn({ err: error }, 'catalog version check failed'),
  });
  await cache.start();
  app.addHook('onClose', async () => cache.stop());
  const storefront = createStorefrontService({ db, cache });
  const planBook = createPlanBook({ db, cache });
  const enrollments = createEnrollmentStore({ db, cacheSeconds: options.readCacheSeconds, now: options.now });
  const shopping = createShopping({ db, storefront, planBook, enrollments, now: options.now });
  const model = createModelReader({ db, checkEveryMs: options.catalogCheckEveryMs });
  const recommendations = createRecommendationService({ db, shopping, model, jobs: options.jobs });
  const cart = createCartService({
    db,
    shopping,
    planBook,
    enrollments,
    now: options.now,
    onCartChange: recommendations.cartChanged,
  });
  const screenshots = createScreenshotService({ db, cipher: options.cipher });
  const sessions = createSessionService({
    db,
    idleMinutes,
    cacheSeconds: options.readCacheSeconds,
    onCartRead: enrollments.offer,
  });
  const limiter = createRateLimiter({ db });
  const identity = createIdentityService({ db, sessions, limiter });
  const zips = createZipService({ lookup: options.zipLookup });
  const filters = createFilterService({ db, sessions, zips, enrollments, cart });
  const dependents = createDependentService({ db, enrollments });
  const listing = createPlanListingService({ shopping, popularity: recommendations.byPopularity });
  const details = createPlanDetailService({ shopping });
  const suggestions = createSuggestionService({ shopping });
  const groupCodes = createGroupCodeService({ db, shopping, enrollments, limiter });
  const questionnaires = createQuestionnaireService({ db, shopping, cipher: options.cipher });
  const partners = createPartnerService({ db, storefront, sessions, identity });
  const leads = createLeadService({ db, sessions, limiter, nearestZip: options.nearestZip });
  const mail = createMailService({
    db,
    jobs: options.jobs,
    transport: options.mailTransport && countingDeliveries(options.mailTransport, 'email', metrics.deliveries),
    sms: options.smsTransport && countingDeliveries(options.smsTransport, 'sms', metrics.deliveries),
    log: app.log,
    cipher: options.cipher,
    outboxKeepSeconds: options.demoMailHours === undefined ? undefined : options.demoMailHours * 3600,
  });
  const memberLists = createMemberListService({ db });
  const oneTimeCodes = createOneTimeCodes({ db, limiter, now: options.now });
  const memberCodes = createMemberListCodeService({ db, sessions, mail, codes: oneTimeCodes });
  const memberEntry = createMemberEntryService({ db, sessions, filters, enrollments, limiter });

  const quotes = createQuoteService({
    db,
    cart,
    mail,
    jobs: options.jobs,
    cipher: options.cipher,
    sessions,
    storefront,
    enrollments,
    limiter,
    now: options.now,
    linkDays: options.quoteLinkDays ?? 30,
    reminderDelaysSeconds: options.quoteReminderDelaysSeconds ?? [172_800, 432_000],
  });

  const steps = createStepStore({ db, cipher: options.cipher, now: options.now });
  const prefill = createPrefill({ db, cipher: options.cipher });
  const wizard = createWizardService({
    db,
    context: createWizardContext({ enrollments, planBook }),
    steps,
    prefill,
    enrollments,
    sessions,
  });
  const resumeTokens = createResumeTokenService({ db, enrollments, sessions, wizard, now: options.now });
  const emailCheck = options.emailCheck ?? createEmailCheck({});
  const phoneCheck = checkUsPhone;
  const proof = createContactProof({ db });
  const stepSaves = createStepSaves({
    db,
    storefront,
    wizard,
    steps,
    prefill,
    proof,
    emailCheck,
    phoneCheck,
  });
  const beneficiaries = createBeneficiaryService({ wizard, steps });
  const applicationStore = createApplicationStore({ db, cipher: options.cipher });
  const health = createHealthService({ db, cache, wizard, steps, applications: applicationStore });
  const dependentsStep = createDependentsStep({ db, wizard, steps, enrollments, health, filters, cart });
  const resume = createResumeService({
    db,
    enrollments,
    steps,
    sessions,
    storefront,
    mail,
    jobs: options.jobs,
    cipher: options.cipher,
    limiter,
    now: options.now,
  });

  const billing = createBillingService({
    db,
    wizard,
    steps,
    planBook,
    storefront,
    bankLookup: options.bankLookup ?? bundledBankLookup,
    processor: options.paymentProcessor,
    cipher: options.cipher,
    now: options.now,
  });
  const agreement = createAgreementService({
    db,
    wizard,
    steps,
    planBook,
    agreements: createAgreementCatalog({ db, cache }),
    cart,
    enrollments,
    billing,
    cipher: options.cipher,
    now: options.now,
  });
  const review = createReviewService({ wizard, steps, planBook, cart, agreement });
  const signatures = createSignatureRequests({
    db,
    applications: applicationStore,
    storefront,
    mail,
    cipher: options.cipher,
    now: options.now,
  });
  const completion = createCompletionService({
    db,
    wizard,
    steps,
    planBook,
    cart,
    billing,
    agreement,
    review,
    applications: applicationStore,
    signatures,
    enrollments,
    sessions,
    storefront,
    mail,
    jobs: options.jobs,
    now: options.now,
  });

  const workers = options.jobs && countingJobFailures(options.jobs, metrics.jobFailures);
  await workers?.work('send-mail', (job, attempt) => mail.deliver(job.messageId, attempt));
  await workers?.work('quote-reminder', (job) => quotes.remind(job.quoteId, job.reminder));
  await workers?.work('refresh-recommendations', () => recommendations.refresh());
  await workers?.work('saved-enrollment-reminder', (job) => resume.remind(job.enrollmentId, job.savedAt));
  await workers?.work('saved-enrollment-expiry', (job) => resume.expire(job.enrollmentId, job.savedAt));
  await workers?.work('application-receipt', (job) => completion.sendReceipt(job.applicationId));
  await workers?.work('generate-invoice', (job) => completion.generateInvoice(job.applicationId));

  // A handler's rows read along with others (its enrollment, with the session) are not read again (db/read-cache.ts).
  app.addHook('preHandler', (_request, _reply, done) => withRequestCopies(done));
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { metrics, token: options.metricsToken });
  // Answers over 1 KB leave compressed (brotli or gzip, as the browser accepts); the web build comes precompressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(sameSiteWritesPlugin);
  await app.register(docsPlugin);
  await app.register(sessionPlugin, {
    sessions,
    siteOf: async (request) => (await storefront.siteByDomain(request.hostname)).id,
  });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'ok', database: options.database.kind };
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const state = await readiness.check();
    return state.ready ? { status: 'ready' } : reply.code(503).send({ status: 'unavailable', reason: state.reason });
  });
  siteRoutes(app, { storefront, identity });
  entryRoutes(app, { storefront, identity, owners: createOwnerInfoService({ db }) });
  filterRoutes(app, { storefront, zips, filters, dependents });
  planRoutes(app, { storefront, listing, details });
  planCheckRoutes(app, { storefront, details, suggestions });
  cartRoutes(app, { cart, storefront, screenshots, quotes, signatures: agreement });
  quoteRoutes(app, { quotes });
  resumeRoutes(app, { quotes, resume, resumeTokens, storefront });
  wizardPeopleRoutes(app, { beneficiaries, health, dependents: dependentsStep });
  wizardRoutes(app, {
    db,
    wizard,
    resumeTokens,
    saves: stepSaves,
    enrollerCodes: createEnrollerCodeService({ db, enrollments, limiter }),
    prefill,
    enrollments,
    emailCheck,
    phoneCheck,
    otp: createOtpService({
      codes: oneTimeCodes,
      proof,
      mail,
      enrollments,
      siteName: async (siteId) => (await storefront.siteFor(siteId)).name,
    }),
  });
  wizardFinishRoutes(app, { billing, agreement, review, completion });
  memberSignatureRoutes(app, { signatures, storefront });
  groupCodeRoutes(app, { storefront, groupCodes });
  questionnaireRoutes(app, { storefront, questionnaires });
  sessionRoutes(app, { sessions, resumeTokens });
  startupRoutes(app, { storefront, partners });
  leadRoutes(app, { storefront, leads });
  mailRoutes(app, { mail, demoMode: options.demoMode ?? false });
  memberRoutes(app, { storefront, lists: memberLists, codes: memberCodes, entry: memberEntry });
  recommendationRoutes(app, { storefront, recommendations });

  await app.register(webPlugin, {
    webDist: options.webDist ?? '',
    webRenderer: options.webRenderer,
    db,
    cache,
    storefront,
  });
  return app;
}

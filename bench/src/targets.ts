/** 1 KB = 1024 bytes throughout the report. */
export const KB = 1024;

export const targets = {
  /** Gzipped JavaScript the landing page `/` loads before it can render. */
  landingJsGzipBytes: 150 * KB,
  /** Gzipped JavaScript a wizard step loads that no other step needs (its chunk, and the pad's for the agreement). */
  wizardStepJsGzipBytes: 40 * KB,
  /** A catalog read's throughput as a share of a bare Fastify hello-world's, measured in the same run. */
  catalogReadShareOfHelloWorld: 0.25,
  /** On PostgreSQL, a read behind the session (each shopper's own cart) as a share of get-featured-plans's. */
  sessionReadShareOfCatalogRead: 0.5,
  /** On PostgreSQL, a shopper's or wizard write (50 visitors at once) as a share of a bare Fastify one-row insert's. */
  writeShareOfInsert: 0.8,
  /** On PostgreSQL, each of those writes at the 99th percentile. */
  writeP99Ms: 50,
  /** On the embedded database (one connection), the same writes' throughput and 99th percentile. */
  embeddedWritesPerSecond: 300,
  embeddedWriteP99Ms: 100,
  /** recommendation/association for a cart of two plans, over 100,000 historical carts, at the 99th percentile. */
  recommendationP99Ms: 20,
  /** Lighthouse (a phone, simulated throttling) on each public page of both demo sites. */
  lighthousePerformance: 95,
  lighthouseCls: 0.02,
  lighthouseLcpMs: 2000,
};

/** The server time of one whole enrollment, quote to receipt, every call as the browser makes it. */
export const JOURNEY_TARGET_MS = 1000;

export type Verdict = 'PASS' | 'MISS' | 'n/a';

export const atMost = (actual: number | undefined, limit: number): Verdict =>
  actual === undefined ? 'n/a' : actual <= limit ? 'PASS' : 'MISS';

export const atLeast = (actual: number | undefined, floor: number): Verdict =>
  actual === undefined ? 'n/a' : actual >= floor ? 'PASS' : 'MISS';

/** 1 KB = 1024 bytes throughout the report. */
export const KB = 1024;

export const targets = {
  /** Gzipped JavaScript the landing page `/` loads before it can render. */
  landingJsGzipBytes: 150 * KB,
  /** Gzipped JavaScript a wizard step loads that no other step needs (its chunk, and the pad's for the agreement). */
  wizardStepJsGzipBytes: 40 * KB,
  /** A catalog read's throughput as a share of a bare Fastify hello-world's, measured in the same run. */
  catalogReadShareOfHelloWorld: 0.25,
  /** A read behind the session (cookie, enrollment, cart priced live), at the 99th percentile under 10 connections. */
  sessionReadP99Ms: 25,
  /** A wizard step's save by 50 shoppers at once, on PostgreSQL, at the 99th percentile. */
  stepSaveP99Ms: 50,
  /** recommendation/association for a cart of two plans, over 100,000 historical carts, at the 99th percentile. */
  recommendationP99Ms: 20,
};

/** The server time of one whole enrollment, quote to receipt, every call as the browser makes it. */
export const JOURNEY_TARGET_MS = 1000;

export type Verdict = 'PASS' | 'MISS' | 'n/a';

export const atMost = (actual: number | undefined, limit: number): Verdict =>
  actual === undefined ? 'n/a' : actual <= limit ? 'PASS' : 'MISS';

export const atLeast = (actual: number | undefined, floor: number): Verdict =>
  actual === undefined ? 'n/a' : actual >= floor ? 'PASS' : 'MISS';

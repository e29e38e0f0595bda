import type { Tx } from '../db/client.ts';

/** Every kind of background job and the data it carries (ids only: the rows hold the rest). */
export type Jobs = {
  'send-mail': { messageId: string };
  /** The `reminder`-th reminder of an unanswered quote (from 1). */
  'quote-reminder': { quoteId: string; reminder: number };
  /** Count the live carts again for the recommendations. */
  'refresh-recommendations': Record<string, never>;
  /** A week before a saved enrollment expires; `savedAt` tells a job of an earlier save from the current one. */
  'saved-enrollment-reminder': { enrollmentId: string; savedAt: string };
  /** When a saved enrollment expires: it is deleted unless saved again since. */
  'saved-enrollment-expiry': { enrollmentId: string; savedAt: string };
  /** The 'Enrollment Receipt' e-mail of a submitted application, with its PDF. */
  'application-receipt': { applicationId: string };
  /** The first month's invoice of an application billed by invoice. */
  'generate-invoice': { applicationId: string };
};
export type JobName = keyof Jobs;

/** Which try this is; on the last one a failure is final. */
export type JobAttempt = { attempt: number; lastAttempt: boolean };

/** Does the job's work; throwing fails this try, and the queue tries again while the job's policy allows. */
export type JobHandler<N extends JobName> = (data: Jobs[N], attempt: JobAttempt) => Promise<void>;

export type SendOptions = {
  /**
   * Queue the job inside this transaction: it exists only if the transaction commits. Code inside a transaction
   * must pass it: on PGlite the queue's own connection is the one the transaction holds, and would wait for it.
   */
  tx?: Tx;
  /** Run the job no sooner than this many seconds from now. */
  startAfterSeconds?: number;
  /**
   * At most one job of this name per window of this many seconds: a send while this window's job exists queues one
   * for the next window, and further sends in the window are merged into it (pg-boss's debounce).
   */
  debounceSeconds?: number;
};

/** Where services queue work that must not hold up a request. */
export interface JobQueue {
  send<N extends JobName>(name: N, data: Jobs[N], options?: SendOptions): Promise<void>;
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** How many jobs of each name are due and wait for a worker: queued, or failed and due to retry. */
  waiting?(): Promise<Partial<Record<JobName, number>>>;
}

export type RetryPolicy = {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the first retry; with backoff each later wait roughly doubles. */
  delaySeconds: number;
  backoff: boolean;
  /** A try still running after this long counts as failed. */
  expireSeconds: number;
};

export const jobPolicies: Record<JobName, RetryPolicy> = {
  // About 30 s, 1 min, 2 min, 4 min apart: an SMTP server that is briefly down does not lose a message.
  'send-mail': { attempts: 5, delaySeconds: 30, backoff: true, expireSeconds: 120 },
  // A reminder only queues its e-mail: a failure here is the database's, worth a few tries.
  'quote-reminder': { attempts: 3, delaySeconds: 60, backoff: true, expireSeconds: 60 },
  // A recount reads every live cart; the next cart change queues another, so one retry is enough.
  'refresh-recommendations': { attempts: 2, delaySeconds: 30, backoff: false, expireSeconds: 300 },
  // Both only read a row and queue an e-mail or delete: a failure is the database's.
  'saved-enrollment-reminder': { attempts: 3, delaySeconds: 60, backoff: true, expireSeconds: 60 },
  'saved-enrollment-expiry': { attempts: 3, delaySeconds: 60, backoff: true, expireSeconds: 60 },
  // Both read the application and write once (a claimed column, a unique invoice): a retry never doubles them.
  'application-receipt': { attempts: 5, delaySeconds: 30, backoff: true, expireSeconds: 120 },
  'generate-invoice': { attempts: 5, delaySeconds: 30, backoff: true, expireSeconds: 60 },
};

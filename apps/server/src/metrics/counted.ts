import type { Counter } from 'prom-client';
import type { JobQueue } from '../jobs/job-queue.ts';

/** The queue as the app's workers see it: a try that throws is counted, then thrown on for the queue to retry. */
export function countingJobFailures(jobs: JobQueue, failures: Counter<'job' | 'final'>): JobQueue {
  return {
    send: (name, data, options) => jobs.send(name, data, options),
    work: (name, handler) =>
      jobs.work(name, async (data, attempt) => {
        try {
          await handler(data, attempt);
        } catch (error) {
          failures.inc({ job: name, final: String(attempt.lastAttempt) });
          throw error;
        }
      }),
  };
}

/** A mail or text transport that counts what it handed over and what it was refused. */
export function countingDeliveries<T extends { send(message: never): Promise<void> }>(
  transport: T,
  channel: 'email' | 'sms',
  deliveries: Counter<'channel' | 'outcome'>,
): T {
  return {
    ...transport,
    async send(message: Parameters<T['send']>[0]) {
      try {
        await transport.send(message);
      } catch (error) {
        deliveries.inc({ channel, outcome: 'failed' });
        throw error;
      }
      deliveries.inc({ channel, outcome: 'sent' });
    },
  };
}

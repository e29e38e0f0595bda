import { trackElevateTraffic } from '@openenroll/contract/startup';
import { callApi } from './call-api.ts';

const tracked = new Set<string>();

/** Tells the server, once per enrollment and page load, that the enrollment came from the partner membership site. */
export async function trackPartnerEnrollment(enrollmentId: string) {
  if (tracked.has(enrollmentId)) return;
  tracked.add(enrollmentId);
  // The server records it once whatever happens here; a failure only loses a statistic.
  await callApi(trackElevateTraffic, { enrollment_id: enrollmentId }).catch(() => tracked.delete(enrollmentId));
}

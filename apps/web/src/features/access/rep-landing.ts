import { agentCard } from '@openenroll/contract/entry';
import type { z } from 'zod';

/** What /landing-page needs to know about the representative just confirmed; it travels in the history entry. */
const repLanding = agentCard.pick({ landing_page: true, landing_url: true });
export type RepLanding = z.infer<typeof repLanding>;

/** The confirmed representative's landing, if the history entry carries one. */
export function readRepLanding(state: unknown): RepLanding | undefined {
  const parsed = repLanding.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

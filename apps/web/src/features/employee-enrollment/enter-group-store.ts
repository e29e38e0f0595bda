import type { CallData } from '@openenroll/contract/call';
import type { confirmGroup } from '@openenroll/contract/entry';
import { clientState } from '../../shared/client-state.ts';
import { mirrorIdentity } from '../../shared/identity-mirror.ts';
import { safeUrl } from '../../shared/theme/site-settings.ts';

/**
 * The spec's Yes in Employee Enrollment: nothing kept from before, the group's landing URL and has_enrollment
 * stored, then a full load of the group's store. Returns false, doing nothing, when the landing URL is unusable.
 */
export async function enterGroupStore({ identity, group }: CallData<typeof confirmGroup>, groupCode: string) {
  const landingUrl = safeUrl(group.landing_url ?? undefined);
  if (!landingUrl) return false;
  await clientState.clearAll();
  clientState.set('has_enrollment', true);
  clientState.set('landing_url', landingUrl);
  clientState.set('gname', group.name);
  clientState.set('gcode', groupCode);
  mirrorIdentity(identity);
  window.location.assign(landingUrl);
  return true;
}

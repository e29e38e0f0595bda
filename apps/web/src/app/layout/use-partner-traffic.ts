import { MEMBERSHIP_SITE } from '@openenroll/contract/site';
import { useEffect } from 'react';
import { useClientState } from '../../shared/use-client-state.ts';

/** In the membership-site mode, every enrollment the visitor starts is counted as the partner site's traffic. */
export function usePartnerTraffic() {
  const fromSite = useClientState('fromSite');
  const tempId = useClientState('tempId');
  useEffect(() => {
    if (fromSite !== MEMBERSHIP_SITE || !tempId) return;
    void import('../../shared/api/track-elevate-traffic.ts').then((m) => m.trackPartnerEnrollment(tempId));
  }, [fromSite, tempId]);
}

import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { inBrowser } from '../../shared/page-context.ts';
import { useClientState } from '../../shared/use-client-state.ts';

const LocationBanner = lazy(() =>
  import('../../features/location-banner/location-banner.tsx').then((m) => ({ default: m.LocationBanner })),
);

/**
 * The location-permission banner, on the landing page only, until the visitor answered it. Its code loads only
 * when it is offered; an answer given on this page keeps it in place until the visitor closes it or moves on.
 */
export function LocationBannerSlot() {
  const { pathname } = useLocation();
  // The server takes every browser to know where it is, as all current ones do, so the page it writes shows the offer.
  const permission = useClientState('locationPermission');
  const [unanswered] = useState(() => permission === undefined && (!inBrowser || 'geolocation' in navigator));
  if (!unanswered || pathname !== '/') return null;
  return (
    <Suspense fallback={null}>
      <LocationBanner />
    </Suspense>
  );
}

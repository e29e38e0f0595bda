import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { clientState } from '../../shared/client-state.ts';

const LocationBanner = lazy(() =>
  import('../../features/location-banner/location-banner.tsx').then((m) => ({ default: m.LocationBanner })),
);

/**
 * The location-permission banner, on the landing page only, until the visitor answered it. Its code loads only
 * when it is offered; an answer given on this page keeps it in place until the visitor closes it or moves on.
 */
export function LocationBannerSlot() {
  const { pathname } = useLocation();
  const [unanswered] = useState(
    () =>
      clientState.get('locationPermission') === undefined &&
      typeof navigator !== 'undefined' &&
      'geolocation' in navigator,
  );
  if (!unanswered || pathname !== '/') return null;
  return (
    <Suspense fallback={null}>
      <LocationBanner />
    </Suspense>
  );
}

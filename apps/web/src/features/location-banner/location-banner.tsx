import { Button, Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error.ts';
import { clientState } from '../../shared/client-state.ts';
import { deviceId, validDeviceId } from '../../shared/device-id.ts';
import { Message } from '../../shared/i18n/message.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { pageLocation } from '../../shared/page-context.ts';
import { useClientState } from '../../shared/use-client-state.ts';
import { useCheckLeadInformation } from './api/check-lead-information.ts';
import { fetchLeadInformation } from './api/get-lead-information.ts';
import { locate, placeLabel } from './locate.ts';
import classes from './location-banner.module.css';
import { locationBannerMessages } from './location-banner-messages.ts';

type Status =
  | { name: 'offer' }
  | { name: 'locating' }
  | { name: 'found'; place: string }
  /** Without a message of the server's, the banner's own not-found text. */
  | { name: 'failed'; message?: string }
  | { name: 'hidden' };

/** The server's words when it refused the client for asking too often; otherwise the plain not-found text. */
const leadFailure = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 429 ? error.message : undefined;

/**
 * The location-permission banner: Allow asks the browser where it is, and the nearest zip code is kept for the
 * quote form (client-state leadZip); Don't Allow, or the browser's refusal, hides it. Either way it is not offered again.
 */
export function LocationBanner() {
  // Answered on an earlier visit to this page: nothing to offer, nothing to ask the server.
  const permission = useClientState('locationPermission');
  const [answered] = useState(() => permission !== undefined);
  return answered ? null : <LocationOffer />;
}

function LocationOffer() {
  // The id is made when the visitor first shares their location: a device without one has no lead to look up.
  const known = validDeviceId(useClientState('device_id'));
  const [status, setStatus] = useState<Status>({ name: 'offer' });
  const t = useT(locationBannerMessages);
  const scope = { agent_id: clientState.get('agent_id'), group_id: clientState.get('group_id') };
  const check = useCheckLeadInformation(
    { device_id: known ?? '', web_url: pageLocation().href, agent_id: scope.agent_id },
    known !== undefined && status.name === 'offer',
  );

  // A device that shared its location before (in another tab, or before local data was lost) is not asked again.
  useEffect(() => {
    if (!check.data?.has_lead) return;
    if (check.data.zip_code) clientState.set('leadZip', check.data.zip_code);
    clientState.set('locationPermission', 'allowed');
    setStatus({ name: 'hidden' });
  }, [check.data]);

  function decline() {
    clientState.set('locationPermission', 'declined');
    setStatus({ name: 'hidden' });
  }

  async function allow() {
    setStatus({ name: 'locating' });
    let point: Awaited<ReturnType<typeof locate>>;
    try {
      point = await locate();
    } catch (failure) {
      if (failure === 'denied') decline();
      else setStatus({ name: 'failed' });
      return;
    }
    try {
      const lead = await fetchLeadInformation({
        point,
        deviceId: deviceId(),
        agentId: scope.agent_id,
        groupId: scope.group_id,
      });
      clientState.set('leadZip', lead.zip_code);
      clientState.set('locationPermission', 'allowed');
      setStatus({ name: 'found', place: placeLabel(lead) });
    } catch (error) {
      setStatus({ name: 'failed', message: leadFailure(error) });
    }
  }

  const looking = check.isLoading;
  const shown = !(status.name === 'hidden' || looking || check.data?.has_lead);
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    // The page ends above the banner, so its last lines can still be scrolled into view.
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [shown]);

  if (!shown) return null;

  return (
    <section ref={banner} className={classes.banner} aria-label={t('locationBanner.label')}>
      <Container size="lg" className={classes.inner}>
        <p className={classes.text} role="status">
          {status.name === 'found' ? (
            <Message
              catalog={locationBannerMessages}
              id="locationBanner.found"
              values={{ place: status.place }}
              components={{ 0: <strong /> }}
            />
          ) : status.name === 'failed' ? (
            (status.message ?? t('locationBanner.notFound'))
          ) : (
            t('locationBanner.ask')
          )}
        </p>
        {status.name === 'found' || status.name === 'failed' ? (
          <Button
            size="compact-md"
            variant="default"
            onClick={() => {
              if (status.name === 'failed') clientState.set('locationPermission', 'declined');
              setStatus({ name: 'hidden' });
            }}
          >
            {t('locationBanner.close')}
          </Button>
        ) : (
          <div className={classes.actions}>
            <Button size="compact-md" onClick={() => void allow()} loading={status.name === 'locating'}>
              {t('locationBanner.allow')}
            </Button>
            <Button size="compact-md" variant="default" onClick={decline} disabled={status.name === 'locating'}>
              {t('locationBanner.decline')}
            </Button>
          </div>
        )}
      </Container>
    </section>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { CartRemovalsSlot } from './cart-removals-slot.tsx';
import { layoutMessages } from './layout-messages.ts';
import { LocationBannerSlot } from './location-banner-slot.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import classes from './site-layout.module.css';
import { usePartnerTraffic } from './use-partner-traffic.ts';

export function SiteLayout() {
  const t = useT(layoutMessages);
  usePartnerTraffic();
  return (
    <div className={classes.shell}>
      <a className={classes.skipLink} href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <LocationBannerSlot />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <CartRemovalsSlot />
        {/* The header and footer stay while the next page's code arrives. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

import { Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { RecommendedButtonSlot } from '../../features/recommendations/recommended-button-slot.tsx';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { useSiteSettings } from '../../shared/theme/use-site-settings.ts';
import { MenuIcon } from '../../shared/ui/icons.tsx';
import { useHomePath } from '../../shared/use-home-path.ts';
import { CartSummary } from './cart-summary.tsx';
import { CategoryNav } from './category-nav.tsx';
import { ContactDetails } from './contact-details.tsx';
import { EnrollingAs } from './enrolling-as.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { layoutMessages } from './layout-messages.ts';
import classes from './site-header.module.css';
import { StoreOwner } from './store-owner.tsx';
import { ToolsLauncher } from './tools-launcher.tsx';
import { useMountedOnce } from './use-mounted-once.ts';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer.tsx').then((m) => ({ default: m.MobileMenuDrawer })));
const AboutSiteModal = lazy(() => import('./about-site-modal.tsx').then((m) => ({ default: m.AboutSiteModal })));

export function SiteHeader() {
  const settings = useSiteSettings();
  const t = useT(layoutMessages);
  const { data: info } = useDefaultInfo();
  const [menuOpened, menu] = useDisclosure(false);
  const [aboutOpened, about] = useDisclosure(false);
  const menuMounted = useMountedOnce(menuOpened);
  const aboutMounted = useMountedOnce(aboutOpened);
  const siteName = info?.site_name;
  const home = useHomePath();
  const branded =
    info?.identity.rep_authenticated || info?.identity.open_type === 'agent' || info?.identity.open_type === 'group';

  return (
    <header className={classes.header}>
      <div className={classes.topBar} data-branded={branded || undefined}>
        <Container size="lg" className={classes.topBarInner}>
          {info &&
            (info.identity.rep_authenticated ? <EnrollingAs info={info} /> : branded && <StoreOwner info={info} />)}
          {info && (
            <div className={classes.contact}>
              <ContactDetails info={info} onAbout={about.open} />
            </div>
          )}
        </Container>
      </div>
      <Container size="lg" className={classes.mainBar}>
        <button
          type="button"
          className={classes.menuButton}
          onClick={menu.open}
          aria-label={t('layout.menu')}
          // The drawer is loaded on first use: no aria-controls naming an element that may not be there yet.
          aria-haspopup="dialog"
          aria-expanded={menuOpened}
        >
          <MenuIcon size={26} />
        </button>
        <Link to={home} className={classes.logo}>
          {settings.logo ? (
            <img src={settings.logo} alt={siteName ? t('layout.siteHome', { name: siteName }) : t('layout.home')} />
          ) : (
            <span className={classes.logoText}>{siteName ?? t('layout.home')}</span>
          )}
        </Link>
        <CategoryNav className={classes.desktopNav} />
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {settings.showToolsLauncher && (
            <div className={classes.desktopOnly}>
              <ToolsLauncher />
            </div>
          )}
          <LanguageSwitch />
          <RecommendedButtonSlot />
          <CartSummary />
        </Group>
      </Container>
      <Suspense fallback={null}>
        {menuMounted && (
          <MobileMenuDrawer
            id="mobile-menu"
            title={siteName ?? t('layout.menu')}
            opened={menuOpened}
            onClose={menu.close}
            info={info}
            onNavigate={menu.close}
            onAbout={() => {
              menu.close();
              about.open();
            }}
          />
        )}
        {aboutMounted && info && <AboutSiteModal info={info} opened={aboutOpened} onClose={about.close} />}
      </Suspense>
    </header>
  );
}

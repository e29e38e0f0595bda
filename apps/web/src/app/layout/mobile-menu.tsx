import { Divider, NavLink, Stack, Text } from '@mantine/core';
import type { DefaultInfo } from '@openenroll/contract/site';
import { Link } from 'react-router';
import { RecommendedMenuLink } from '../../features/recommendations/recommended-button.tsx';
import { useRecommendedOffered } from '../../features/recommendations/recommended-button-slot.tsx';
import { useCommonMenu } from '../../shared/api/common-menu.ts';
import { useT, useTextLang } from '../../shared/i18n/use-t.ts';
import { useSiteSettings } from '../../shared/theme/use-site-settings.ts';
import { CategoryLink } from '../../shared/ui/category-link.tsx';
import { ContactDetails } from './contact-details.tsx';
import { layoutMessages } from './layout-messages.ts';
import { siteLinks } from './site-links.ts';
import { toolLinkNames } from './tools-launcher.tsx';
import { useActiveMenuEntry } from './use-active-category.ts';

export type MobileMenuProps = { info: DefaultInfo | undefined; onNavigate: () => void; onAbout: () => void };

/** The phone-sized menu: every category, the contact details and, when the site has it, the tools launcher. */
export function MobileMenu({ info, onNavigate, onAbout }: MobileMenuProps) {
  const { data: categories = [] } = useCommonMenu();
  const settings = useSiteSettings();
  const t = useT(layoutMessages);
  const textLang = useTextLang();
  const active = useActiveMenuEntry();
  const tools = settings.showToolsLauncher ? siteLinks(settings, toolLinkNames, t) : [];
  const recommended = useRecommendedOffered();

  return (
    <Stack gap="lg">
      {recommended && <RecommendedMenuLink onNavigate={onNavigate} />}
      <nav aria-label={t('layout.planCategories')}>
        {info?.main_host !== true && (
          <NavLink
            component={Link}
            to="/"
            label={t('layout.home')}
            active={active === 'home'}
            aria-current={active === 'home' ? 'page' : undefined}
            onClick={onNavigate}
          />
        )}
        {categories.map((category) => (
          <NavLink
            key={category.key}
            component={CategoryLink}
            category={category.key}
            label={category.label}
            lang={textLang(category)}
            active={active === category.key}
            aria-current={active === category.key ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
      </nav>
      {info && (
        <>
          <Divider />
          <ContactDetails info={info} onAbout={onAbout} stacked />
        </>
      )}
      {tools.length > 0 && (
        <>
          <Divider />
          <nav aria-label={t('layout.tools')}>
            <Text size="sm" fw={700} mb="xs">
              {t('layout.tools')}
            </Text>
            {tools.map((link) => (
              <NavLink key={link.href} component="a" href={link.href} label={link.label} />
            ))}
          </nav>
        </>
      )}
    </Stack>
  );
}

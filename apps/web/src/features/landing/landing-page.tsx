import { Container, Stack } from '@mantine/core';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { RecommendedStrip } from '../../shared/recommendations/recommended-strip.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { CategoryGrid } from './components/category-grid.tsx';
import { FeaturedPlans } from './components/featured-plans.tsx';
import { WelcomeBanner } from './components/welcome-banner.tsx';
import { landingMessages } from './landing-messages.ts';

export function LandingPage() {
  const { data: info } = useDefaultInfo();
  const t = useT(landingMessages);
  useDocumentTitle(info ? t('landing.title', { site: info.site_name }) : '');

  return (
    <>
      <WelcomeBanner />
      <Container size="lg" py={48}>
        <Stack gap={56}>
          <FeaturedPlans />
          <RecommendedStrip kind="association" viewAll="home" />
          <CategoryGrid />
        </Stack>
      </Container>
    </>
  );
}

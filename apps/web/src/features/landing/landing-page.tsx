import { Container, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { CategoryGrid } from './components/category-grid.tsx';
import { FeaturedPlans } from './components/featured-plans.tsx';
import { WelcomeBanner } from './components/welcome-banner.tsx';
import { landingMessages } from './landing-messages.ts';

// Recommendations arrive after the page's first paint, like the quote form (ADR 004).
const RecommendedStrip = lazy(() =>
  import('../../shared/recommendations/recommended-strip.tsx').then((m) => ({ default: m.RecommendedStrip })),
);

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
          <Suspense fallback={null}>
            <RecommendedStrip kind="association" viewAll="home" />
          </Suspense>
          <CategoryGrid />
        </Stack>
      </Container>
    </>
  );
}

import { Container, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { CategoryGrid } from './components/category-grid.tsx';
import { FeaturedPlans } from './components/featured-plans.tsx';
import { WelcomeBanner } from './components/welcome-banner.tsx';

// Recommendations arrive after the page's first paint, like the quote form (ADR 004).
const RecommendedStrip = lazy(() =>
  import('../../shared/recommendations/recommended-strip.tsx').then((m) => ({ default: m.RecommendedStrip })),
);

export function LandingPage() {
  const { data: info } = useDefaultInfo();
  useDocumentTitle(info ? `${info.site_name}: benefit plans online` : '');

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

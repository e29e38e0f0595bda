import { Container, Stack } from '@mantine/core';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { CategoryGrid } from './components/category-grid.tsx';
import { FeaturedPlans } from './components/featured-plans.tsx';
import { WelcomeBanner } from './components/welcome-banner.tsx';

export function LandingPage() {
  const { data: info } = useDefaultInfo();
  useDocumentTitle(info ? `${info.site_name}: benefit plans online` : '');

  return (
    <>
      <WelcomeBanner />
      <Container size="lg" py={48}>
        <Stack gap={56}>
          <FeaturedPlans />
          <CategoryGrid />
        </Stack>
      </Container>
    </>
  );
}

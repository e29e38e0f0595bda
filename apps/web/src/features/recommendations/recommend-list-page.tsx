import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { useRecommendations } from '../../shared/recommendations/api/recommendations.ts';
import { recommendationMessages } from '../../shared/recommendations/recommendation-messages.ts';
import classes from '../../shared/recommendations/recommendations.module.css';
import { BlackoutBanner, useRecommendedCards } from '../../shared/recommendations/recommended-cards.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { RecommendListBreadcrumb } from './recommend-list-breadcrumb.tsx';

/** /recommend-list?name=home|cart: every recommendation for the visitor, under the trail of the page it came from. */
export function RecommendListPage() {
  const [params] = useSearchParams();
  const from = params.get('name') === 'cart' ? 'cart' : 'home';
  const t = useT(recommendationMessages);
  useDocumentTitle(t('recommend.title'));
  const { data, isPending } = useRecommendations('association');
  const cards = useRecommendedCards();
  const recs = data?.recs ?? [];

  return (
    <Container size="lg" py={32}>
      <Stack gap="xl">
        <Stack gap="sm">
          <RecommendListBreadcrumb from={from} />
          <Title order={1}>{t('recommend.title')}</Title>
        </Stack>
        <BlackoutBanner plans={recs} />
        {isPending ? (
          <PageLoader />
        ) : recs.length === 0 ? (
          // A failure is only logged (spec part 1, §6): the page reads as having nothing to recommend.
          <Text size="lg" ta="center" py="xl" role="status">
            {t('recommend.none')}
          </Text>
        ) : (
          <ul className={classes.grid} aria-label={t('recommend.title')}>
            {recs.map((plan) => (
              <li key={plan.plan_id}>{cards.card(plan)}</li>
            ))}
          </ul>
        )}
      </Stack>
      {cards.dialogs}
    </Container>
  );
}

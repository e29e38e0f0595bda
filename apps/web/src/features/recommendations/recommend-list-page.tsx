import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCommonMenu } from '../../shared/api/common-menu.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useClientState } from '../../shared/use-client-state.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { CardCartDialogs } from '../plans/cart/card-cart-dialogs.tsx';
import { useCardCart } from '../plans/cart/use-card-cart.ts';
import { useRecommendations } from './api/recommendations.ts';
import { RecommendListBreadcrumb } from './recommend-list-breadcrumb.tsx';
import classes from './recommendations.module.css';
import { RecommendedCard } from './recommended-card.tsx';

/** /recommend-list?name=home|cart: every recommendation for the visitor, under the trail of the page it came from. */
export function RecommendListPage() {
  const [params] = useSearchParams();
  const from = params.get('name') === 'cart' ? 'cart' : 'home';
  useDocumentTitle('Recommended Products');
  const { data, isPending } = useRecommendations('association');
  const tempId = useClientState('tempId');
  const cart = useCardCart(tempId);
  const { data: categories = [] } = useCommonMenu();
  const recs = data?.recs ?? [];
  const blackout = [...new Set(recs.map((plan) => plan.blackout_message).filter(Boolean))];

  return (
    <Container size="lg" py={32}>
      <Stack gap="xl">
        <Stack gap="sm">
          <RecommendListBreadcrumb from={from} />
          <Title order={1}>Recommended Products</Title>
        </Stack>
        {blackout.length > 0 && (
          <p className={classes.blackoutBanner} role="note">
            {blackout.join(' ')}
          </p>
        )}
        {isPending ? (
          <PageLoader />
        ) : recs.length === 0 ? (
          // A failure is only logged (spec part 1, §6): the page reads as having nothing to recommend.
          <Text size="lg" ta="center" py="xl" role="status">
            There are no recommended products for you right now.
          </Text>
        ) : (
          <ul className={classes.grid} aria-label="Recommended Products">
            {recs.map((plan) => (
              <li key={plan.plan_id}>
                <RecommendedCard
                  plan={plan}
                  categoryLabel={categories.find((category) => category.key === plan.plan_category)?.label}
                  hasQuote={tempId !== undefined}
                  adding={cart.addingPlanId === plan.plan_id}
                  onAdd={(chosen) => void cart.addCard(chosen)}
                />
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <CardCartDialogs cart={cart} enrollmentId={tempId} />
    </Container>
  );
}

import type { RecommendedPlan } from '@openenroll/contract/recommendation';
import { useCommonMenu } from '../api/common-menu.ts';
import { CardCartDialogs } from '../cart/card-cart-dialogs.tsx';
import { useCardCart } from '../cart/use-card-cart.ts';
import { useClientState } from '../use-client-state.ts';
import classes from './recommendations.module.css';
import { RecommendedCard } from './recommended-card.tsx';

/** What the cards of one list share: the category names, whether there is a quote, and the cart with its dialogs. */
export function useRecommendedCards() {
  const tempId = useClientState('tempId');
  const cart = useCardCart(tempId);
  const { data: categories = [] } = useCommonMenu();
  return {
    card: (plan: RecommendedPlan) => (
      <RecommendedCard
        plan={plan}
        category={categories.find((category) => category.key === plan.plan_category)}
        hasQuote={tempId !== undefined}
        adding={cart.addingPlanId === plan.plan_id}
        onAdd={(chosen) => void cart.addCard(chosen)}
      />
    ),
    dialogs: <CardCartDialogs cart={cart} enrollmentId={tempId} />,
  };
}

/** The blackout messages of the plans shown, each once. */
export function BlackoutBanner({ plans }: { plans: readonly RecommendedPlan[] }) {
  const messages = [...new Set(plans.map((plan) => plan.blackout_message).filter(Boolean))];
  if (messages.length === 0) return null;
  return (
    <p className={classes.blackoutBanner} role="note">
      {messages.join(' ')}
    </p>
  );
}

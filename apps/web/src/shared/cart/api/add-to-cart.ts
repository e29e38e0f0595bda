import { addPlanToCart, addPlanToCartPrudentials } from '@openenroll/contract/cart';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';

export type CartRequest = { enrollmentId: string; planId: number; planPricingId: number };
/** A partner carrier's plan travels with the membership plan it needs; both are added or neither. */
export type CartPair = CartRequest & { membership: { planId: number; planPricingId: number } };

/** The header's count and amount, and every listing's "in cart" marks, follow the cart. */
const refreshAfterAdding = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cart'] }),
    queryClient.invalidateQueries({ queryKey: ['plans'] }),
  ]);

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CartRequest | CartPair) =>
      'membership' in request
        ? callApi(addPlanToCartPrudentials, {
            enrollment_id: request.enrollmentId,
            plan_id: request.planId,
            plan_pricing_id: request.planPricingId,
            plan_id1: request.membership.planId,
            plan_pricing_id1: request.membership.planPricingId,
          })
        : callApi(addPlanToCart, {
            enrollment_id: request.enrollmentId,
            plan_id: request.planId,
            plan_pricing_id: request.planPricingId,
          }),
    onSettled: () => refreshAfterAdding(queryClient),
  });
}

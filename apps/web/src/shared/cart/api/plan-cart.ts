import { getCartEffectiveDates, getPlanCart, removePlanFromCart } from '@openenroll/contract/cart';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';

/** The cart priced by the server for an effective date (the cart's own when none is given). */
export const getPlanCartQueryOptions = (enrollmentId: string, effectiveDate: string | undefined) =>
  queryOptions({
    queryKey: ['cart', 'plan-cart', enrollmentId, effectiveDate ?? null],
    queryFn: ({ signal }) =>
      callApi(getPlanCart, { enrollment_id: enrollmentId, effective_date: effectiveDate }, { signal }),
  });

/**
 * The visitor's cart. While another effective date is being priced the previous prices stay on screen
 * (`isPlaceholderData` says so), rather than the page falling back to its loader.
 */
export const usePlanCart = (enrollmentId: string | undefined, effectiveDate: string | undefined, enabled = true) =>
  useQuery({
    ...getPlanCartQueryOptions(enrollmentId ?? '', effectiveDate),
    enabled: enabled && enrollmentId !== undefined,
    placeholderData: keepPreviousData,
  });

export const getCartEffectiveDatesQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'effective-dates', enrollmentId],
    queryFn: ({ signal }) => callApi(getCartEffectiveDates, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
  });

/** The start dates the cart can be enrolled for (MM/DD/YYYY). */
export const useCartEffectiveDates = (enrollmentId: string | undefined) =>
  useQuery({ ...getCartEffectiveDatesQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });

/** Removes a line; the cart, the header's count and amount, and the listings' "in cart" marks follow. */
export function useRemovePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { enrollmentId: string; planId: number; planPricingId: number }) =>
      callApi(removePlanFromCart, {
        enrollment_id: line.enrollmentId,
        plan_id: line.planId,
        plan_pricing_id: line.planPricingId,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['plans'] }),
      ]),
  });
}

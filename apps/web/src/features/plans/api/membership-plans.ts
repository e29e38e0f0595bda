import { useQueries, useQuery } from '@tanstack/react-query';
import { getFilteredPlansQueryOptions } from './filtered-plans.ts';
import { getPlanDetailQueryOptions } from './plan-detail.ts';

/**
 * The membership plans that go with a partner carrier's plan: the membership plans on sale, priced for the quote,
 * whose carrier is the plan's own (the listing does not name carriers, so each plan's details are read).
 */
export function useMembershipOptions(enrollmentId: string, planId: number, enabled: boolean) {
  const partner = useQuery({ ...getPlanDetailQueryOptions(planId), enabled });
  const memberships = useQuery({
    ...getFilteredPlansQueryOptions({ enrollment_id: enrollmentId }),
    enabled,
    select: (groups) => groups.flatMap((group) => group.plans).filter((plan) => plan.is_membership),
  });
  const details = useQueries({
    queries: (memberships.data ?? []).map((plan) => ({ ...getPlanDetailQueryOptions(plan.plan_id), enabled })),
  });
  const carrier = partner.data?.carrier.name;
  const options = (memberships.data ?? []).filter((_, index) => details[index]?.data?.carrier.name === carrier);
  const isPending = partner.isPending || memberships.isPending || details.some((detail) => detail.isPending);
  return { options, isPending, isError: partner.isError || memberships.isError };
}

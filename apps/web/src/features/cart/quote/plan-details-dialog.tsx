import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePlanDetail } from '../../plans/api/plan-detail.ts';
import { PlanDescription } from '../../plans/detail/plan-description.tsx';
import classes from './received-quote-view.module.css';

type PlanDetailsDialogProps = { plan: { plan_id: number; plan_name: string } | undefined; onClose: () => void };

/** 'View More Details' of a quoted plan: its description, without leaving the quote. */
export function PlanDetailsDialog({ plan, onClose }: PlanDetailsDialogProps) {
  // The plan stays on screen while the dialog animates closed.
  const [last, setLast] = useState(plan);
  if (plan && plan !== last) setLast(plan);
  const shown = plan ?? last;
  return (
    <Dialog opened={plan !== undefined} onClose={onClose} title={shown?.plan_name ?? ''} size="lg">
      {shown && <PlanDetails planId={shown.plan_id} />}
    </Dialog>
  );
}

function PlanDetails({ planId }: { planId: number }) {
  const detail = usePlanDetail(planId);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <Text role="alert">The details of this plan could not be loaded. Please try again.</Text>;
  const plan = detail.data;
  return (
    <Stack gap="lg">
      <div className={classes.detailHead}>
        {plan.plan_logo && <img src={plan.plan_logo} alt="" className={classes.detailLogo} />}
        <div>
          <Text fw={600}>{plan.carrier.name}</Text>
          <Text size="sm" c="dimmed">
            {plan.plan_short_text}
          </Text>
        </div>
      </div>
      <PlanDescription description={plan.plan_desc} />
    </Stack>
  );
}

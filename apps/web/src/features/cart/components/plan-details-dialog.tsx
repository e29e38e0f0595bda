import { Button, Group, Stack, Text } from '@mantine/core';
import type { Locale } from '@openenroll/contract/locale';
import { planPath } from '@openenroll/contract/plan-path';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getPlanDetailQueryOptions } from '../../../shared/api/plan-detail.ts';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { PlanDescription } from '../../../shared/plan-details/plan-description.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { cartMessages } from '../cart-messages.ts';
import { useLast } from '../use-last.ts';

type PlanRef = { plan_id: number; plan_name: string; text_language?: Locale };

type PlanDetailsDialogProps = {
  plan: PlanRef | undefined;
  onClose: () => void;
  /** A received quote stays on the quote: its reader may not shop from the plan page. */
  withPlanPage?: boolean;
};

/** A cart line's plan name (or a quoted plan's 'View More Details') opens this: the plan's description. */
export function PlanDetailsDialog({ plan, onClose, withPlanPage = true }: PlanDetailsDialogProps) {
  const shown = useLast(plan);
  const t = useT(cartMessages);
  const textLang = useTextLang();
  const detail = useQuery({ ...getPlanDetailQueryOptions(shown?.plan_id ?? 0), enabled: shown !== undefined });

  return (
    <Dialog
      opened={plan !== undefined}
      onClose={onClose}
      title={<span lang={shown && textLang(shown)}>{shown?.plan_name}</span>}
      size="lg"
    >
      <Stack gap="lg">
        {detail.isPending ? (
          <Text c="dimmed" role="status">
            {t('cart.details.loading')}
          </Text>
        ) : detail.isError ? (
          <Text>{t('cart.details.failed')}</Text>
        ) : (
          <>
            {detail.data.plan_short_text && (
              <Text size="lg" lang={textLang(detail.data)}>
                {detail.data.plan_short_text}
              </Text>
            )}
            <PlanDescription description={detail.data.plan_desc} lang={textLang(detail.data)} />
          </>
        )}
        {shown && (
          <Group justify="flex-end">
            {withPlanPage && (
              <Button variant="default" component={Link} to={planPath(shown.plan_id, shown.plan_name)}>
                {t('cart.details.openPage')}
              </Button>
            )}
            <Button onClick={onClose}>{t('cart.close')}</Button>
          </Group>
        )}
      </Stack>
    </Dialog>
  );
}

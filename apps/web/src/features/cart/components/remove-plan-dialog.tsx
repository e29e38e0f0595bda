import { Button, Group, Stack, Text } from '@mantine/core';
import type { CartPlan } from '@openenroll/contract/cart';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useRemovePlan } from '../../../shared/cart/api/plan-cart.ts';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { cartMessages } from '../cart-messages.ts';
import { useLast } from '../use-last.ts';

type RemovePlanDialogProps = {
  enrollmentId: string;
  line: CartPlan | undefined;
  onClose: () => void;
};

/** 'Do you really want to remove?' No keeps the plan; Yes removes it and the cart reloads. */
export function RemovePlanDialog({ enrollmentId, line, onClose }: RemovePlanDialogProps) {
  const shown = useLast(line);
  const t = useT(cartMessages);
  const textLang = useTextLang();
  const remove = useRemovePlan();
  const [failure, setFailure] = useState<string>();

  const close = () => {
    setFailure(undefined);
    onClose();
  };

  async function confirm() {
    if (!shown) return;
    setFailure(undefined);
    try {
      await remove.mutateAsync({ enrollmentId, planId: shown.plan_id, planPricingId: shown.plan_pricing_id });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Dialog opened={line !== undefined} onClose={close} title={t('cart.remove.title')} size="sm">
      <Stack gap="lg">
        <Text lang={shown && textLang(shown)}>{shown?.plan_name}</Text>
        {failure && <FormError>{failure}</FormError>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('cart.no')}
          </Button>
          <Button onClick={() => void confirm()} loading={remove.isPending}>
            {t('cart.yes')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

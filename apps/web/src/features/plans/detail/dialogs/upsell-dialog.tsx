import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@openenroll/contract/money';
import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { Link } from 'react-router';
import { useAddToCart } from '../../../../shared/cart/api/add-to-cart.ts';
import { useT, useTextLang } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { plansMessages } from '../../plans-messages.ts';
import classes from './upsell-dialog.module.css';

type UpsellDialogProps = {
  offer: SuggestedPlan | undefined;
  tempId: string;
  /** Closes the popup where the visitor is (the offer's own page link). */
  onClose: () => void;
  /** Added or declined, the visitor goes on to the cart. */
  onFinished: () => void;
};

/** After a medical or hospital plan: an accident plan offered in a popup, added with one click or declined. */
export function UpsellDialog({ offer, tempId, onClose, onFinished }: UpsellDialogProps) {
  const add = useAddToCart();
  const t = useT(plansMessages);
  const textLang = useTextLang();

  async function accept(plan: SuggestedPlan) {
    // The cart shows what was added; a refusal here leaves it as it was.
    if (plan.ppid !== null) {
      await add
        .mutateAsync({ enrollmentId: tempId, planId: plan.plan_id, planPricingId: plan.ppid })
        .catch(() => undefined);
    }
    onFinished();
  }

  return (
    <Dialog opened={offer !== undefined} onClose={onFinished} title={offer?.pop_up_title ?? ''}>
      {offer && (
        <Stack gap="md">
          <Text>{offer.pop_up_header}</Text>
          <div className={classes.offer}>
            {offer.plan_logo && <img src={offer.plan_logo} alt="" className={classes.logo} />}
            <Title order={3} size="h4" lang={textLang(offer)}>
              {offer.plan_name}
            </Title>
            <Text size="sm" lang={textLang(offer)}>
              {offer.plan_short_text}
            </Text>
            {offer.plan_price !== null && (
              <Text fw={700}>
                {formatMoney(offer.plan_price)}
                <Text span c="dimmed" fw={400}>
                  {t('plans.upsell.perMonth')}
                </Text>
              </Text>
            )}
            <Anchor component={Link} to={offer.pop_up_link} onClick={onClose} size="sm">
              {offer.pop_up_link_description}
            </Anchor>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onFinished}>
              {t('plans.upsell.decline')}
            </Button>
            <Button onClick={() => void accept(offer)} loading={add.isPending}>
              {t('plans.upsell.add')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { cartMessages } from '../cart-messages.ts';
import classes from './offer-card.module.css';
import { OfferCard } from './offer-card.tsx';
import type { Checkout } from './use-checkout.ts';
import { useOfferDialog } from './use-offer-dialog.ts';

/**
 * The second offer at checkout: the dental and the vision plan the cart lacks, each with its own Add To Cart.
 * Adding either goes on to the confirmation; so does declining.
 */
export function DentalVisionOfferDialog({ checkout, enrollmentId }: { checkout: Checkout; enrollmentId: string }) {
  const { step } = checkout;
  const t = useT(cartMessages);
  const {
    opened,
    shown: offers,
    add,
  } = useOfferDialog(step.kind === 'dental-vision' ? step.offers : undefined, enrollmentId);
  const title = offers?.length === 1 ? offers[0]?.pop_up_title : offers ? t('cart.offer.dentalVision') : undefined;

  return (
    <Dialog
      opened={opened}
      onClose={checkout.close}
      title={title ?? ''}
      size={offers && offers.length > 1 ? 'lg' : 'md'}
    >
      {offers && (
        <Stack gap="md">
          <div className={classes.pair}>
            {offers.map((offer) => (
              <OfferCard
                key={offer.plan_id}
                offer={offer}
                intro={offer.pop_up_header}
                onLeave={checkout.close}
                action={
                  <Button
                    onClick={async () => {
                      if ((await add.addOffer(offer)) === 'added') checkout.dentalVisionDone();
                    }}
                    loading={add.addingPlanId === offer.plan_id}
                    disabled={add.addingPlanId !== undefined && add.addingPlanId !== offer.plan_id}
                    aria-label={t('cart.offer.addToCartOf', { plan: offer.plan_name })}
                  >
                    {t('cart.offer.addToCart')}
                  </Button>
                }
              />
            ))}
          </div>
          {add.message && <FormError>{add.message}</FormError>}
          <Group justify="flex-end">
            <Button variant="default" onClick={checkout.dentalVisionDone}>
              {t('cart.offer.noWaiting')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

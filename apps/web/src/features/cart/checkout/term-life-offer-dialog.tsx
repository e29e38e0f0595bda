import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { OfferCard } from './offer-card.tsx';
import type { Checkout } from './use-checkout.ts';
import { useOfferDialog } from './use-offer-dialog.ts';

/** The first offer at checkout: a term life plan, added with one click or declined. */
export function TermLifeOfferDialog({ checkout, enrollmentId }: { checkout: Checkout; enrollmentId: string }) {
  const { step } = checkout;
  const {
    opened,
    shown: offer,
    add,
  } = useOfferDialog(step.kind === 'term-life' ? step.offer : undefined, enrollmentId);

  async function accept() {
    if (offer && (await add.addOffer(offer))) checkout.termLifeDone();
  }

  return (
    <Dialog opened={opened} onClose={checkout.close} title={offer?.pop_up_title ?? ''}>
      {offer && (
        <Stack gap="md">
          <Text>{offer.pop_up_header}</Text>
          <OfferCard offer={offer} onLeave={checkout.close} />
          {add.message && <FormError>{add.message}</FormError>}
          <Group justify="flex-end">
            <Button variant="default" onClick={checkout.termLifeDone}>
              No, I like medical questions.
            </Button>
            <Button onClick={() => void accept()} loading={add.addingPlanId !== undefined}>
              Add To Cart
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

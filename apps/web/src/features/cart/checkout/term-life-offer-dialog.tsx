import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { OfferCard } from './offer-card.tsx';
import type { Checkout } from './use-checkout.ts';
import { useLast } from './use-last.ts';
import { useOfferAdd } from './use-offer-add.ts';

/** The first offer at checkout: a term life plan, added with one click or declined. */
export function TermLifeOfferDialog({ checkout, enrollmentId }: { checkout: Checkout; enrollmentId: string }) {
  const current = checkout.step.kind === 'term-life' ? checkout.step.offer : undefined;
  const offer = useLast(current);
  const add = useOfferAdd(enrollmentId);
  const opened = current !== undefined;
  const { reset } = add;
  useEffect(() => {
    if (!opened) reset();
  }, [opened, reset]);

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

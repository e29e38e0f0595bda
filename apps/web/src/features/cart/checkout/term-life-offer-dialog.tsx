import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { UnderwritingForm } from '../../../shared/questionnaire/underwriting-form.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { cartMessages } from '../cart-messages.ts';
import { OfferCard } from './offer-card.tsx';
import type { Checkout } from './use-checkout.ts';
import { useOfferDialog } from './use-offer-dialog.ts';

/**
 * The first offer at checkout: a term life plan, added or declined. Every term life plan asks health questions
 * first; they are asked here, in the offer, and the plan is added once they are accepted.
 */
export function TermLifeOfferDialog({ checkout, enrollmentId }: { checkout: Checkout; enrollmentId: string }) {
  const { step } = checkout;
  const {
    opened,
    shown: offer,
    add,
  } = useOfferDialog(step.kind === 'term-life' ? step.offer : undefined, enrollmentId);

  return (
    <Dialog opened={opened} onClose={checkout.close} title={offer?.pop_up_title ?? ''}>
      {/* Inside the dialog, so the questions asked last time are gone when the offer opens again. */}
      {offer && <TermLifeOffer offer={offer} enrollmentId={enrollmentId} checkout={checkout} add={add} />}
    </Dialog>
  );
}

type TermLifeOfferProps = {
  offer: SuggestedPlan;
  enrollmentId: string;
  checkout: Checkout;
  add: ReturnType<typeof useOfferDialog>['add'];
};

function TermLifeOffer({ offer, enrollmentId, checkout, add }: TermLifeOfferProps) {
  const [asking, setAsking] = useState(false);
  const t = useT(cartMessages);
  const addButton = useRef<HTMLButtonElement>(null);

  async function accept() {
    const outcome = await add.addOffer(offer, { asksQuestions: true });
    if (outcome === 'added') checkout.termLifeDone();
    if (outcome === 'questions') setAsking(true);
  }

  /** The offer again, with focus where the visitor left it rather than lost with the questions. */
  function backToOffer() {
    flushSync(() => setAsking(false));
    addButton.current?.focus();
  }

  async function answered() {
    if ((await add.addOffer(offer)) === 'added') checkout.termLifeDone();
    else backToOffer();
  }

  if (asking) {
    return (
      <Stack gap="md">
        <QuestionsHeading plan={offer} />
        <UnderwritingForm
          tempId={enrollmentId}
          planId={offer.plan_id}
          onSaved={answered}
          onCancel={backToOffer}
          onDeclineClosed={checkout.termLifeDone}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>{offer.pop_up_header}</Text>
      <OfferCard offer={offer} onLeave={checkout.close} />
      {add.message && <FormError>{add.message}</FormError>}
      <Group justify="flex-end">
        <Button variant="default" onClick={checkout.termLifeDone}>
          {t('cart.offer.noQuestions')}
        </Button>
        <Button ref={addButton} onClick={() => void accept()} loading={add.addingPlanId !== undefined}>
          {t('cart.offer.addToCart')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Focus moves here when the questions replace the offer, so a screen reader hears what the dialog now asks. */
function QuestionsHeading({ plan }: { plan: SuggestedPlan }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT(cartMessages);
  const textLang = useTextLang();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <Title order={3} size="h4" ref={heading} tabIndex={-1}>
        {t('cart.offer.healthQuestions')}
      </Title>
      <Text size="sm" c="dimmed" lang={textLang(plan)}>
        {plan.plan_name}
      </Text>
    </div>
  );
}

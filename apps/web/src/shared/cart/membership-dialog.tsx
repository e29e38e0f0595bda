import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Radio, Stack, Text } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { usePlanPricing } from '../api/plan-pricing.ts';
import { formatMoney } from '../format-money.ts';
import { Dialog } from '../ui/dialog.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { FormError } from '../ui/form-error.tsx';
import { useAddToCart } from './api/add-to-cart.ts';

export type PartnerPlan = { planId: number; planName: string; planPricingId: number };

type MembershipDialogProps = {
  /** The partner carrier's plan being added; the dialog is open while there is one. */
  plan: PartnerPlan | undefined;
  enrollmentId: string;
  onClose: () => void;
  onAdded: (planName: string) => void;
  onFailed: (error: unknown) => void;
};

/** A partner carrier's plan is sold with its membership plan: the visitor picks it, and both are added together. */
export function MembershipDialog({ plan, enrollmentId, onClose, onAdded, onFailed }: MembershipDialogProps) {
  return (
    <Dialog opened={plan !== undefined} onClose={onClose} title="Membership Required">
      {plan && (
        <MembershipChoice
          plan={plan}
          enrollmentId={enrollmentId}
          onAdded={onAdded}
          onFailed={onFailed}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function MembershipChoice({
  plan,
  enrollmentId,
  onAdded,
  onFailed,
  onClose,
}: MembershipDialogProps & { plan: PartnerPlan }) {
  const pricing = usePlanPricing(plan.planId, enrollmentId);
  const add = useAddToCart();
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  const membership = pricing.data?.membership;
  const held = membership?.in_cart === true;
  const choice = chosen ?? (membership ? String(membership.plan_id) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const picked = membership && String(membership.plan_id) === choice ? membership : undefined;
    if (!held && picked?.ppid == null) {
      setError(messages.membershipRequired);
      return;
    }
    const base = { enrollmentId, planId: plan.planId, planPricingId: plan.planPricingId };
    try {
      await add.mutateAsync(
        held || !picked?.ppid ? base : { ...base, membership: { planId: picked.plan_id, planPricingId: picked.ppid } },
      );
      onAdded(plan.planName);
    } catch (failure) {
      onFailed(failure);
    }
  }

  if (pricing.isPending) return <Text c="dimmed">Loading</Text>;
  if (!membership || (!held && membership.ppid === null)) {
    return <FormError>This plan cannot be added right now: its membership plan is not available.</FormError>;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>
          {messages.membershipRequired}. {plan.planName} is added to your cart together with its membership plan.
        </Text>
        {held ? (
          <Text fw={600}>{membership.plan_name} is already in your cart.</Text>
        ) : (
          <Radio.Group
            label="Membership plan"
            value={choice ?? null}
            onChange={(value) => {
              setChosen(value);
              setError(undefined);
            }}
            error={error}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value={String(membership.plan_id)}
                label={
                  membership.price === null
                    ? membership.plan_name
                    : `${membership.plan_name}, ${formatMoney(membership.price)}/mo`
                }
              />
            </Stack>
          </Radio.Group>
        )}
        <FormActions
          onCancel={onClose}
          submitLabel={held ? 'Add to Cart' : 'Add Both to Cart'}
          submitting={add.isPending}
        />
      </Stack>
    </form>
  );
}

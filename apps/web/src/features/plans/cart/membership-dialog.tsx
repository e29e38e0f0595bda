import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../../../shared/format-money.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useMembershipOptions } from '../api/membership-plans.ts';

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
  const { options, isPending, isError } = useMembershipOptions(enrollmentId, plan.planId, true);
  const add = useAddToCart();
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  const held = options.find((option) => option.is_in_cart);
  const choice = chosen ?? (options.length === 1 ? String(options[0]?.plan_id) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const membership = options.find((option) => String(option.plan_id) === choice);
    if (!held && (!membership || membership.ppid === null)) {
      setError(messages.membershipRequired);
      return;
    }
    const base = { enrollmentId, planId: plan.planId, planPricingId: plan.planPricingId };
    try {
      await add.mutateAsync(
        held || !membership?.ppid
          ? base
          : { ...base, membership: { planId: membership.plan_id, planPricingId: membership.ppid } },
      );
      onAdded(plan.planName);
    } catch (failure) {
      onFailed(failure);
    }
  }

  if (isPending) return <Text c="dimmed">Loading</Text>;
  if (isError || (!held && options.length === 0)) {
    return <FormError>This plan cannot be added right now: its membership plan is not available.</FormError>;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>
          {messages.membershipRequired}. {plan.planName} is added to your cart together with its membership plan.
        </Text>
        {held ? (
          <Text fw={600}>{held.plan_name} is already in your cart.</Text>
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
              {options.map((option) => (
                <Radio
                  key={option.plan_id}
                  value={String(option.plan_id)}
                  label={
                    option.plan_price === null
                      ? option.plan_name
                      : `${option.plan_name}, ${formatMoney(option.plan_price)}/mo`
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            {held ? 'Add to Cart' : 'Add Both to Cart'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

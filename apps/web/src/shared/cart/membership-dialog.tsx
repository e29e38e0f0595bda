import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Radio, Stack, Text } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { formatMoney } from '@openenroll/contract/money';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { usePlanPricing } from '../api/plan-pricing.ts';
import { useContractForm } from '../form/use-contract-form.ts';
import { useContractText } from '../i18n/contract-text.ts';
import { Message } from '../i18n/message.tsx';
import { useT, useTextLang } from '../i18n/use-t.ts';
import { Dialog } from '../ui/dialog.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { FormError } from '../ui/form-error.tsx';
import { useAddToCart } from './api/add-to-cart.ts';
import { sharedCartMessages } from './cart-messages.ts';

const schema = z.object({ membership: z.string().min(1, messages.membershipRequired) });

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
  const t = useT(sharedCartMessages);
  return (
    <Dialog opened={plan !== undefined} onClose={onClose} title={t('sharedCart.membershipTitle')}>
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
  const text = useContractText();
  const pricing = usePlanPricing(plan.planId, enrollmentId);
  const t = useT(sharedCartMessages);
  const textLang = useTextLang();
  const add = useAddToCart();
  const membership = pricing.data?.membership;
  const held = membership?.in_cart === true;
  const form = useContractForm(schema, {
    values: { membership: membership ? String(membership.plan_id) : '' },
    errorsClear: 'on-edit',
  });

  async function submit({ membership: choice }: z.output<typeof schema>) {
    const picked = membership && String(membership.plan_id) === choice ? membership : undefined;
    if (!held && picked?.ppid == null) form.refuse(messages.membershipRequired, 'membership');
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

  if (pricing.isPending) return <Text c="dimmed">{t('sharedCart.loading')}</Text>;
  if (!membership || (!held && membership.ppid === null)) {
    return <FormError>{t('sharedCart.membershipUnavailable')}</FormError>;
  }
  const name = <span lang={textLang(membership)} />;
  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="lg">
        <Text>
          {text(messages.membershipRequired)}. {t('sharedCart.addedTogether', { plan: plan.planName })}
        </Text>
        {held ? (
          <Text fw={600}>
            <Message
              catalog={sharedCartMessages}
              id="sharedCart.alreadyInCart"
              values={{ plan: membership.plan_name }}
              components={{ 0: name }}
            />
          </Text>
        ) : (
          <Controller
            name="membership"
            control={form.control}
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('sharedCart.membershipPlan')}
                value={field.value || null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Stack gap="sm" mt="xs">
                  <Radio
                    value={String(membership.plan_id)}
                    label={
                      membership.price === null ? (
                        <span lang={textLang(membership)}>{membership.plan_name}</span>
                      ) : (
                        <Message
                          catalog={sharedCartMessages}
                          id="sharedCart.priced"
                          values={{ plan: membership.plan_name, price: formatMoney(membership.price) }}
                          components={{ 0: name }}
                        />
                      )
                    }
                  />
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        <FormActions
          onCancel={onClose}
          submitLabel={t(held ? 'sharedCart.addToCart' : 'sharedCart.addBoth')}
          submitting={form.status === 'submitting'}
        />
      </Stack>
    </form>
  );
}

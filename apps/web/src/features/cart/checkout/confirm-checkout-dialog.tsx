import { Button, Group, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { cartMessages } from '../cart-messages.ts';
import type { Checkout } from './use-checkout.ts';

/** The last step of checkout: who fills in the application, or back to the cart. */
export function ConfirmCheckoutDialog({ checkout, effectiveDate }: { checkout: Checkout; effectiveDate: string }) {
  const busy = checkout.choosing !== undefined;
  const t = useT(cartMessages);
  return (
    <Dialog
      opened={checkout.step.kind === 'confirm'}
      onClose={() => {
        if (!busy) checkout.close();
      }}
      title={t('cart.confirm.title', { date: effectiveDate })}
    >
      <Stack gap="lg">
        {checkout.failure && <FormError>{checkout.failure}</FormError>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={checkout.close} disabled={busy}>
            {t('cart.confirm.back')}
          </Button>
          {checkout.canRepEnroll && (
            <Button
              onClick={() => void checkout.choose('rep')}
              loading={checkout.choosing === 'rep'}
              disabled={busy && checkout.choosing !== 'rep'}
            >
              {t('cart.confirm.rep')}
            </Button>
          )}
          <Button
            onClick={() => void checkout.choose('applicant')}
            loading={checkout.choosing === 'applicant'}
            disabled={busy && checkout.choosing !== 'applicant'}
            data-autofocus
          >
            {t('cart.confirm.member')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

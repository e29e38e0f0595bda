import { Button, Group, Stack } from '@mantine/core';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import type { Checkout } from './use-checkout.ts';

/** The last step of checkout: who fills in the application, or back to the cart. */
export function ConfirmCheckoutDialog({ checkout, effectiveDate }: { checkout: Checkout; effectiveDate: string }) {
  const busy = checkout.choosing !== undefined;
  return (
    <Dialog
      opened={checkout.step.kind === 'confirm'}
      onClose={() => {
        if (!busy) checkout.close();
      }}
      title={`Your plans will be effective as of ${effectiveDate}`}
    >
      <Stack gap="lg">
        {checkout.failure && <FormError>{checkout.failure}</FormError>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={checkout.close} disabled={busy}>
            Back to Cart
          </Button>
          {checkout.canRepEnroll && (
            <Button
              onClick={() => void checkout.choose('rep')}
              loading={checkout.choosing === 'rep'}
              disabled={busy && checkout.choosing !== 'rep'}
            >
              Rep Enrollment
            </Button>
          )}
          <Button
            onClick={() => void checkout.choose('applicant')}
            loading={checkout.choosing === 'applicant'}
            disabled={busy && checkout.choosing !== 'applicant'}
            data-autofocus
          >
            Member Enrollment
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

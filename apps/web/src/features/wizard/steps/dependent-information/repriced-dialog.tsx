import { Button, Group, Stack, Text } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { tierLabels } from '@openenroll/contract/codes';
import { formatMoney } from '@openenroll/contract/money';
import type { saveDependentInfo } from '@openenroll/contract/wizard/dependent-info';
import { Dialog } from '../../../../shared/ui/dialog.tsx';

export type Repriced = NonNullable<CallData<typeof saveDependentInfo>['repriced']>;

type RepricedDialogProps = { repriced: Repriced | undefined; onContinue: () => void };

/** The dependents named made another tier: the new tier and monthly cost are shown before the person goes on. */
export function RepricedDialog({ repriced, onContinue }: RepricedDialogProps) {
  return (
    <Dialog opened={repriced !== undefined} onClose={onContinue} title="Your coverage tier has changed">
      {repriced && (
        <Stack gap="md">
          <Text>
            The dependents you entered make your coverage <strong>{tierLabels[repriced.tier]}</strong> instead of{' '}
            {tierLabels[repriced.previous_tier]}.
          </Text>
          <Text>
            Your recurring monthly cost is now <strong>{formatMoney(repriced.recurring_month_cost)}</strong> (it was{' '}
            {formatMoney(repriced.previous_recurring_month_cost)}).
          </Text>
          <Group justify="flex-end">
            <Button onClick={onContinue}>Continue</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

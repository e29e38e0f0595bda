import { Button, Group, Stack, Text } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { formatMoney } from '@openenroll/contract/money';
import type { saveDependentInfo } from '@openenroll/contract/wizard/dependent-info';
import { filterMessages } from '../../../../shared/filter/filter-messages.ts';
import { tierLabelId } from '../../../../shared/filter/tier-label.ts';
import { Message } from '../../../../shared/i18n/message.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { dependentsMessages } from './dependents-messages.ts';

export type Repriced = NonNullable<CallData<typeof saveDependentInfo>['repriced']>;

type RepricedDialogProps = { repriced: Repriced | undefined; onContinue: () => void };

/** The dependents named made another tier: the new tier and monthly cost are shown before the person goes on. */
export function RepricedDialog({ repriced, onContinue }: RepricedDialogProps) {
  const tierName = useT(filterMessages);
  const t = useT(dependentsMessages);
  return (
    <Dialog opened={repriced !== undefined} onClose={onContinue} title={t('dependents.tierChanged')}>
      {repriced && (
        <Stack gap="md">
          <Text>
            <Message
              catalog={dependentsMessages}
              id="dependents.tierNow"
              values={{
                tier: tierName(tierLabelId(repriced.tier)),
                previous: tierName(tierLabelId(repriced.previous_tier)),
              }}
              components={{ 0: <strong /> }}
            />
          </Text>
          <Text>
            <Message
              catalog={dependentsMessages}
              id="dependents.costNow"
              values={{
                cost: formatMoney(repriced.recurring_month_cost),
                previous: formatMoney(repriced.previous_recurring_month_cost),
              }}
              components={{ 0: <strong /> }}
            />
          </Text>
          <Group justify="flex-end">
            <Button onClick={onContinue}>{t('dependents.continue')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

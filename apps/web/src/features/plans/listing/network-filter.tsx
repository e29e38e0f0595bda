import '@mantine/core/styles/Input.layer.css';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePlanNetworks } from '../api/plan-network.ts';
import { plansMessages } from '../plans-messages.ts';

type NetworkFilterProps = { value: string | undefined; onChange: (network: string | undefined) => void };

/**
 * Medical plans narrowed to one network, with Clear to see them all again. Shown, disabled, while the networks load, so
 * the sort and the plans below do not move when they come.
 */
export function NetworkFilter({ value, onChange }: NetworkFilterProps) {
  const { data: networks = [], isPending } = usePlanNetworks();
  const t = useT(plansMessages);
  if (!isPending && networks.length === 0) return null;

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
      <NativeSelect
        label={t('plans.network')}
        data={[{ value: '', label: t('plans.allNetworks') }, ...networks]}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        disabled={isPending}
        flex={{ base: 1, xs: 'none' }}
        w={{ xs: 280 }}
      />
      <Button variant="default" onClick={() => onChange(undefined)} disabled={value === undefined}>
        {t('plans.clear')}
      </Button>
    </Group>
  );
}

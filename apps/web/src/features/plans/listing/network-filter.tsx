import '@mantine/core/styles/Input.layer.css';
import { Button, Group, NativeSelect } from '@mantine/core';
import { usePlanNetworks } from '../api/plan-network.ts';

type NetworkFilterProps = { value: string | undefined; onChange: (network: string | undefined) => void };

/** Medical plans narrowed to one network, with Clear to see them all again. */
export function NetworkFilter({ value, onChange }: NetworkFilterProps) {
  const { data: networks = [] } = usePlanNetworks();
  if (networks.length === 0) return null;

  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Network"
        data={[{ value: '', label: 'All networks' }, ...networks]}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        w={{ base: '100%', xs: 280 }}
      />
      <Button variant="default" onClick={() => onChange(undefined)} disabled={value === undefined}>
        Clear
      </Button>
    </Group>
  );
}

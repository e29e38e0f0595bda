import '@mantine/core/styles/Input.layer.css';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { type Tier, tier as tierSchema, tiers } from '@openenroll/contract/codes';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { tierLabel } from '../filter/tier-label.ts';

type TierFormProps = {
  initialTier?: Tier;
  /** Shown under the select: the spec answers any failure with 'Please choose a tier'. */
  failed?: boolean;
  submitting: boolean;
  onSubmit: (tier: Tier) => void;
  onCancel?: () => void;
  /** The visitor changed the tier: a failure shown for the last one no longer applies. */
  onEdit?: () => void;
};

/** 'Choose Tier' and Submit: how an existing member's new enrollment starts (a new enrollment: no premier wording). */
export function TierForm({ initialTier, failed = false, submitting, onSubmit, onCancel, onEdit }: TierFormProps) {
  const [value, setValue] = useState<string>(initialTier ?? '');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = tierSchema.safeParse(value);
    setMissing(!chosen.success);
    if (chosen.success) onSubmit(chosen.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <NativeSelect
          label="Choose Tier"
          name="tier"
          size="md"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setMissing(false);
            onEdit?.();
          }}
          error={missing || failed ? messages.chooseTier : undefined}
          data={[
            { value: '', label: 'Select a tier' },
            ...tiers.map((tier) => ({ value: tier, label: tierLabel(tier) })),
          ]}
        />
        <Group justify={onCancel ? 'space-between' : 'flex-start'}>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

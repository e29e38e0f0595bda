import '@mantine/core/styles/Input.layer.css';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { type Tier, tiers } from '@openenroll/contract/codes';
import { addFilterForMember } from '@openenroll/contract/members';
import { messages } from '@openenroll/contract/messages';
import { filterMessages } from '../filter/filter-messages.ts';
import { tierLabelId } from '../filter/tier-label.ts';
import { useContractForm } from '../form/use-contract-form.ts';
import { useT } from '../i18n/use-t.ts';
import { enrollmentStartMessages } from './enrollment-start-messages.ts';

const tierSchema = addFilterForMember.input.pick({ tier: true });

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
  const t = useT(enrollmentStartMessages);
  const tFilter = useT(filterMessages);
  const form = useContractForm(tierSchema, { defaultValues: { tier: initialTier }, errorsClear: 'on-edit' });

  return (
    <form onSubmit={form.submit(({ tier }) => onSubmit(tier))} noValidate>
      <Stack gap="lg">
        <NativeSelect
          label={t('enrollmentStart.tier.label')}
          size="md"
          {...form.register('tier', { onChange: () => onEdit?.() })}
          error={form.errorOf('tier') ?? (failed ? messages.chooseTier : undefined)}
          data={[
            { value: '', label: t('enrollmentStart.tier.placeholder') },
            ...tiers.map((tier) => ({ value: tier, label: tFilter(tierLabelId(tier)) })),
          ]}
        />
        <Group justify={onCancel ? 'space-between' : 'flex-start'}>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('enrollmentStart.cancel')}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {t('enrollmentStart.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

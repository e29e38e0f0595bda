import { Stack, Text } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { useEnrollMember } from '../../../../shared/api/enroll-member.ts';
import { TierForm } from '../../../../shared/enrollment-start/tier-form.tsx';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { plansMessages } from '../../plans-messages.ts';

type MemberTierDialogProps = { opened: boolean; onClose: () => void };

/** Get Quote for a member alone: the tier starts their enrollment, and the page prices the plan for it. */
export function MemberTierDialog({ opened, onClose }: MemberTierDialogProps) {
  const text = useContractText();
  const enroll = useEnrollMember();
  const t = useT(plansMessages);

  function close() {
    if (enroll.isPending) return;
    enroll.reset();
    onClose();
  }

  return (
    <Dialog opened={opened} onClose={close} title={text(messages.chooseTier)} size="md">
      <Stack gap="lg">
        <Text>{t('plans.tier.intro')}</Text>
        <TierForm
          failed={enroll.isError}
          submitting={enroll.isPending}
          onEdit={() => enroll.reset()}
          onCancel={close}
          onSubmit={(tier) => enroll.mutate(tier, { onSuccess: onClose })}
        />
      </Stack>
    </Dialog>
  );
}

import { Stack, Text } from '@mantine/core';
import type { MemberRow } from '@openenroll/contract/members';
import { useNavigate } from 'react-router';
import { TierForm } from '../../../shared/enrollment-start/tier-form.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useEnrollExistingMember } from '../api/enroll-existing-member.ts';
import { membersMessages } from '../current-members-messages.ts';

type TierDialogProps = { member: MemberRow | undefined; onClose: () => void };

/** 'Enroll Now': the tier of the member's new enrollment; Submit starts it and opens the plans. */
export function TierDialog({ member, onClose }: TierDialogProps) {
  const enroll = useEnrollExistingMember();
  const navigate = useNavigate();
  const t = useT(membersMessages);

  function close() {
    if (enroll.isPending) return;
    enroll.reset();
    onClose();
  }

  return (
    <Dialog
      opened={member !== undefined}
      onClose={close}
      title={member ? t('members.tier.titleName', { name: member.name }) : t('members.tier.title')}
      size="md"
    >
      {member && (
        <Stack gap="lg">
          <Text>
            {member.group_info
              ? t('members.tier.introGroup', { group: member.group_info.group_name })
              : t('members.tier.intro')}
          </Text>
          <TierForm
            key={member.user_id}
            // The spec answers any failure with the tier message, the server's words are not shown.
            failed={enroll.isError}
            submitting={enroll.isPending}
            onEdit={() => enroll.reset()}
            onCancel={close}
            onSubmit={(tier) =>
              enroll.mutate({ userId: member.user_id, tier }, { onSuccess: () => navigate('/plans') })
            }
          />
        </Stack>
      )}
    </Dialog>
  );
}

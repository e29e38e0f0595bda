import { Button } from '@mantine/core';
import type { MemberRow } from '@openenroll/contract/members';
import { useT } from '../../../shared/i18n/use-t.ts';
import { membersMessages } from '../current-members-messages.ts';

type EnrollButtonProps = { member: MemberRow; onEnroll: (member: MemberRow) => void; fullWidth?: boolean };

/** The id of the element naming a member in the list: 'Enroll Now' is described by it. */
export const memberNameId = (member: MemberRow) => `member-${member.user_id}-name`;

/** 'Enroll Now' for one member; screen readers also hear whom it enrolls. */
export function EnrollButton({ member, onEnroll, fullWidth }: EnrollButtonProps) {
  const t = useT(membersMessages);
  return (
    <Button
      size="sm"
      onClick={() => onEnroll(member)}
      fullWidth={fullWidth}
      aria-describedby={memberNameId(member)}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t('members.enrollNow')}
    </Button>
  );
}

import type { MemberRow } from '@openenroll/contract/members';
import { useT } from '../../../shared/i18n/use-t.ts';
import { EmailAddress } from '../../../shared/ui/email-address.tsx';
import { membersMessages } from '../current-members-messages.ts';
import { EnrollButton, memberNameId } from './enroll-button.tsx';
import { MemberPlans } from './member-plans.tsx';
import { NoGroup } from './member-table.tsx';
import classes from './member-views.module.css';

type MemberViewProps = { members: MemberRow[]; onEnroll: (member: MemberRow) => void; captionId: string };

/** The members as stacked cards, for phones and narrow windows. */
export function MemberCards({ members, onEnroll, captionId }: MemberViewProps) {
  const t = useT(membersMessages);
  return (
    <ul className={classes.cards} aria-labelledby={captionId}>
      {members.map((member) => (
        <li key={member.user_id} className={classes.card}>
          <h3 className={classes.cardName} id={memberNameId(member)}>
            {member.name}
          </h3>
          <dl className={classes.fields}>
            <div>
              <dt>{t('members.column.dob')}</dt>
              <dd>{member.dob}</dd>
            </div>
            <div>
              <dt>{t('members.column.ssn')}</dt>
              <dd className={classes.ssn}>{member.ssn}</dd>
            </div>
            <div className={classes.wide}>
              <dt>{t('members.column.email')}</dt>
              <dd className={classes.email}>
                <EmailAddress email={member.email} />
              </dd>
            </div>
            <div className={classes.wide}>
              <dt>{t('members.column.group')}</dt>
              <dd>{member.group_info?.group_name ?? <NoGroup />}</dd>
            </div>
            <div className={classes.wide}>
              <dt>{t('members.column.plans')}</dt>
              <dd>
                <MemberPlans plans={member.plan_info} />
              </dd>
            </div>
          </dl>
          <EnrollButton member={member} onEnroll={onEnroll} fullWidth />
        </li>
      ))}
    </ul>
  );
}

import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { Table, VisuallyHidden } from '@mantine/core';
import type { MemberRow } from '@openenroll/contract/members';
import { useT } from '../../../shared/i18n/use-t.ts';
import { membersMessages } from '../current-members-messages.ts';
import { EnrollButton, memberNameId } from './enroll-button.tsx';
import { MemberPlans } from './member-plans.tsx';
import classes from './member-views.module.css';

type MemberViewProps = { members: MemberRow[]; onEnroll: (member: MemberRow) => void; captionId: string };

/** The members as a table, for screens wide enough to read a row at a glance. */
export function MemberTable({ members, onEnroll, captionId }: MemberViewProps) {
  const t = useT(membersMessages);
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" fz="sm" highlightOnHover aria-labelledby={captionId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('members.column.name')}</Table.Th>
            <Table.Th scope="col">{t('members.column.dob')}</Table.Th>
            <Table.Th scope="col">{t('members.column.email')}</Table.Th>
            <Table.Th scope="col">{t('members.column.ssn')}</Table.Th>
            <Table.Th scope="col">{t('members.column.group')}</Table.Th>
            <Table.Th scope="col">{t('members.column.plans')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('members.column.enroll')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.user_id}>
              <Table.Th scope="row" className={classes.name} id={memberNameId(member)}>
                {member.name}
              </Table.Th>
              <Table.Td className={classes.nowrap}>{member.dob}</Table.Td>
              <Table.Td className={classes.nowrap}>{member.email}</Table.Td>
              <Table.Td className={classes.ssn}>{member.ssn}</Table.Td>
              <Table.Td>{member.group_info?.group_name ?? <NoGroup />}</Table.Td>
              <Table.Td className={classes.plans}>
                <MemberPlans plans={member.plan_info} />
              </Table.Td>
              <Table.Td ta="right">
                <EnrollButton member={member} onEnroll={onEnroll} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** A member enrolled on their own, outside any group. */
export function NoGroup() {
  const t = useT(membersMessages);
  return <span className={classes.dimmed}>{t('members.individual')}</span>;
}

import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { Table, VisuallyHidden } from '@mantine/core';
import type { MemberRow } from '@openenroll/contract/members';
import { EnrollButton, memberNameId } from './enroll-button.tsx';
import { MemberPlans } from './member-plans.tsx';
import classes from './member-views.module.css';

type MemberViewProps = { members: MemberRow[]; onEnroll: (member: MemberRow) => void; captionId: string };

/** The members as a table, for screens wide enough to read a row at a glance. */
export function MemberTable({ members, onEnroll, captionId }: MemberViewProps) {
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" fz="sm" highlightOnHover aria-labelledby={captionId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Date of Birth</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">SSN</Table.Th>
            <Table.Th scope="col">Group</Table.Th>
            <Table.Th scope="col">Plans</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Enroll</VisuallyHidden>
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
  return <span className={classes.dimmed}>Individual</span>;
}

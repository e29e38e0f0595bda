import '@mantine/core/styles/ActionIcon.layer.css';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { TrashIcon } from '../../../../shared/ui/icons.tsx';
import { EditIcon } from '../../fields/row-icons.tsx';
import styles from './dependent-information.module.css';
import { type Listed, listLabel } from './dependents.ts';
import { dependentsMessages } from './dependents-messages.ts';

type DependentListProps = {
  list: readonly Listed[];
  /** An edit is open: the list waits for it (§4). */
  editing: number | undefined;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
};

/** The dependents listed so far (§2.10): relationship#number and name, with edit and delete. */
export function DependentList({ list, editing, onEdit, onDelete }: DependentListProps) {
  const t = useT(dependentsMessages);
  if (list.length === 0) return null;
  const busy = editing !== undefined;
  return (
    <ul className={styles.list} aria-label={t('dependents.list')}>
      {list.map((one, index) => {
        const label = listLabel(list, index, t);
        return (
          <li key={String(one.primary_info.dependent_id ?? index)} className={styles.item}>
            <Text fw={600} className={styles.name}>
              {label}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('dependents.edit', { label })}
                disabled={busy}
                onClick={() => onEdit(index)}
              >
                <EditIcon />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('dependents.delete', { label })}
                disabled={busy}
                onClick={() => onDelete(index)}
              >
                <TrashIcon />
              </ActionIcon>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}

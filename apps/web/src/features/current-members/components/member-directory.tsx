import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MemberPage, MemberRow } from '@openenroll/contract/members';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { membersMessages } from '../current-members-messages.ts';
import { listSummary } from './list-summary.ts';
import { MemberCards } from './member-cards.tsx';
import classes from './member-directory.module.css';
import { MemberPager } from './member-pager.tsx';
import { MemberTable } from './member-table.tsx';

type MemberDirectoryProps = {
  data: MemberPage;
  /** The search as typed; the list follows it a moment later. */
  searchText: string;
  /** The search the shown page answers. */
  search: string;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
  /** The next page or search is on its way: the shown one stays, marked busy. */
  loading: boolean;
  onEnroll: (member: MemberRow) => void;
  /** Focus the search box when the list first appears (after the e-mailed code). */
  takeFocus: boolean;
};

/** The searchable, paged list of current members: a table on wide screens, cards on phones. */
export function MemberDirectory(props: MemberDirectoryProps) {
  const { data, searchText, search, onSearch, onPage, loading, onEnroll, takeFocus } = props;
  const narrow = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  const captionId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  const View = narrow ? MemberCards : MemberTable;
  const t = useT(membersMessages);

  useEffect(() => {
    if (takeFocus) searchBox.current?.focus();
  }, [takeFocus]);

  return (
    <Panel aria-labelledby={captionId}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md" className={classes.top}>
          <div>
            <h2 id={captionId} className={classes.heading}>
              {t('members.list.title')}
            </h2>
            <Text size="sm" c="dimmed" role="status">
              {listSummary(data, search, t)}
            </Text>
          </div>
          <TextInput
            ref={searchBox}
            type="search"
            label={t('members.list.search')}
            description={t('members.list.searchHint')}
            className={classes.search}
            value={searchText}
            onChange={(event) => onSearch(event.currentTarget.value)}
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
          />
        </Group>
        <div aria-busy={loading} className={classes.results} data-loading={loading || undefined}>
          {data.members.length > 0 ? (
            <View members={data.members} onEnroll={onEnroll} captionId={captionId} />
          ) : (
            <div className={classes.empty}>
              <Text fw={600}>{t(search ? 'members.list.noneFound' : 'members.list.none')}</Text>
              <Text size="sm" c="dimmed">
                {t(search ? 'members.list.noneFoundHint' : 'members.list.noneHint')}
              </Text>
              {search && (
                <Button variant="default" size="sm" mt="sm" onClick={() => onSearch('')}>
                  {t('members.list.clearSearch')}
                </Button>
              )}
            </div>
          )}
        </div>
        <Group justify="center">
          <MemberPager page={data.page} pages={pages} onChange={onPage} />
        </Group>
      </Stack>
    </Panel>
  );
}

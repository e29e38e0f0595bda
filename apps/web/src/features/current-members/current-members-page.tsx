import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MemberRow } from '@openenroll/contract/members';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { Panel } from '../../shared/ui/panel.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { type ListOwner, needsMemberListCode, useMemberList } from './api/member-list.ts';
import { CodeStep } from './components/code-step.tsx';
import { MemberDirectory } from './components/member-directory.tsx';
import { TierDialog } from './components/tier-dialog.tsx';
import { membersMessages } from './current-members-messages.ts';

const SEARCH_DELAY_MS = 350;

/**
 * /agent-select-member and /group-select-member (spec part 1, §2): the representative's or group's current members,
 * searched and paged by the server, behind a code e-mailed once a session; 'Enroll Now' starts a member's enrollment.
 */
export function CurrentMembersPage({ home }: { home: '/agent-home' | '/group-home' }) {
  const t = useT(membersMessages);
  useDocumentTitle(t('members.title'));
  const owner: ListOwner = home === '/agent-home' ? 'agent' : 'group';
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // The page belongs to one search: another search starts on page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  if (paging.search !== search) setPaging({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const list = useMemberList(owner, search, page);
  const [askedForCode, setAskedForCode] = useState(false);
  const [chosen, setChosen] = useState<MemberRow>();
  const codeRequired = needsMemberListCode(list.error);
  if (codeRequired && !askedForCode) setAskedForCode(true);

  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>{t('members.title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('members.intro')}
            </Text>
          </div>
          <Button component={Link} to={home} variant="default">
            {t('members.back')}
          </Button>
        </Group>
        {codeRequired ? (
          <Box maw={600}>
            <CodeStep />
          </Box>
        ) : list.data ? (
          <MemberDirectory
            data={list.data}
            searchText={searchText}
            search={search}
            onSearch={setSearchText}
            onPage={(next) => setPaging({ search, page: next })}
            loading={list.isPlaceholderData || searchText.trim() !== search}
            onEnroll={setChosen}
            takeFocus={askedForCode}
          />
        ) : list.isError ? (
          <Panel>
            <Stack gap="md" align="flex-start" role="alert">
              <Text>{errorMessage(list.error)}</Text>
              <Button variant="default" onClick={() => void list.refetch()}>
                {t('members.tryAgain')}
              </Button>
            </Stack>
          </Panel>
        ) : (
          <PageLoader />
        )}
      </Stack>
      <TierDialog member={chosen} onClose={() => setChosen(undefined)} />
    </Container>
  );
}

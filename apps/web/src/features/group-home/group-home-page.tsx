import '@mantine/core/styles/Input.layer.css';
import { Button, Container, NativeSelect, Stack, Title } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useChoosePortal } from '../../shared/api/choose-portal.ts';
import { useIdentity } from '../../shared/api/default-info.ts';
import { useEnrollmentPlatforms } from '../../shared/api/enrollment-platforms.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { ChoiceRow, Panel } from '../../shared/ui/panel.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { useGroupInfo } from './api/group-info.ts';
import { groupHomeMessages } from './group-home-messages.ts';

/** /group-home: a group enrolls a new member in a portal, or goes to its current members. */
export function GroupHomePage() {
  const { data: identity } = useIdentity();
  const { data: group } = useGroupInfo(identity?.group_id ?? undefined);
  const platforms = useEnrollmentPlatforms();
  const choose = useChoosePortal();
  const navigate = useNavigate();
  const [portalId, setPortalId] = useState('');
  const [error, setError] = useState<string>();
  const t = useT(groupHomeMessages);
  const title = group ? t('groupHome.welcomeName', { name: group.group_name }) : t('groupHome.welcome');
  useDocumentTitle(title);

  function enrollNewMember() {
    const portal = platforms.data?.find((item) => String(item.platform_group_id) === portalId);
    if (!portal) {
      setError(messages.chooseEnrollForNewMember);
      return;
    }
    choose.mutate({ portal }, { onSuccess: () => navigate('/home') });
  }

  return (
    <Container size="sm" py={56}>
      <Stack gap="xl">
        <Title order={1}>{title}</Title>
        <Panel>
          <Stack gap="lg">
            <NativeSelect
              label={t('groupHome.portal')}
              value={portalId}
              onChange={(event) => {
                setPortalId(event.currentTarget.value);
                setError(undefined);
              }}
              error={error ?? (platforms.isError ? errorMessage(platforms.error) : undefined)}
              data={[
                { value: '', label: t(platforms.isPending ? 'groupHome.loadingPortals' : 'groupHome.choosePortal') },
                ...(platforms.data ?? []).map((item) => ({
                  value: String(item.platform_group_id),
                  label: item.platform_name,
                })),
              ]}
            />
            <ChoiceRow>
              <Button size="md" onClick={enrollNewMember} loading={choose.isPending}>
                {t('groupHome.newMember')}
              </Button>
              <Button size="md" variant="outline" onClick={() => navigate('/group-select-member')}>
                {t('groupHome.currentMember')}
              </Button>
            </ChoiceRow>
            {choose.isError && <FormError>{errorMessage(choose.error)}</FormError>}
          </Stack>
        </Panel>
      </Stack>
    </Container>
  );
}

import { Container, Stack, Text, Title } from '@mantine/core';
import { type Tier, tier as tierSchema } from '@openenroll/contract/codes';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useEnrollMember } from '../../shared/api/enroll-member.ts';
import { TierForm } from '../../shared/enrollment-start/tier-form.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { Panel } from '../../shared/ui/panel.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { useMemberInfo } from './api/member-info.ts';
import { memberEntryMessages } from './member-entry-messages.ts';

/** What the member's link may hand over: the tier it named, and whether starting with it failed. */
export type MemberHomeState = { tier?: Tier; failed?: boolean };

function readState(state: unknown): MemberHomeState {
  if (typeof state !== 'object' || state === null) return {};
  const { tier, failed } = state as Record<string, unknown>;
  const parsed = tierSchema.safeParse(tier);
  return { tier: parsed.success ? parsed.data : undefined, failed: failed === true };
}

/** /member-home (spec part 1, §2): the member who opened their own link chooses a tier and goes on to the plans. */
export function MemberHomePage() {
  const { data: member } = useMemberInfo();
  const handedOver = readState(useLocation().state);
  const [linkFailed, setLinkFailed] = useState(handedOver.failed === true);
  const enroll = useEnrollMember();
  const navigate = useNavigate();
  const headingId = useId();
  const t = useT(memberEntryMessages);
  const title = member ? t('memberEntry.welcomeName', { name: member.first_name }) : t('memberEntry.welcome');
  useDocumentTitle(title);

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Title order={1}>{title}</Title>
        <Panel aria-labelledby={headingId}>
          <Stack gap="lg">
            <div>
              <Title order={2} size="h3" id={headingId}>
                {t('memberEntry.start')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('memberEntry.startText')}
              </Text>
            </div>
            <TierForm
              initialTier={handedOver.tier}
              failed={enroll.isError || (linkFailed && enroll.isIdle)}
              submitting={enroll.isPending}
              onEdit={() => {
                enroll.reset();
                setLinkFailed(false);
              }}
              onSubmit={(tier) => enroll.mutate(tier, { onSuccess: () => navigate('/plans') })}
            />
          </Stack>
        </Panel>
      </Stack>
    </Container>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { MEMBERSHIP_SITE } from '@openenroll/contract/site';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useIdentity } from '../../shared/api/default-info.ts';
import { NewMemberStep } from '../../shared/enrollment-start/new-member-step.tsx';
import { type Platform, PortalStep } from '../../shared/enrollment-start/portal-step.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { Panel } from '../../shared/ui/panel.tsx';
import { useClientState } from '../../shared/use-client-state.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { agentHomeMessages } from './agent-home-messages.ts';
import { useAgentInfo } from './api/agent-info.ts';
import { useMembershipStart } from './api/membership-start.ts';
import { WhoStep } from './components/who-step.tsx';

type Step =
  | { name: 'start' }
  | { name: 'portal' }
  | { name: 'who'; portal: Platform }
  | { name: 'new-member'; portal: Platform };

/** /agent-home: the representative picks a portal, then whom to enroll (the spec's agent flow). */
export function AgentHomePage() {
  const { data: identity } = useIdentity();
  const agentId = identity?.agent_id ?? undefined;
  const { data: agent } = useAgentInfo(agentId);
  const [step, setStep] = useState<Step>({ name: 'start' });
  const navigate = useNavigate();
  const membership = useClientState('fromSite') === MEMBERSHIP_SITE;
  const membershipStart = useMembershipStart(agentId);
  const t = useT(agentHomeMessages);
  const name = agent ? `${agent.agent_fname} ${agent.agent_lname}` : '';
  const title = name ? t('agentHome.welcomeName', { name }) : t('agentHome.welcome');
  useDocumentTitle(title);

  function startEnrollment() {
    if (!membership) {
      setStep({ name: 'portal' });
      return;
    }
    // The membership-site mode skips the portal step when the representative sells in the partner portal.
    membershipStart.mutate(undefined, {
      onSuccess: (started) => (started ? navigate('/home') : setStep({ name: 'portal' })),
      onError: () => setStep({ name: 'portal' }),
    });
  }

  return (
    <Container size="sm" py={56}>
      <Stack gap="xl">
        <Title order={1}>{title}</Title>
        <Panel>
          {step.name === 'start' && (
            <Stack gap="lg" align="flex-start">
              <Text>{t('agentHome.intro')}</Text>
              <Button size="md" onClick={startEnrollment} loading={membershipStart.isPending}>
                {t('agentHome.start')}
              </Button>
            </Stack>
          )}
          {step.name === 'portal' && (
            <PortalStep
              agentId={agentId}
              onBack={() => setStep({ name: 'start' })}
              onChosen={(portal) => setStep({ name: 'who', portal })}
            />
          )}
          {step.name === 'who' && (
            <WhoStep
              portalName={step.portal.platform_name}
              onBack={() => setStep({ name: 'portal' })}
              onNewMember={() => setStep({ name: 'new-member', portal: step.portal })}
              onCurrentMember={() => navigate('/agent-select-member')}
            />
          )}
          {step.name === 'new-member' && (
            <NewMemberStep
              agentId={agentId}
              portal={step.portal}
              onBack={() => setStep({ name: 'who', portal: step.portal })}
              onStarted={() => navigate('/home')}
            />
          )}
        </Panel>
      </Stack>
    </Container>
  );
}

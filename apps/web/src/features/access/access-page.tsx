import { Stack, Text, Title } from '@mantine/core';
import type { AgentCard } from '@openenroll/contract/entry';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { Panel } from '../../shared/ui/panel.tsx';
import { StandalonePage } from '../../shared/ui/standalone-page.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { accessMessages } from './access-messages.ts';
import { AccessCodeForm } from './components/access-code-form.tsx';
import { AccessFooter } from './components/access-footer.tsx';
import { RepConfirmation } from './components/rep-confirmation.tsx';
import type { RepLanding } from './rep-landing.ts';

type Step = { name: 'code' } | { name: 'confirm'; agent: AgentCard };

/** /access-page and /access-pagenext: a representative proves an access code, then confirms the details. */
export function AccessPage() {
  const [step, setStep] = useState<Step>({ name: 'code' });
  const navigate = useNavigate();
  const t = useT(accessMessages);
  useDocumentTitle(t(step.name === 'code' ? 'access.pageTitle.code' : 'access.pageTitle.confirm'));

  return (
    <StandalonePage footer={<AccessFooter />}>
      <Panel aria-labelledby="access-title">
        {step.name === 'code' ? (
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2" id="access-title">
                {t('access.title')}
              </Title>
              <Text mt="xs" c="dimmed">
                {t('access.intro')}
              </Text>
            </div>
            <AccessCodeForm onFound={(agent) => setStep({ name: 'confirm', agent })} />
          </Stack>
        ) : (
          <RepConfirmation
            agent={step.agent}
            onCancel={() => setStep({ name: 'code' })}
            onConfirmed={() => {
              const landing: RepLanding = {
                landing_page: step.agent.landing_page,
                landing_url: step.agent.landing_url,
              };
              navigate('/landing-page', { state: landing });
            }}
          />
        )}
      </Panel>
    </StandalonePage>
  );
}

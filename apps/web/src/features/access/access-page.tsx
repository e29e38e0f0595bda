import { Stack, Text, Title } from '@mantine/core';
import type { AgentCard } from '@openenroll/contract/entry';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '../../shared/ui/panel.tsx';
import { StandalonePage } from '../../shared/ui/standalone-page.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { AccessCodeForm } from './components/access-code-form.tsx';
import { AccessFooter } from './components/access-footer.tsx';
import { RepConfirmation } from './components/rep-confirmation.tsx';
import type { RepLanding } from './rep-landing.ts';

type Step = { name: 'code' } | { name: 'confirm'; agent: AgentCard };

/** /access-page and /access-pagenext: a representative proves an access code, then confirms the details. */
export function AccessPage() {
  const [step, setStep] = useState<Step>({ name: 'code' });
  const navigate = useNavigate();
  useDocumentTitle(step.name === 'code' ? 'Access Code' : 'Confirm your details');

  return (
    <StandalonePage footer={<AccessFooter />}>
      <Panel aria-labelledby="access-title">
        {step.name === 'code' ? (
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2" id="access-title">
                Representative Access
              </Title>
              <Text mt="xs" c="dimmed">
                Enter your access code to open your enrollment store.
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

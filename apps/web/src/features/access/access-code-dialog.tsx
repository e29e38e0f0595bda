import { Stack, Text } from '@mantine/core';
import type { AgentCard } from '@openenroll/contract/entry';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { AccessCodeForm } from './components/access-code-form.tsx';
import { RepConfirmation } from './components/rep-confirmation.tsx';
import type { RepLanding } from './rep-landing.ts';

type AccessCodeDialogProps = { opened: boolean; onClose: () => void };

/** The access page in a dialog, from any page's footer: the access code, the details to confirm, then home. */
export function AccessCodeDialog({ opened, onClose }: AccessCodeDialogProps) {
  const [agent, setAgent] = useState<AgentCard>();
  const navigate = useNavigate();
  const close = () => {
    onClose();
    setAgent(undefined);
  };

  function confirmed(chosen: AgentCard) {
    const landing: RepLanding = { landing_page: chosen.landing_page, landing_url: chosen.landing_url };
    close();
    navigate('/landing-page', { state: landing });
  }

  return (
    <Dialog opened={opened} onClose={close} title="Representative Access">
      {agent ? (
        <RepConfirmation
          agent={agent}
          headingOrder={2}
          onCancel={() => setAgent(undefined)}
          onConfirmed={() => confirmed(agent)}
        />
      ) : (
        <Stack gap="md">
          <Text c="dimmed">Enter your access code to open your enrollment store.</Text>
          <AccessCodeForm onFound={setAgent} />
        </Stack>
      )}
    </Dialog>
  );
}

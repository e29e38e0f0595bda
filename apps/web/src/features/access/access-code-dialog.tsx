import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal, Stack, Text } from '@mantine/core';
import type { AgentCard } from '@openenroll/contract/entry';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
    <Modal.Root opened={opened} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's default <header> here would be a second banner landmark beside the page header. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>Representative Access</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
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
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

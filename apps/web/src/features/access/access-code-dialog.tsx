import { Stack, Text } from '@mantine/core';
import type { AgentCard } from '@openenroll/contract/entry';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { accessMessages } from './access-messages.ts';
import { AccessCodeForm } from './components/access-code-form.tsx';
import { RepConfirmation } from './components/rep-confirmation.tsx';
import type { RepLanding } from './rep-landing.ts';

type AccessCodeDialogProps = { opened: boolean; onClose: () => void };

/** The access page in a dialog, from any page's footer: the access code, the details to confirm, then home. */
export function AccessCodeDialog({ opened, onClose }: AccessCodeDialogProps) {
  const [agent, setAgent] = useState<AgentCard>();
  const navigate = useNavigate();
  const t = useT(accessMessages);
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
    <Dialog opened={opened} onClose={close} title={t('access.title')}>
      {agent ? (
        <RepConfirmation
          agent={agent}
          headingOrder={2}
          onCancel={() => setAgent(undefined)}
          onConfirmed={() => confirmed(agent)}
        />
      ) : (
        <Stack gap="md">
          <Text c="dimmed">{t('access.intro')}</Text>
          <AccessCodeForm onFound={setAgent} />
        </Stack>
      )}
    </Dialog>
  );
}

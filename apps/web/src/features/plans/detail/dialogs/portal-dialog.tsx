import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error.ts';
import { useChoosePortal } from '../../../../shared/api/choose-portal.ts';
import { useIdentity } from '../../../../shared/api/default-info.ts';
import { NewMemberStep } from '../../../../shared/enrollment-start/new-member-step.tsx';
import { type Platform, PortalStep } from '../../../../shared/enrollment-start/portal-step.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormError } from '../../../../shared/ui/form-error.tsx';
import { plansMessages } from '../../plans-messages.ts';

type PortalDialogProps = { opened: boolean; onClose: () => void; onChosen: () => void };

/** The portal a representative or group enrolls in, and for a representative the group; the quote follows. */
export function PortalDialog({ opened, onClose, onChosen }: PortalDialogProps) {
  const t = useT(plansMessages);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('plans.portal.title')}>
      <PortalChoice onChosen={onChosen} />
    </Dialog>
  );
}

function PortalChoice({ onChosen }: { onChosen: () => void }) {
  const { data: identity } = useIdentity();
  const choose = useChoosePortal();
  const [portal, setPortal] = useState<Platform>();
  const rep = identity?.rep_authenticated === true;
  const agentId = (rep && identity?.agent_id) || undefined;

  if (rep && portal) {
    return (
      <NewMemberStep
        agentId={agentId}
        portal={portal}
        onBack={() => setPortal(undefined)}
        onStarted={onChosen}
        headingOrder={3}
      />
    );
  }
  return (
    <>
      <PortalStep
        agentId={agentId}
        headingOrder={3}
        pending={choose.isPending}
        onChosen={(chosen) => (rep ? setPortal(chosen) : choose.mutate({ portal: chosen }, { onSuccess: onChosen }))}
      />
      {choose.isError && <FormError>{errorMessage(choose.error)}</FormError>}
    </>
  );
}

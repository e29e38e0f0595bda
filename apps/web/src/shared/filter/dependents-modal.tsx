import type { Tier } from '@openenroll/contract/codes';
import { Dialog } from '../ui/dialog.tsx';
import { DependentsForm } from './dependents-form.tsx';

type DependentsModalProps = { opened: boolean; onClose: () => void; tempId: string; tier: Tier; onSaved: () => void };

export function DependentsModal({ opened, onClose, tempId, tier, onSaved }: DependentsModalProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Dependent Information">
      <DependentsForm tempId={tempId} tier={tier} onSaved={onSaved} />
    </Dialog>
  );
}

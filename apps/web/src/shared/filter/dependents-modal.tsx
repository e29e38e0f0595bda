import type { Tier } from '@openenroll/contract/codes';
import { useT } from '../i18n/use-t.ts';
import { Dialog } from '../ui/dialog.tsx';
import { DependentsForm } from './dependents-form.tsx';
import { filterMessages } from './filter-messages.ts';

type DependentsModalProps = { opened: boolean; onClose: () => void; tempId: string; tier: Tier; onSaved: () => void };

export function DependentsModal({ opened, onClose, tempId, tier, onSaved }: DependentsModalProps) {
  const t = useT(filterMessages);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('filter.dependentsTitle')}>
      <DependentsForm tempId={tempId} tier={tier} onSaved={onSaved} />
    </Dialog>
  );
}

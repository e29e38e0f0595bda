import type { FilterInfo } from '@openenroll/contract/filter';
import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Dialog } from '../ui/dialog.tsx';
import { DependentsForm } from './dependents-form.tsx';
import { filterMessages } from './filter-messages.ts';
import { QuoteForm, type SavedQuote } from './quote-form.tsx';
import { needsDependents } from './quote-form-schema.ts';

type QuoteFilterModalProps = {
  opened: boolean;
  onClose: () => void;
  initial: FilterInfo | null;
  onDone?: (saved: SavedQuote) => void;
};

/** The plan pages' Edit popup: the quote form with the filter's wording, then the dependents the tier covers. */
export function QuoteFilterModal({ opened, onClose, initial, onDone }: QuoteFilterModalProps) {
  const [dependentsOf, setDependentsOf] = useState<SavedQuote>();
  const t = useT(filterMessages);
  const close = () => {
    setDependentsOf(undefined);
    onClose();
  };
  const finish = (saved: SavedQuote) => {
    close();
    onDone?.(saved);
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={t(dependentsOf ? 'filter.dependentsTitle' : 'filter.basicInfoTitle')}
      size="lg"
    >
      {dependentsOf ? (
        <DependentsForm
          tempId={dependentsOf.tempId}
          tier={dependentsOf.tier}
          onSaved={() => finish(dependentsOf)}
          onBack={() => setDependentsOf(undefined)}
        />
      ) : (
        <QuoteForm
          variant="filter"
          initial={initial}
          onBack={close}
          onSaved={(saved) => (needsDependents(saved.tier) ? setDependentsOf(saved) : finish(saved))}
        />
      )}
    </Dialog>
  );
}

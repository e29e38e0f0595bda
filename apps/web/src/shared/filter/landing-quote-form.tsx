import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuoteFilter } from './api/filter-info.ts';
import { QuoteForm, type SavedQuote } from './quote-form.tsx';
import { needsDependents } from './quote-form-schema.ts';
import { QuoteFormSkeleton } from './quote-form-skeleton.tsx';

// The dialog (Mantine's Modal, its overlay and scroll area) loads once a quote with dependents in its tier is saved.
const DependentsModal = lazy(() => import('./dependents-modal.tsx').then((m) => ({ default: m.DependentsModal })));

/**
 * The welcome banner's quote form, loaded after the landing page's first paint (react-hook-form, the resolver and
 * Mantine's inputs stay out of the landing route's eager code). After a tier with dependents, their details follow.
 */
export function LandingQuoteForm() {
  const navigate = useNavigate();
  const { filter, isPending } = useQuoteFilter();
  const [dependentsOf, setDependentsOf] = useState<SavedQuote>();
  const showPlans = () => navigate('/plans');

  if (isPending) return <QuoteFormSkeleton />;
  return (
    <>
      <QuoteForm
        variant="landing"
        initial={filter}
        onSaved={(saved) => (needsDependents(saved.tier) ? setDependentsOf(saved) : showPlans())}
      />
      {dependentsOf && (
        <Suspense>
          <DependentsModal
            opened
            onClose={() => setDependentsOf(undefined)}
            tempId={dependentsOf.tempId}
            tier={dependentsOf.tier}
            onSaved={showPlans}
          />
        </Suspense>
      )}
    </>
  );
}

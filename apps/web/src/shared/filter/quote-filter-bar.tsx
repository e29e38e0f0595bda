import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useQuoteFilter } from './api/filter-info.ts';
import { useTierLabel } from './api/premier-in-cart.ts';
import classes from './quote-filter-bar.module.css';
import { QuoteFilterModal } from './quote-filter-modal.tsx';
import type { SavedQuote } from './quote-form.tsx';

type QuoteFilterBarProps = {
  onSaved?: (saved: SavedQuote) => void;
  /** Edit opens the page's own dialogs instead of the bar's popup. */
  onEdit?: () => void;
};

/** The quote the prices are for (zip, gender, smoker when known, tier, date of birth), with Edit to change it. */
export function QuoteFilterBar({ onSaved, onEdit }: QuoteFilterBarProps) {
  const { filter, isPending } = useQuoteFilter();
  const tierLabel = useTierLabel();
  const [opened, setOpened] = useState(false);
  const titleId = useId();

  return (
    <section className={classes.bar} aria-labelledby={titleId} aria-busy={isPending}>
      <h2 id={titleId} className={classes.title}>
        Your basic info
      </h2>
      {filter ? (
        <dl className={classes.summary}>
          <div>
            <dt>Zip</dt>
            <dd>{filter.zip}</dd>
          </div>
          <div>
            <dt>Gender</dt>
            <dd>{filter.gender === 1 ? 'Female' : 'Male'}</dd>
          </div>
          {filter.is_smoker !== null && (
            <div>
              <dt>Smoker</dt>
              <dd>{filter.is_smoker === 1 ? 'Yes' : 'No'}</dd>
            </div>
          )}
          <div>
            <dt>Tier</dt>
            <dd>{tierLabel(filter.tier)}</dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>{filter.dob}</dd>
          </div>
        </dl>
      ) : (
        <Text className={classes.summary}>
          {isPending ? 'Loading' : 'Enter your zip code, gender, tier and date of birth to see your prices.'}
        </Text>
      )}
      <Button
        variant="outline"
        className={classes.edit}
        onClick={onEdit ?? (() => setOpened(true))}
        disabled={isPending}
      >
        {filter ? 'Edit' : 'Get Quote'}
      </Button>
      {!onEdit && (
        <QuoteFilterModal opened={opened} onClose={() => setOpened(false)} initial={filter} onDone={onSaved} />
      )}
    </section>
  );
}

import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { useQuoteFilter } from './api/filter-info.ts';
import { useTierLabel } from './api/premier-in-cart.ts';
import { filterMessages } from './filter-messages.ts';
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
  const t = useT(filterMessages);

  return (
    <section className={classes.bar} aria-labelledby={titleId} aria-busy={isPending}>
      <h2 id={titleId} className={classes.title}>
        {t('filter.basicInfo')}
      </h2>
      {filter ? (
        <dl className={classes.summary}>
          <div>
            <dt>{t('filter.zipShort')}</dt>
            <dd>{filter.zip}</dd>
          </div>
          <div>
            <dt>{t('filter.gender')}</dt>
            <dd>{t(filter.gender === 1 ? 'filter.gender.female' : 'filter.gender.male')}</dd>
          </div>
          {filter.is_smoker !== null && (
            <div>
              <dt>{t('filter.smoker')}</dt>
              <dd>{t(filter.is_smoker === 1 ? 'filter.yes' : 'filter.no')}</dd>
            </div>
          )}
          <div>
            <dt>{t('filter.tier')}</dt>
            <dd>{tierLabel(filter.tier)}</dd>
          </div>
          <div>
            <dt>{t('filter.dob')}</dt>
            <dd>{filter.dob}</dd>
          </div>
        </dl>
      ) : (
        <Text>{t(isPending ? 'filter.loading' : 'filter.enterQuote')}</Text>
      )}
      <Button
        variant="outline"
        className={classes.edit}
        onClick={onEdit ?? (() => setOpened(true))}
        disabled={isPending}
      >
        {t(filter ? 'filter.edit' : 'filter.getQuote')}
      </Button>
      {!onEdit && (
        <QuoteFilterModal opened={opened} onClose={() => setOpened(false)} initial={filter} onDone={onSaved} />
      )}
    </section>
  );
}

import { Button } from '@mantine/core';
import type { Tier } from '@openenroll/contract/codes';
import { useId, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { useDependentInfo } from './api/dependent-info.ts';
import { DependentsModal } from './dependents-modal.tsx';
import { filterMessages } from './filter-messages.ts';
import classes from './quote-filter-bar.module.css';

type DependentSummaryProps = { tempId: string; tier: Tier };

/** The spouse and children recorded for a tier that covers them, with Edit to change them. */
export function DependentSummary({ tempId, tier }: DependentSummaryProps) {
  const { data, isPending } = useDependentInfo(tempId);
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const t = useT(filterMessages);
  const spouse = tier === 'IS' || tier === 'IF';
  const children = tier === 'IC' || tier === 'IF';

  return (
    <section className={classes.bar} aria-labelledby={titleId} aria-busy={isPending}>
      <h2 id={titleId} className={classes.title}>
        {t('filter.dependents')}
      </h2>
      <dl className={classes.summary}>
        {spouse && (
          <div>
            <dt>{t('filter.spouseDob')}</dt>
            <dd>{data?.spouse_dob ?? t('filter.notEntered')}</dd>
          </div>
        )}
        {children && (
          <div>
            <dt>{t('filter.children')}</dt>
            <dd>{data?.no_of_children ?? t('filter.notEntered')}</dd>
          </div>
        )}
      </dl>
      <Button variant="outline" className={classes.edit} onClick={() => setOpened(true)} disabled={isPending}>
        {t('filter.edit')}
      </Button>
      <DependentsModal
        opened={opened}
        onClose={() => setOpened(false)}
        tempId={tempId}
        tier={tier}
        onSaved={() => setOpened(false)}
      />
    </section>
  );
}

import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { ArrowRightIcon, ChevronDownIcon } from '../ui/icons.tsx';
import { type RecommendationKind, useRecommendations } from './api/recommendations.ts';
import { recommendationMessages } from './recommendation-messages.ts';
import classes from './recommendations.module.css';
import { BlackoutBanner, useRecommendedCards } from './recommended-cards.tsx';
import { useCarousel } from './use-carousel.ts';

/** The spec's carousel: at most 5 plans; the arrows only when there are more than 4. */
const STRIP_LIMIT = 5;
const ARROWS_ABOVE = 4;

type RecommendedStripProps = {
  kind: RecommendationKind;
  title?: string;
  /** The cart's View All shows every recommendation in place; elsewhere it opens /recommend-list?name=…. */
  viewAll: 'expand' | 'home' | 'cart';
  /** Plans the page shows already (a listing's cards): not recommended again beside them. */
  exclude?: readonly number[];
};

/**
 * A collapsible strip of recommended plans (spec part 1, "Recommended products strip"): a scroll-snap carousel of
 * 1, 2, 3 or 5 cards per screen at 767, 1100 and 1300 px. Failures render nothing (the query cache logs them).
 */
export function RecommendedStrip({ kind, title: ownTitle, viewAll, exclude }: RecommendedStripProps) {
  const t = useT(recommendationMessages);
  const title = ownTitle ?? t('recommend.title');
  const { data } = useRecommendations(kind);
  const cards = useRecommendedCards();
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const trackId = useId();
  const recs = (data?.recs ?? []).filter((plan) => !exclude?.includes(plan.plan_id));
  const shown = expanded ? recs : recs.slice(0, STRIP_LIMIT);
  const carousel = useCarousel(open && !expanded ? shown.length : 0);
  if (recs.length === 0) return null;

  const arrows = open && !expanded && shown.length > ARROWS_ABOVE;

  return (
    <section className={classes.strip} aria-labelledby={titleId}>
      <div className={classes.stripHead}>
        <h2 className={classes.stripTitle} id={titleId}>
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {title}
            <ChevronDownIcon size={20} className={classes.chevron} />
          </button>
        </h2>
        {arrows && (
          <div className={classes.arrows}>
            <button
              type="button"
              className={classes.arrow}
              aria-label={t('recommend.previous', { title: title.toLowerCase() })}
              aria-controls={trackId}
              disabled={carousel.edges.start}
              onClick={carousel.previous}
            >
              <ArrowRightIcon size={18} className={classes.back} />
            </button>
            <button
              type="button"
              className={classes.arrow}
              aria-label={t('recommend.next', { title: title.toLowerCase() })}
              aria-controls={trackId}
              disabled={carousel.edges.end}
              onClick={carousel.next}
            >
              <ArrowRightIcon size={18} />
            </button>
          </div>
        )}
        {open &&
          (viewAll === 'expand' ? (
            recs.length > STRIP_LIMIT && (
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={expanded}
                onClick={() => setExpanded((v) => !v)}
              >
                {expanded ? t('recommend.showLess') : t('recommend.viewAll')}
              </Button>
            )
          ) : (
            <Button
              component={Link}
              to={`/recommend-list?name=${viewAll}`}
              variant="subtle"
              size="compact-sm"
              rightSection={<ArrowRightIcon size={16} />}
            >
              {t('recommend.viewAll')}
            </Button>
          ))}
      </div>
      <div id={bodyId} hidden={!open} className={classes.stripBody}>
        <BlackoutBanner plans={shown} />
        {expanded ? (
          <ul className={classes.grid} aria-label={t('recommend.all', { title: title.toLowerCase() })}>
            {shown.map((plan) => (
              <li key={plan.plan_id}>{cards.card(plan)}</li>
            ))}
          </ul>
        ) : (
          <ul
            ref={carousel.track}
            id={trackId}
            className={classes.track}
            aria-label={title}
            onScroll={carousel.onScroll}
          >
            {shown.map((plan) => (
              <li key={plan.plan_id} className={classes.slide}>
                {cards.card(plan)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {cards.dialogs}
    </section>
  );
}

import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { useRecommendations } from '../../shared/recommendations/api/recommendations.ts';
import { recommendationMessages } from '../../shared/recommendations/recommendation-messages.ts';
import { Icon, type IconProps } from '../../shared/ui/icons.tsx';
import classes from './recommended-button.module.css';

const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  </Icon>
);

const recommendationsTo = '/recommend-list?name=cart';

/** Whether there is something to recommend for the plans in the cart. */
function useHasRecommendations() {
  const { data } = useRecommendations('association');
  return data !== undefined && data.cart_count > 0 && data.recs.length > 0;
}

/** Shown when the cart has plans and there is something to recommend; opens the full list under the cart's trail. */
export function RecommendedButton() {
  const t = useT(recommendationMessages);
  if (!useHasRecommendations()) return null;
  return (
    <Link
      to={recommendationsTo}
      className={classes.button}
      aria-label={t('recommend.button')}
      title={t('recommend.button')}
    >
      <StarIcon />
      {/* The spec's words on two short lines where the bar has room; the star alone on a phone and beside a
          crowded category menu. */}
      <span className={classes.label}>
        <span>{t('recommend.buttonFirst')} </span>
        <span>{t('recommend.buttonSecond')}</span>
      </span>
    </Link>
  );
}

/** The same link in the phone menu: a narrow phone's header leaves the room to the site's logo. */
export function RecommendedMenuLink({ onNavigate }: { onNavigate: () => void }) {
  const t = useT(recommendationMessages);
  if (!useHasRecommendations()) return null;
  return (
    <NavLink
      component={Link}
      to={recommendationsTo}
      label={t('recommend.button')}
      leftSection={<StarIcon />}
      onClick={onNavigate}
      hiddenFrom="xs"
    />
  );
}

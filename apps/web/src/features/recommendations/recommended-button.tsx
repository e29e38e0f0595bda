import { Link } from 'react-router';
import { useRecommendations } from './api/recommendations.ts';
import classes from './recommended-button.module.css';

/** Shown when the cart has plans and there is something to recommend; opens the full list under the cart's trail. */
export function RecommendedButton() {
  const { data } = useRecommendations('association');
  if (!data || data.cart_count === 0 || data.recs.length === 0) return null;
  return (
    <Link
      to="/recommend-list?name=cart"
      className={classes.button}
      aria-label="View Your Recommended Products"
      title="View Your Recommended Products"
    >
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
      </svg>
      {/* "Recommended" where the bar has room; the star alone on a phone and beside a crowded category menu. */}
      <span className={classes.label}>Recommended</span>
    </Link>
  );
}

import { Link } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { recommendationMessages } from '../../shared/recommendations/recommendation-messages.ts';
import classes from '../../shared/ui/plans-breadcrumb.module.css';
import { useHomePath } from '../../shared/use-home-path.ts';

/** Home / Recommended Products, or Home / Cart / Recommended Products when the list was opened from the cart. */
export function RecommendListBreadcrumb({ from }: { from: 'home' | 'cart' }) {
  const home = useHomePath();
  const t = useT(recommendationMessages);
  return (
    <nav aria-label={t('recommend.breadcrumb')} className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to={home}>{t('recommend.home')}</Link>
        </li>
        {from === 'cart' && (
          <li>
            <Link to="/cart">{t('recommend.cart')}</Link>
          </li>
        )}
        <li>
          <span aria-current="page">{t('recommend.title')}</span>
        </li>
      </ol>
    </nav>
  );
}

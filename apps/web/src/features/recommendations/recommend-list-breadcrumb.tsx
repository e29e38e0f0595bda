import { Link } from 'react-router';
import { useHomePath } from '../../shared/use-home-path.ts';
import classes from '../plans/common/plans-breadcrumb.module.css';

/** Home / Recommended Products, or Home / Cart / Recommended Products when the list was opened from the cart. */
export function RecommendListBreadcrumb({ from }: { from: 'home' | 'cart' }) {
  const home = useHomePath();
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to={home}>Home</Link>
        </li>
        {from === 'cart' && (
          <li>
            <Link to="/cart">Cart</Link>
          </li>
        )}
        <li>
          <span aria-current="page">Recommended Products</span>
        </li>
      </ol>
    </nav>
  );
}

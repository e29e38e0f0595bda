import { Link } from 'react-router';
import classes from '../../shared/ui/plans-breadcrumb.module.css';
import { useHomePath } from '../../shared/use-home-path.ts';

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

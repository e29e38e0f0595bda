import '@mantine/core/styles/VisuallyHidden.layer.css';
import { VisuallyHidden } from '@mantine/core';
import type { CategoryPlans } from '@openenroll/contract/plans';
import classes from './category-jump-bar.module.css';

/** The id of a category's section on a listing, for the jump bar's links. */
export const categorySectionId = (category: string) => `category-${category}`;

/** A long listing of several categories: a link to each, with how many plans it has. */
export function CategoryJumpBar({ groups }: { groups: CategoryPlans[] }) {
  if (groups.length < 2) return null;
  return (
    <nav aria-label="Jump to a category" className={classes.bar}>
      <ul>
        {groups.map((group) => (
          <li key={group.category}>
            <a href={`#${categorySectionId(group.category)}`}>
              {group.category_label}
              <span className={classes.count} aria-hidden="true">
                {group.plans.length}
              </span>
              <VisuallyHidden component="span">
                ({group.plans.length === 1 ? '1 plan' : `${group.plans.length} plans`})
              </VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

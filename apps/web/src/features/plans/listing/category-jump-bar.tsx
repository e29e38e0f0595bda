import '@mantine/core/styles/VisuallyHidden.layer.css';
import { VisuallyHidden } from '@mantine/core';
import type { CategoryPlans } from '@openenroll/contract/plans';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { plansMessages } from '../plans-messages.ts';
import classes from './category-jump-bar.module.css';

/** The id of a category's section on a listing, for the jump bar's links. */
export const categorySectionId = (category: string) => `category-${category}`;

/** A long listing of several categories: a link to each, with how many plans it has. */
export function CategoryJumpBar({ groups }: { groups: CategoryPlans[] }) {
  const t = useT(plansMessages);
  const textLang = useTextLang();
  if (groups.length < 2) return null;
  return (
    <nav aria-label={t('plans.jumpTo')} className={classes.bar}>
      <ul>
        {groups.map((group) => (
          <li key={group.category}>
            <a href={`#${categorySectionId(group.category)}`}>
              <span lang={textLang(group)}>{group.category_label}</span>
              <span className={classes.count} aria-hidden="true">
                {group.plans.length}
              </span>
              <VisuallyHidden component="span">{t('plans.planCount', { count: group.plans.length })}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

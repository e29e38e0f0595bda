import { Link } from 'react-router';
import { useCommonMenu } from '../../shared/api/common-menu.ts';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useT, useTextLang } from '../../shared/i18n/use-t.ts';
import { CategoryLink } from '../../shared/ui/category-link.tsx';
import { DisclosureMenu } from '../../shared/ui/disclosure-menu.tsx';
import { ChevronDownIcon } from '../../shared/ui/icons.tsx';
import classes from './category-nav.module.css';
import { layoutMessages } from './layout-messages.ts';
import { useActiveMenuEntry } from './use-active-category.ts';

/** How many categories fit beside Home in the bar at desktop widths; the rest go under More. */
const INLINE_CATEGORIES = 6;

export function CategoryNav({ className }: { className?: string }) {
  const { data: categories = [] } = useCommonMenu();
  const t = useT(layoutMessages);
  const textLang = useTextLang();
  const active = useActiveMenuEntry();
  // The site's fixed main host shows no Home entry (spec part 1, §1).
  const showHome = useDefaultInfo().data?.main_host !== true;
  const inline = categories.slice(0, INLINE_CATEGORIES);
  const more = categories.slice(INLINE_CATEGORIES);

  return (
    <nav aria-label={t('layout.planCategories')} className={className}>
      <ul className={classes.list}>
        {showHome && (
          <li>
            <Link to="/" className={classes.item} aria-current={active === 'home' ? 'page' : undefined}>
              {t('layout.home')}
            </Link>
          </li>
        )}
        {inline.map((category) => (
          <li key={category.key}>
            <CategoryLink
              category={category.key}
              className={classes.item}
              aria-current={active === category.key ? 'page' : undefined}
              lang={textLang(category)}
            >
              {category.label}
            </CategoryLink>
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <DisclosureMenu
              align="end"
              buttonClassName={classes.item}
              button={
                <>
                  {t('layout.more')} <ChevronDownIcon size={16} />
                </>
              }
            >
              <ul>
                {more.map((category) => (
                  <li key={category.key}>
                    <CategoryLink
                      category={category.key}
                      aria-current={active === category.key ? 'page' : undefined}
                      lang={textLang(category)}
                    >
                      {category.label}
                    </CategoryLink>
                  </li>
                ))}
              </ul>
            </DisclosureMenu>
          </li>
        )}
      </ul>
    </nav>
  );
}

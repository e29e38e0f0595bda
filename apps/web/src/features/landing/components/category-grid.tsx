import { Title } from '@mantine/core';
import { useCommonMenu } from '../../../shared/api/common-menu.ts';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { CategoryLink } from '../../../shared/ui/category-link.tsx';
import { ArrowRightIcon } from '../../../shared/ui/icons.tsx';
import { landingMessages } from '../landing-messages.ts';
import classes from './category-grid.module.css';

export function CategoryGrid() {
  const { data: categories, isPending, isError } = useCommonMenu();
  const t = useT(landingMessages);
  const textLang = useTextLang();
  if (isError || categories?.length === 0) return null;

  return (
    <section aria-labelledby="categories-title" aria-busy={isPending}>
      <Title order={2} id="categories-title" mb="lg">
        {t('landing.categories')}
      </Title>
      <ul className={classes.grid}>
        {isPending
          ? [1, 2, 3, 4].map((placeholder) => <li key={placeholder} className={classes.placeholder} />)
          : categories.map((category) => (
              <li key={category.key}>
                <CategoryLink category={category.key} className={classes.card}>
                  <span className={classes.label} lang={textLang(category)}>
                    {category.label}
                  </span>
                  <span className={classes.cta}>
                    {t('landing.seePlans')} <ArrowRightIcon size={16} />
                  </span>
                </CategoryLink>
              </li>
            ))}
      </ul>
    </section>
  );
}

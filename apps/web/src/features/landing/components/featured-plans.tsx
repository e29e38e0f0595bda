import { Button, Card, Text, Title } from '@mantine/core';
import { planPath } from '@openenroll/contract/plan-path';
import { Link } from 'react-router';
import { type MenuCategory, useCommonMenu } from '../../../shared/api/common-menu.ts';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { useFeaturedPlans } from '../api/featured-plans.ts';
import { landingMessages } from '../landing-messages.ts';
import classes from './featured-plans.module.css';

export function FeaturedPlans() {
  const { data: plans, isPending, isError } = useFeaturedPlans();
  const { data: categories = [] } = useCommonMenu();
  const t = useT(landingMessages);
  const textLang = useTextLang();
  const categoryOf = (key: string) => categories.find((category) => category.key === key);

  // Failed or empty: the section is left out, as the spec shows no message for failed catalog reads.
  if (isError || plans?.length === 0) return null;

  return (
    <section aria-labelledby="featured-title" aria-busy={isPending}>
      <Title order={2} id="featured-title" mb="lg">
        {t('landing.featured')}
      </Title>
      <ul className={classes.grid}>
        {isPending
          ? // Keys no plan id can take: a card that reused a placeholder's <li> would count as a layout shift.
            ['a', 'b', 'c'].map((placeholder) => <li key={placeholder} className={classes.placeholder} />)
          : plans.map((plan) => (
              <li key={plan.plan_id}>
                <Card component="article" withBorder radius="lg" padding="lg" className={classes.card}>
                  {plan.plan_logo && (
                    <div className={classes.logo}>
                      <img src={plan.plan_logo} alt={t('landing.planLogo', { plan: plan.plan_name })} loading="lazy" />
                    </div>
                  )}
                  <CategoryName category={categoryOf(plan.plan_category)} />
                  <Title order={3} size="h4" lang={textLang(plan)}>
                    {plan.plan_name}
                  </Title>
                  <Text size="sm" mt="xs" className={classes.text} lang={textLang(plan)}>
                    {plan.plan_short_text}
                  </Text>
                  <Button
                    component={Link}
                    to={planPath(plan.plan_id, plan.plan_name)}
                    variant="outline"
                    mt="lg"
                    aria-label={t('landing.detailsOf', { plan: plan.plan_name })}
                  >
                    {t('landing.details')}
                  </Button>
                </Card>
              </li>
            ))}
      </ul>
    </section>
  );
}

function CategoryName({ category }: { category: MenuCategory | undefined }) {
  const textLang = useTextLang();
  if (!category?.label) return null;
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4} lang={textLang(category)}>
      {category.label}
    </Text>
  );
}

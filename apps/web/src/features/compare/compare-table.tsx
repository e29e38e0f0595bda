import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Anchor, Table, Text } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import type { Tier } from '@openenroll/contract/codes';
import type { ComparedPlan, getPlanComparison } from '@openenroll/contract/compare';
import type { Locale } from '@openenroll/contract/locale';
import { planPath } from '@openenroll/contract/plan-path';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, useTextLang } from '../../shared/i18n/use-t.ts';
import { noPriceText } from '../../shared/plan-card/no-price-text.ts';
import { PlanCardActions } from '../../shared/plan-card/plan-card-actions.tsx';
import { planCardMessages } from '../../shared/plan-card/plan-card-messages.ts';
import { TierPrices } from '../../shared/plan-card/tier-prices.tsx';
import { compareMessages } from './compare-messages.ts';
import classes from './compare-page.module.css';

type CompareTableProps = {
  rows: CallData<typeof getPlanComparison>['rows'];
  plans: ComparedPlan[];
  hasQuote: boolean;
  selectedTier?: Tier | null;
  addingPlanId?: number;
  onAdd: (plan: ComparedPlan) => void;
  onRemove: (plan: ComparedPlan) => void;
};

type Row = { label: string; lang?: Locale; cell: (plan: ComparedPlan) => ReactNode };

function NotStated() {
  const t = useT(compareMessages);
  return (
    <Text span c="dimmed" size="sm">
      {t('compare.notStated')}
    </Text>
  );
}

const notStated = <NotStated />;

/** The plans as columns and what they offer as rows: a real table, read row by row or plan by plan. */
export function CompareTable({
  rows,
  plans,
  hasQuote,
  selectedTier,
  addingPlanId,
  onAdd,
  onRemove,
}: CompareTableProps) {
  const t = useT(compareMessages);
  const tCard = useT(planCardMessages);
  const textLang = useTextLang();
  /** A text of the plan's own, in its language. */
  const planText = (plan: ComparedPlan, text: string | undefined) =>
    text === undefined ? notStated : <span lang={textLang(plan)}>{text}</span>;
  const mixed = new Set(plans.map((plan) => plan.plan_category)).size > 1;
  const shown: Row[] = [
    {
      label: hasQuote ? t('compare.monthlyPrice') : t('compare.monthlyPriceLowest'),
      cell: (plan) => (
        <TierPrices
          prices={plan.tier_price}
          selected={selectedTier}
          from={!hasQuote}
          empty={noPriceText(plan, tCard)}
        />
      ),
    },
    ...(mixed ? [{ label: t('compare.category'), cell: (plan: ComparedPlan) => plan.category_label }] : []),
    { label: t('compare.carrier'), cell: (plan) => plan.carrier_name },
    ...(plans.some((plan) => plan.plan_network)
      ? [{ label: t('compare.network'), cell: (plan: ComparedPlan) => plan.plan_network ?? notStated }]
      : []),
    { label: t('compare.inShort'), cell: (plan) => planText(plan, plan.plan_short_text) },
    ...rows.map((row) => ({
      label: row.label,
      lang: textLang(row),
      cell: (plan: ComparedPlan) => planText(plan, plan.summary[row.key]),
    })),
  ];

  return (
    <Table.ScrollContainer type="native" minWidth={`${8 + plans.length * 13}rem`} className={classes.scroll}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        withRowBorders
        aria-label={t('compare.table')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Td className={classes.corner} />
            {plans.map((plan) => (
              <Table.Th key={plan.plan_id} scope="col" className={classes.planHead}>
                {plan.plan_logo && <img src={plan.plan_logo} alt="" className={classes.logo} />}
                <Link to={planPath(plan.plan_id, plan.plan_name)} className={classes.planName} lang={textLang(plan)}>
                  {plan.plan_name}
                </Link>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  className={classes.noPrint}
                  onClick={() => onRemove(plan)}
                  aria-label={t('compare.removeOf', { plan: plan.plan_name })}
                >
                  {t('compare.remove')}
                </Anchor>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" className={classes.rowHead} lang={row.lang}>
                {row.label}
              </Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.plan_id}>{row.cell(plan)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr className={classes.noPrint}>
            <Table.Td className={classes.rowHead} />
            {plans.map((plan) => (
              <Table.Td key={plan.plan_id}>
                <PlanCardActions
                  card={plan}
                  hasQuote={hasQuote}
                  adding={addingPlanId === plan.plan_id}
                  onAdd={() => onAdd(plan)}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

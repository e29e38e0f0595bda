import { Card, Stack, Text, Title } from '@mantine/core';
import { effectiveDate as effectiveDateSchema } from '@openenroll/contract/cart';
import { formatMoney } from '@openenroll/contract/money';
import { useId } from 'react';
import { usePlanCart } from '../../../shared/cart/api/plan-cart.ts';
import { CostList, CostRow } from '../../../shared/cart/cost-list.tsx';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { useClientState } from '../../../shared/use-client-state.ts';
import { wizardMessages } from '../shell/wizard-messages.ts';
import classes from './enrollment-summary.module.css';

/** The wizard's side summary (part 2, §2.11): the effective date, each plan with its price, and the two totals. */
export function EnrollmentSummary() {
  const titleId = useId();
  const t = useT(wizardMessages);
  const textLang = useTextLang();
  const tempId = useClientState('tempId');
  const stored = useClientState('effectiveDate');
  const chosen = effectiveDateSchema.safeParse(stored).success ? stored : undefined;
  const cart = usePlanCart(tempId, chosen);

  return (
    <Card component="section" withBorder radius="lg" padding="lg" shadow="sm" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('wizard.summary.title')}
        </Title>
        {cart.isPending && tempId !== undefined ? (
          <Text c="dimmed" role="status">
            {t('wizard.summary.loading')}
          </Text>
        ) : !cart.data || cart.data.result.length === 0 ? (
          <Text c="dimmed">{cart.isError ? t('wizard.summary.loadFailed') : t('wizard.summary.empty')}</Text>
        ) : (
          <>
            <CostList>
              <CostRow label={t('wizard.summary.effectiveDate')}>{cart.data.effective_date ?? '-'}</CostRow>
            </CostList>
            <ul className={classes.plans} aria-label={t('wizard.summary.plans')}>
              {cart.data.result.map((line) => (
                <li key={line.plan_id} className={classes.plan}>
                  <span lang={textLang(line)}>{line.plan_name}</span>
                  <span>{formatMoney(line.price)}</span>
                </li>
              ))}
            </ul>
            <CostList>
              <CostRow label={t('wizard.summary.firstMonth')} total>
                {formatMoney(cart.data.initial_month_cost)}
              </CostRow>
              <CostRow label={t('wizard.summary.recurring')}>{formatMoney(cart.data.recurring_month_cost)}</CostRow>
            </CostList>
          </>
        )}
      </Stack>
    </Card>
  );
}

import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { maxCompared } from '@openenroll/contract/compare';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { CardCartDialogs } from '../../shared/cart/card-cart-dialogs.tsx';
import { useCardCart } from '../../shared/cart/use-card-cart.ts';
import { comparePath, useCompareSelection } from '../../shared/compare/use-compare-selection.ts';
import { useQuoteFilter } from '../../shared/filter/api/filter-info.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { PlansBreadcrumb } from '../../shared/ui/plans-breadcrumb.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { usePlanComparison } from './api/plan-comparison.ts';
import { compareMessages } from './compare-messages.ts';
import classes from './compare-page.module.css';
import { CompareTable } from './compare-table.tsx';
import { comparedIdsOf } from './compared-ids.ts';

/** /compare?plans=…: up to four plans side by side; the address is the comparison, to share or print. */
export function ComparePage() {
  const t = useT(compareMessages);
  useDocumentTitle(t('compare.title'));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const planIds = comparedIdsOf(search);
  const key = planIds.join(',');
  const selection = useCompareSelection();
  const quote = useQuoteFilter();
  const comparison = usePlanComparison(planIds, quote.tempId);
  const cart = useCardCart(quote.tempId);
  const [copy, setCopy] = useState<'ready' | 'copied' | 'refused'>('ready');

  // The plans on screen are the ones chosen: a shared link becomes this visitor's choice too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address, by its ids
  useEffect(() => {
    if (planIds.length > 0) selection.replace(planIds);
  }, [key]);

  // The clipboard is refused on plain http and by a denied permission: the address is then shown to copy by hand.
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopy('copied');
    } catch {
      setCopy('refused');
    }
  }

  const remove = (planId: number) => {
    const rest = planIds.filter((id) => id !== planId);
    if (rest.length === 0) selection.clear();
    navigate(rest.length > 0 ? comparePath(rest) : '/plans', { replace: true });
  };

  const plans = comparison.data?.plans ?? [];
  return (
    <Container size="lg" py={32}>
      <Stack gap="lg">
        <Stack gap="sm">
          <PlansBreadcrumb />
          <Group justify="space-between" align="flex-end">
            <Title order={1}>{t('compare.title')}</Title>
            {plans.length > 0 && (
              <Group gap="xs" className={classes.noPrint}>
                <Button variant="default" onClick={() => void copyLink()}>
                  {copy === 'copied' ? t('compare.linkCopied') : t('compare.copyLink')}
                </Button>
                <Button variant="default" onClick={() => window.print()}>
                  {t('compare.print')}
                </Button>
              </Group>
            )}
          </Group>
          <VisuallyHidden aria-live="polite">{copy === 'copied' ? t('compare.linkCopied') : ''}</VisuallyHidden>
          {copy === 'refused' && (
            <TextInput
              label={t('compare.copyThisLink')}
              value={window.location.href}
              readOnly
              autoFocus
              onFocus={(event) => event.currentTarget.select()}
              className={classes.noPrint}
            />
          )}
          {plans.length > 0 && (
            <Text c="dimmed">{quote.filter ? t('compare.quotePrices') : t('compare.lowestPrices')}</Text>
          )}
        </Stack>
        {planIds.length === 0 || (comparison.isSuccess && plans.length === 0) ? (
          <Stack gap="sm" align="flex-start">
            <Text size="lg">{t('compare.choose', { max: maxCompared })}</Text>
            <Anchor component={Link} to="/plans">
              {t('compare.browse')}
            </Anchor>
          </Stack>
        ) : comparison.isError ? (
          <FormError>{errorMessage(comparison.error)}</FormError>
        ) : comparison.isPending ? (
          <section className={classes.placeholder} aria-busy="true" aria-label={t('compare.loading')} />
        ) : (
          <>
            {plans.length < planIds.length && <Text c="dimmed">{t('compare.leftOut')}</Text>}
            <CompareTable
              rows={comparison.data.rows}
              plans={plans}
              hasQuote={quote.filter !== null}
              selectedTier={quote.filter?.tier}
              addingPlanId={cart.addingPlanId}
              onAdd={(plan) => void cart.addCard(plan)}
              onRemove={(plan) => remove(plan.plan_id)}
            />
            {plans.length === 1 && (
              <Anchor component={Link} to="/plans" className={classes.noPrint}>
                {t('compare.chooseAnother')}
              </Anchor>
            )}
          </>
        )}
      </Stack>
      <CardCartDialogs cart={cart} enrollmentId={quote.tempId} />
    </Container>
  );
}

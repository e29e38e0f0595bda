import '@mantine/core/styles/Input.layer.css';
import { Button, Card, Container, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { CartPlan, CartView } from '@openenroll/contract/cart';
import { formatMoney } from '@openenroll/contract/money';
import { quoteMessages } from '@openenroll/contract/quote';
import { wizardPath, wizardSteps } from '@openenroll/contract/wizard/steps';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useCommonMenu } from '../../../shared/api/common-menu.ts';
import { usePlanCart } from '../../../shared/cart/api/plan-cart.ts';
import { clientState } from '../../../shared/client-state.ts';
import { useFormatLongDate } from '../../../shared/i18n/use-format-date.ts';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PageWithAside } from '../../../shared/ui/page-with-aside.tsx';
import { useClientState } from '../../../shared/use-client-state.ts';
import { cartMessages } from '../cart-messages.ts';
import { completeCheckout } from '../checkout/complete-checkout.ts';
import notice from '../components/cart-notice.module.css';
import { PlanDetailsDialog } from '../components/plan-details-dialog.tsx';
import { useEffectiveDate } from '../use-effective-date.ts';
import { answerQuote } from './api/quote-calls.ts';
import { type CategoryGroup, groupByCategory } from './group-by-category.ts';
import { QuoteContact } from './quote-contact.tsx';
import { QuotePlanCard } from './quote-plan-card.tsx';
import classes from './received-quote-view.module.css';

/**
 * The cart as a quote's recipient sees it (redirectionType 'save-cart', spec part 1, §2): the quoted plans with the
 * quote's tier price, who to ask, the effective date and what it costs, and the answer: Accept and Enroll or Decline.
 */
export function ReceivedQuoteView() {
  const enrollmentId = useClientState('tempId');
  const effectiveDate = useEffectiveDate(enrollmentId);
  const cart = usePlanCart(enrollmentId, effectiveDate.chosen, effectiveDate.settled);

  if (!enrollmentId) return <QuoteUnavailable />;
  if (cart.isPending) return <PageLoader />;
  if (cart.isError) return <QuoteUnavailable retry={() => void cart.refetch()} />;
  return (
    <Quote
      enrollmentId={enrollmentId}
      cart={cart.data}
      repricing={cart.isPlaceholderData}
      chosenDate={effectiveDate.chosen}
      dates={effectiveDate.offered}
      onDate={effectiveDate.choose}
    />
  );
}

type QuoteProps = {
  enrollmentId: string;
  cart: CartView;
  /** The amounts on screen are for the date chosen before, while the new one is priced. */
  repricing: boolean;
  /** The visitor's choice; undefined while the server's (the quote's own date) stands. */
  chosenDate: string | undefined;
  dates: readonly string[];
  onDate: (date: string) => void;
};

type Answer = 'accept' | 'decline';

function Quote({ enrollmentId, cart, repricing, chosenDate, dates, onDate }: QuoteProps) {
  const navigate = useNavigate();
  const menu = useCommonMenu();
  const t = useT(cartMessages);
  const longDate = useFormatLongDate();
  const groups = groupByCategory(cart.result, menu.data, t('cart.quote.plans'));
  const [detailsOf, setDetailsOf] = useState<CartPlan>();
  const [busy, setBusy] = useState<Answer>();
  const [failure, setFailure] = useState<string>();
  // Accepted but not yet through checkout: another try goes straight to checkout.
  const accepted = useRef(false);
  const capture = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  /** The date the amounts on screen are for; Accept enrolls for it. */
  const effectiveDate = cart.effective_date;
  const selectedDate = chosenDate ?? effectiveDate ?? '';
  const dateOptions = !selectedDate || dates.includes(selectedDate) ? dates : [selectedDate, ...dates];

  async function answer(kind: Answer) {
    setFailure(undefined);
    setBusy(kind);
    try {
      if (kind === 'decline') {
        await answerQuote({ enrollmentId, status: 0 });
        accepted.current = false;
        navigate('/decline-reminder-email');
        return;
      }
      if (!effectiveDate) throw new Error('No effective date');
      if (!accepted.current) {
        await answerQuote({ enrollmentId, status: 1 });
        accepted.current = true;
      }
      await completeCheckout({ enrollmentId, effectiveDate, type: 'applicant', capture: capture.current });
      clientState.remove('redirectionType');
      navigate(wizardPath(wizardSteps[0]));
    } catch (error) {
      // The quote stays as it was; the visitor can try again.
      setFailure(
        kind === 'accept'
          ? t('cart.quote.startFailed', { error: errorMessage(error) })
          : t('cart.quote.answerFailed', { error: errorMessage(error) }),
      );
      setBusy(undefined);
    }
  }

  return (
    <Container size="lg" py={32}>
      <Stack gap="xl" ref={capture}>
        <div className={classes.intro}>
          <Title order={1}>{quoteMessages.welcome}</Title>
          <Text size="lg" c="dimmed">
            {cart.quote_name ? t('cart.quote.preparedFor', { name: cart.quote_name }) : ''}
            {t('cart.quote.review')}
          </Text>
        </div>
        {cart.special_message && <Text className={notice.notice}>{cart.special_message}</Text>}
        <PageWithAside
          aside={
            <>
              <Card component="section" withBorder radius="lg" padding="lg" shadow="sm" aria-labelledby={summaryId}>
                <Stack gap="md">
                  <Title order={2} size="h4" id={summaryId}>
                    {t('cart.quoteTitle')}
                  </Title>
                  <NativeSelect
                    label={t('cart.effectiveDate')}
                    data={dateOptions.map((date) => ({ value: date, label: longDate.usDate(date) }))}
                    value={selectedDate}
                    onChange={(event) => onDate(event.currentTarget.value)}
                    disabled={busy !== undefined || dateOptions.length === 0}
                  />
                  <dl
                    className={classes.amounts}
                    aria-busy={repricing || undefined}
                    data-stale={repricing || undefined}
                  >
                    <div>
                      <dt>{t('cart.quote.firstMonth')}</dt>
                      <dd>{formatMoney(cart.initial_month_cost)}</dd>
                    </div>
                    <div>
                      <dt>{t('cart.quote.recurring')}</dt>
                      <dd>{formatMoney(cart.recurring_month_cost)}</dd>
                    </div>
                  </dl>
                  {cart.enrollment_fees > 0 && (
                    <Text size="xs" c="dimmed" mt={-8}>
                      {t('cart.quote.enrollmentFee', { amount: formatMoney(cart.enrollment_fees) })}
                    </Text>
                  )}
                  {cart.quote_declined_at && (
                    <Text className={notice.notice}>
                      {t('cart.quote.declined', { date: longDate.iso(cart.quote_declined_at) })}
                    </Text>
                  )}
                  {failure && <FormError>{failure}</FormError>}
                  <Stack gap="xs">
                    <Button
                      size="md"
                      onClick={() => void answer('accept')}
                      loading={busy === 'accept'}
                      disabled={busy === 'decline' || repricing || !effectiveDate || cart.result.length === 0}
                    >
                      {t('cart.quote.accept')}
                    </Button>
                    {!cart.quote_declined_at && (
                      <Button
                        size="md"
                        variant="default"
                        onClick={() => void answer('decline')}
                        loading={busy === 'decline'}
                        disabled={busy === 'accept'}
                      >
                        {t('cart.quote.decline')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </Card>
              <QuoteContact contact={cart.quote_contact} />
            </>
          }
        >
          {groups.length === 0 ? (
            <Text size="lg" role="status">
              {t('cart.quote.noPlans')}
            </Text>
          ) : (
            <Stack gap="xl">
              {groups.map((group) => (
                <CategoryPlans key={group.key} category={group}>
                  {group.plans.map((plan) => (
                    <li key={`${plan.plan_id}-${plan.plan_pricing_id}`}>
                      <QuotePlanCard plan={plan} tier={cart.tier} onDetails={setDetailsOf} />
                    </li>
                  ))}
                </CategoryPlans>
              ))}
            </Stack>
          )}
        </PageWithAside>
      </Stack>
      <PlanDetailsDialog plan={detailsOf} onClose={() => setDetailsOf(undefined)} withPlanPage={false} />
    </Container>
  );
}

function CategoryPlans({ category, children }: { category: CategoryGroup; children: ReactNode }) {
  const titleId = useId();
  const textLang = useTextLang();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} id={titleId} size="h3" mb="md" lang={textLang(category)}>
        {category.label}
      </Title>
      <ul className={classes.plans}>{children}</ul>
    </section>
  );
}

function QuoteUnavailable({ retry }: { retry?: () => void }) {
  const t = useT(cartMessages);
  return (
    <Container size="sm" py={56}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{quoteMessages.welcome}</Title>
        <Text role="alert">{t('cart.quote.unavailable')}</Text>
        {retry && (
          <Button variant="default" onClick={retry}>
            {t('cart.tryAgain')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

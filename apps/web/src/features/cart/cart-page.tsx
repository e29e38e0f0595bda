import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { CartPlan } from '@openenroll/contract/cart';
import { maxCompared } from '@openenroll/contract/compare';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePlanCart } from '../../shared/cart/api/plan-cart.ts';
import { comparePath } from '../../shared/compare/use-compare-selection.ts';
import { ShopperSummary } from '../../shared/enrollment-start/shopper-summary.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { RecommendedStrip } from '../../shared/recommendations/recommended-strip.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { PageWithAside } from '../../shared/ui/page-with-aside.tsx';
import { PlansBreadcrumb } from '../../shared/ui/plans-breadcrumb.tsx';
import { useClientState } from '../../shared/use-client-state.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { cartMessages } from './cart-messages.ts';
import { ConfirmCheckoutDialog } from './checkout/confirm-checkout-dialog.tsx';
import { DentalVisionOfferDialog } from './checkout/dental-vision-offer-dialog.tsx';
import { TermLifeOfferDialog } from './checkout/term-life-offer-dialog.tsx';
import { useCheckout } from './checkout/use-checkout.ts';
import { CartTable } from './components/cart-table.tsx';
import { EmptyCart } from './components/empty-cart.tsx';
import { OrderInfo } from './components/order-info.tsx';
import { PlanDetailsDialog } from './components/plan-details-dialog.tsx';
import { RemovePlanDialog } from './components/remove-plan-dialog.tsx';
import { ReceivedQuoteView } from './quote/received-quote-view.tsx';
import { SaveCartDialog } from './quote/save-cart-dialog.tsx';
import { useEffectiveDate } from './use-effective-date.ts';

/** /cart: the plans in the cart and their cost; or, for a received quote's link, the quote itself. */
export function CartPage() {
  const redirectionType = useClientState('redirectionType');
  const t = useT(cartMessages);
  useDocumentTitle(t(redirectionType === 'save-cart' ? 'cart.quoteTitle' : 'cart.title'));
  return redirectionType === 'save-cart' ? <ReceivedQuoteView /> : <Cart />;
}

function Cart() {
  const tempId = useClientState('tempId');
  const redirectionType = useClientState('redirectionType');
  const effective = useEffectiveDate(tempId);
  const cart = usePlanCart(tempId, effective.chosen, effective.settled);
  const lines = cart.data?.result ?? [];
  const selected = effective.chosen ?? cart.data?.effective_date ?? null;
  const captureRef = useRef<HTMLDivElement>(null);
  const checkout = useCheckout({ enrollmentId: tempId, effectiveDate: selected, capture: () => captureRef.current });
  const [openPlan, setOpenPlan] = useState<CartPlan>();
  const [removing, setRemoving] = useState<CartPlan>();
  const [saving, setSaving] = useState(false);
  const t = useT(cartMessages);
  const loading = tempId !== undefined && (!effective.settled || cart.isPending);

  return (
    <Container size="lg" py={32}>
      <Stack gap="xl">
        <Stack gap="sm">
          <PlansBreadcrumb cart />
          <Title order={1}>{t('cart.title')}</Title>
          <ShopperSummary />
        </Stack>
        {loading ? (
          <PageLoader />
        ) : cart.isError ? (
          <Stack align="flex-start" gap="sm">
            <Text>{t('cart.loadFailed')}</Text>
            <Button variant="default" onClick={() => void cart.refetch()}>
              {t('cart.tryAgain')}
            </Button>
          </Stack>
        ) : !tempId || !cart.data || lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <PageWithAside
            ref={captureRef}
            aside={
              <OrderInfo
                cart={cart.data}
                offered={effective.offered}
                selected={selected}
                onChoose={effective.choose}
                repricing={cart.isPlaceholderData}
                checkingOut={checkout.starting}
                onCheckout={() => void checkout.start()}
                onSave={() => setSaving(true)}
              />
            }
          >
            <Card withBorder radius="lg" shadow="sm" padding="md">
              <CartTable lines={lines} onOpenPlan={setOpenPlan} onRemove={setRemoving} />
            </Card>
            {lines.length > 1 && (
              <Anchor
                component={Link}
                to={comparePath(lines.slice(0, maxCompared).map((line) => line.plan_id))}
                mt="sm"
                display="inline-block"
              >
                {t('cart.compare')}
              </Anchor>
            )}
          </PageWithAside>
        )}
        {/* Spec part 1, §2: not in the direct-continue flow. */}
        {!loading && !redirectionType?.includes('direct-continue') && (
          <RecommendedStrip kind="association" viewAll="expand" />
        )}
      </Stack>
      <PlanDetailsDialog plan={openPlan} onClose={() => setOpenPlan(undefined)} />
      {tempId && (
        <>
          <RemovePlanDialog enrollmentId={tempId} line={removing} onClose={() => setRemoving(undefined)} />
          <TermLifeOfferDialog checkout={checkout} enrollmentId={tempId} />
          <DentalVisionOfferDialog checkout={checkout} enrollmentId={tempId} />
        </>
      )}
      {selected && <ConfirmCheckoutDialog checkout={checkout} effectiveDate={selected} />}
      <SaveCartDialog opened={saving} onClose={() => setSaving(false)} effectiveDate={selected} />
    </Container>
  );
}

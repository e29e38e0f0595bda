import { lazy, Suspense, useState } from 'react';
import type { CardCart } from './use-card-cart.ts';

// Mantine's Modal, its overlay and scroll area, and the membership form load when a dialog first opens.
const NotifyModal = lazy(() => import('./notify-modal.tsx').then((m) => ({ default: m.NotifyModal })));
const MembershipDialog = lazy(() => import('./membership-dialog.tsx').then((m) => ({ default: m.MembershipDialog })));

/** True from the first time `opened` is: the dialog then stays mounted, so it can animate closed. */
function useOpenedOnce(opened: boolean) {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/** The dialogs a plan card's Add to Cart may open. */
export function CardCartDialogs({ cart, enrollmentId }: { cart: CardCart; enrollmentId: string | undefined }) {
  const notified = useOpenedOnce(cart.notice !== undefined);
  const asked = useOpenedOnce(cart.partner !== undefined);
  return (
    <Suspense>
      {notified && <NotifyModal notice={cart.notice} onClose={cart.closeNotice} />}
      {enrollmentId && asked && (
        <MembershipDialog
          plan={cart.partner}
          enrollmentId={enrollmentId}
          onClose={cart.closePartner}
          onAdded={cart.partnerAdded}
          onFailed={cart.partnerFailed}
        />
      )}
    </Suspense>
  );
}

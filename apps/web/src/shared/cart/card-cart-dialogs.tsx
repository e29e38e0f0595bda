import { MembershipDialog } from './membership-dialog.tsx';
import { NotifyModal } from './notify-modal.tsx';
import type { CardCart } from './use-card-cart.ts';

/** The dialogs a plan card's Add to Cart may open. */
export function CardCartDialogs({ cart, enrollmentId }: { cart: CardCart; enrollmentId: string | undefined }) {
  return (
    <>
      <NotifyModal notice={cart.notice} onClose={cart.closeNotice} />
      {enrollmentId && (
        <MembershipDialog
          plan={cart.partner}
          enrollmentId={enrollmentId}
          onClose={cart.closePartner}
          onAdded={cart.partnerAdded}
          onFailed={cart.partnerFailed}
        />
      )}
    </>
  );
}

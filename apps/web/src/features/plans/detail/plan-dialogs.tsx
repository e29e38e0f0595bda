import type { CallData } from '@openenroll/contract/call';
import type { FilterInfo } from '@openenroll/contract/filter';
import type { getPlanDetail } from '@openenroll/contract/plan-detail';
import { useNavigate } from 'react-router';
import { MembershipDialog } from '../../../shared/cart/membership-dialog.tsx';
import { NotifyModal } from '../../../shared/cart/notify-modal.tsx';
import { QuoteFilterModal } from '../../../shared/filter/quote-filter-modal.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { UnderwritingForm } from '../../../shared/questionnaire/underwriting-form.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { plansMessages } from '../plans-messages.ts';
import { EligibilityDialog } from './dialogs/eligibility-dialog.tsx';
import { GroupCodeDialog } from './dialogs/group-code-dialog.tsx';
import { MemberTierDialog } from './dialogs/member-tier-dialog.tsx';
import { PortalDialog } from './dialogs/portal-dialog.tsx';
import { SalaryDialog } from './dialogs/salary-dialog.tsx';
import { TobaccoDialog } from './dialogs/tobacco-dialog.tsx';
import { UpsellDialog } from './dialogs/upsell-dialog.tsx';
import type { PlanPurchase } from './use-plan-purchase.ts';

type PlanDialogsProps = {
  plan: CallData<typeof getPlanDetail>;
  purchase: PlanPurchase;
  tempId: string | undefined;
  filter: FilterInfo | null;
};

/** Every dialog the plan page's button may open; each is named by its title. */
export function PlanDialogs({ plan, purchase, tempId, filter }: PlanDialogsProps) {
  const navigate = useNavigate();
  const t = useT(plansMessages);
  const { dialog, closeDialog } = purchase;
  const byPlan = { tempId: tempId ?? '', planId: plan.plan_id };

  return (
    <>
      <PortalDialog opened={dialog === 'portal'} onClose={closeDialog} onChosen={purchase.portalChosen} />
      <QuoteFilterModal opened={dialog === 'quote'} onClose={closeDialog} initial={filter} />
      <MemberTierDialog opened={dialog === 'tier'} onClose={closeDialog} />
      <NotifyModal notice={purchase.notice} onClose={purchase.closeNotice} />
      {tempId && (
        <>
          <SalaryDialog opened={dialog === 'salary'} onClose={closeDialog} tempId={tempId} filter={filter} />
          <TobaccoDialog opened={dialog === 'tobacco'} onClose={closeDialog} tempId={tempId} filter={filter} />
          <GroupCodeDialog
            opened={dialog === 'group-code'}
            onClose={closeDialog}
            tempId={tempId}
            onAccepted={purchase.groupCodeAccepted}
          />
          <EligibilityDialog
            opened={dialog === 'eligibility'}
            onCancel={closeDialog}
            onSaved={purchase.eligibilitySaved}
            {...byPlan}
          />
          <Dialog opened={dialog === 'underwriting'} onClose={closeDialog} title={t('plans.healthQuestions')} size="lg">
            <UnderwritingForm onCancel={closeDialog} onSaved={purchase.underwritingSaved} {...byPlan} />
          </Dialog>
          <MembershipDialog
            plan={dialog === 'membership' ? purchase.partner : undefined}
            enrollmentId={tempId}
            onClose={closeDialog}
            onAdded={purchase.membershipAdded}
            onFailed={purchase.membershipFailed}
          />
          <UpsellDialog
            offer={purchase.upsell}
            tempId={tempId}
            onClose={purchase.closeUpsell}
            onFinished={() => {
              purchase.closeUpsell();
              navigate('/cart');
            }}
          />
        </>
      )}
    </>
  );
}

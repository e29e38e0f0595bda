import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import type { getPlanDetail } from '@openenroll/contract/plan-detail';
import { planPath } from '@openenroll/contract/plan-path';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useIdentity } from '../../shared/api/default-info.ts';
import { getPlanDetailQueryOptions, usePlanDetail } from '../../shared/api/plan-detail.ts';
import { usePlanPricing } from '../../shared/api/plan-pricing.ts';
import { clientState } from '../../shared/client-state.ts';
import { CompareToggle } from '../../shared/compare/compare-toggle.tsx';
import { CompareTray } from '../../shared/compare/compare-tray.tsx';
import { ShopperSummary } from '../../shared/enrollment-start/shopper-summary.tsx';
import { useQuoteFilter } from '../../shared/filter/api/filter-info.ts';
import { QuoteFilterBar } from '../../shared/filter/quote-filter-bar.tsx';
import { useT, useTextLang } from '../../shared/i18n/use-t.ts';
import { PlanDescription } from '../../shared/plan-details/plan-description.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { PageWithAside } from '../../shared/ui/page-with-aside.tsx';
import { PlansBreadcrumb } from '../../shared/ui/plans-breadcrumb.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { useGroupEnrollmentInfo } from './api/group-code.ts';
import { useAlreadyAnswered } from './api/questionnaires.ts';
import { Banner } from './detail/banner.tsx';
import { detailAction } from './detail/detail-action.ts';
import { MemberLogin } from './detail/member-login.tsx';
import classes from './detail/plan-detail.module.css';
import { PlanDialogs } from './detail/plan-dialogs.tsx';
import { needsPortal, needsTier } from './detail/portal-first.ts';
import { PricingBanner } from './detail/pricing-banner.tsx';
import { PricingPanel } from './detail/pricing-panel.tsx';
import { RelatedPlans } from './detail/related-plans.tsx';
import { usePlanPurchase } from './detail/use-plan-purchase.ts';
import { plansMessages } from './plans-messages.ts';

/** /plan/{planId}/{planName}: one plan, its price for the visitor's quote, and the way into the cart. */
export function PlanDetailPage() {
  const planId = Number(useParams().planId);
  const detail = usePlanDetail(planId);
  const t = useT(plansMessages);
  useDocumentTitle(detail.data?.plan_name ?? t('plans.detailTitle'));

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Container size="sm" py={56}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('plans.unavailable')}</Title>
          <Text>{t('plans.unavailableWhy')}</Text>
          <Button component={Link} to="/plans">
            {t('plans.seeAll')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return <PlanDetail key={planId} plan={detail.data} />;
}

function PlanDetail({ plan }: { plan: CallData<typeof getPlanDetail> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = useQuoteFilter();
  const { tempId, filter } = quote;
  const pricing = usePlanPricing(plan.plan_id, tempId, !quote.isPending);
  const hasQuestions = plan.has_eligibility_questions || plan.has_underwriting_questions;
  const groupInfo = useGroupEnrollmentInfo(tempId, plan.plan_id, plan.requires_group_code);
  const answered = useAlreadyAnswered(
    { enrollment_id: tempId ?? '', plan_id: plan.plan_id },
    tempId !== undefined && hasQuestions,
  );
  const identity = useIdentity();
  const textLang = useTextLang()(plan);
  const purchase = usePlanPurchase({
    plan,
    pricing: pricing.data,
    tempId,
    needsPortal: needsPortal(identity.data),
    needsTier: needsTier(identity.data, tempId),
  });
  const action = detailAction({
    hasQuote: filter !== null,
    plan,
    pricing: pricing.data,
    needsGroupCode: groupInfo.data?.capture_groupcode ?? true,
    answered: answered.data,
  });

  useEffect(() => {
    clientState.set('planId', plan.plan_id);
    clientState.set('planName', plan.plan_name);
  }, [plan.plan_id, plan.plan_name]);

  // A partner carrier sells each household tier under its own plan: the server names the one to show instead.
  const newPid = pricing.data?.errorCode === 'changePid' ? pricing.data.new_pid : null;
  useEffect(() => {
    if (!newPid) return;
    void queryClient
      .fetchQuery(getPlanDetailQueryOptions(newPid))
      .then((next) => navigate(planPath(next.plan_id, next.plan_name), { replace: true }))
      .catch(() => navigate(`/plan/${newPid}/plan`, { replace: true }));
  }, [newPid, navigate, queryClient]);

  // The spec shows the age refusal in the notify modal as well as in its banner.
  const ageMessage = pricing.data?.errorCode === 'planAgeError' ? pricing.data.message : null;
  const { showMessage } = purchase;
  useEffect(() => {
    if (ageMessage) showMessage(ageMessage);
  }, [ageMessage, showMessage]);

  return (
    <Container size="lg" py={32}>
      <Stack gap="xl">
        <Stack gap="sm">
          <PlansBreadcrumb category={plan.plan_category} planName={plan.plan_name} planLang={textLang} />
          <div className={classes.header}>
            {plan.plan_logo && <img src={plan.plan_logo} alt="" className={classes.logo} />}
            <div>
              <Title order={1} lang={textLang}>
                {plan.plan_name}
              </Title>
              <Text c="dimmed">{plan.carrier.name}</Text>
            </div>
          </div>
          <Text size="lg" lang={textLang}>
            {plan.plan_short_text}
          </Text>
          <CompareToggle planId={plan.plan_id} planName={plan.plan_name} />
          <ShopperSummary />
        </Stack>
        <Stack gap="xs">
          <QuoteFilterBar onEdit={purchase.editQuote} />
          <MemberLogin />
        </Stack>
        {purchase.banner && <Banner tone={purchase.banner.tone}>{purchase.banner.text}</Banner>}
        {plan.blackout_message && <Banner tone="notice">{plan.blackout_message}</Banner>}
        <PricingBanner pricing={pricing.data} onFix={purchase.act} />
        <PageWithAside
          asideFirst
          aside={
            <PricingPanel
              planName={plan.plan_name}
              pricing={pricing.data}
              hasQuote={filter !== null}
              action={action}
              busy={purchase.adding}
              onAction={purchase.act}
            />
          }
        >
          <PlanDescription description={plan.plan_desc} lang={textLang} />
        </PageWithAside>
        <RelatedPlans planId={plan.plan_id} tempId={tempId} selectedTier={filter?.tier} />
      </Stack>
      <CompareTray />
      <PlanDialogs plan={plan} purchase={purchase} tempId={tempId} filter={filter} />
    </Container>
  );
}

import { directContinuePage, directContinueVariants, notFoundPage, pages } from '@openenroll/contract/pages';
import { wizardPages } from '@openenroll/contract/wizard/steps';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { routeAccess } from '../shared/route-access.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { EntryDialogHost } from './entry-dialog-host.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { MainRoute } from './main-route.tsx';
import { RequireIdentity } from './require-identity.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const loadLanding = () => import('../features/landing/landing-page.tsx');
// The landing page is the usual first page: fetch its code alongside the shared chunk, not after it.
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadLanding();

const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
const PlansPage = lazy(() => import('../features/plans/plans-page.tsx').then((m) => ({ default: m.PlansPage })));
const PlanDetailPage = lazy(() =>
  import('../features/plans/plan-detail-page.tsx').then((m) => ({ default: m.PlanDetailPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const AccessPage = lazy(() => import('../features/access/access-page.tsx').then((m) => ({ default: m.AccessPage })));
const LandingPageRedirect = lazy(() =>
  import('../features/access/landing-page-redirect.tsx').then((m) => ({ default: m.LandingPageRedirect })),
);
const LandingPageEntry = lazy(() =>
  import('../features/store-entry/landing-page-entry.tsx').then((m) => ({ default: m.LandingPageEntry })),
);
const ReferralEntry = lazy(() =>
  import('../features/store-entry/referral-entry.tsx').then((m) => ({ default: m.ReferralEntry })),
);
const ExternalEntry = lazy(() =>
  import('../features/store-entry/external-entry.tsx').then((m) => ({ default: m.ExternalEntry })),
);
const WebsiteEntry = lazy(() =>
  import('../features/store-entry/website-entry.tsx').then((m) => ({ default: m.WebsiteEntry })),
);
const LandingConfigErrorPage = lazy(() =>
  import('../features/store-entry/landing-config-error-page.tsx').then((m) => ({ default: m.LandingConfigErrorPage })),
);
const AgentHomePage = lazy(() =>
  import('../features/agent-home/agent-home-page.tsx').then((m) => ({ default: m.AgentHomePage })),
);
const GroupHomePage = lazy(() =>
  import('../features/group-home/group-home-page.tsx').then((m) => ({ default: m.GroupHomePage })),
);
const CurrentMembersPage = lazy(() =>
  import('../features/current-members/current-members-page.tsx').then((m) => ({ default: m.CurrentMembersPage })),
);
const MemberHomePage = lazy(() =>
  import('../features/member-entry/member-home-page.tsx').then((m) => ({ default: m.MemberHomePage })),
);
const MemberBenefitStorePage = lazy(() =>
  import('../features/member-entry/member-benefit-store-page.tsx').then((m) => ({
    default: m.MemberBenefitStorePage,
  })),
);
const RecommendListPage = lazy(() =>
  import('../features/recommendations/recommend-list-page.tsx').then((m) => ({ default: m.RecommendListPage })),
);
const ComparePage = lazy(() =>
  import('../features/compare/compare-page.tsx').then((m) => ({ default: m.ComparePage })),
);
const CartPage = lazy(() => import('../features/cart/cart-page.tsx').then((m) => ({ default: m.CartPage })));
const ContinueEnrollmentPage = lazy(() =>
  import('../features/continue-enrollment/continue-enrollment-page.tsx').then((m) => ({
    default: m.ContinueEnrollmentPage,
  })),
);
const SaveCartDirectContinuePage = lazy(() =>
  import('../features/direct-continue/save-cart-direct-continue-page.tsx').then((m) => ({
    default: m.SaveCartDirectContinuePage,
  })),
);
const DirectContinuePage = lazy(() =>
  import('../features/direct-continue/direct-continue-page.tsx').then((m) => ({ default: m.DirectContinuePage })),
);
const DeclineReminderEmailPage = lazy(() =>
  import('../features/decline-reminder/decline-reminder-email-page.tsx').then((m) => ({
    default: m.DeclineReminderEmailPage,
  })),
);
const ReceiptPage = lazy(() =>
  import('../features/wizard/receipt/receipt-page.tsx').then((m) => ({ default: m.ReceiptPage })),
);
const SignAgreementPage = lazy(() =>
  import('../features/wizard/member-signature/sign-agreement-page.tsx').then((m) => ({ default: m.SignAgreementPage })),
);
const WizardRoutes = lazy(() =>
  import('../features/wizard/wizard-routes.tsx').then((m) => ({ default: m.WizardRoutes })),
);
const MailboxPage = lazy(() =>
  import('../features/mailbox/mailbox-page.tsx').then((m) => ({ default: m.MailboxPage })),
);

function ScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the address changed
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** Every page of the store; the router around it (the browser's, or the server's for one address) says where it is. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route
              index
              element={
                <MainRoute>
                  <LandingPage />
                </MainRoute>
              }
            />
            <Route
              path={pages.referrals}
              element={
                <ReferralEntry>
                  <LandingPage />
                </ReferralEntry>
              }
            />
            <Route
              path={pages.websites}
              element={
                <WebsiteEntry>
                  <LandingPage />
                </WebsiteEntry>
              }
            />
            {/* Any other single segment names a representative's or group's landing page. */}
            <Route
              path={pages.namedLanding}
              element={
                <LandingPageEntry>
                  <LandingPage />
                </LandingPageEntry>
              }
            />
            {/* Part 2, §2.1's guard: shopping, the cart, the recommendations and the wizard. */}
            <Route element={<RequireIdentity allows={routeAccess.store} />}>
              <Route path={pages.home} element={<LandingPage />} />
              <Route
                path={pages.external}
                element={
                  <ExternalEntry>
                    <LandingPage />
                  </ExternalEntry>
                }
              />
              <Route path={pages.plans} element={<PlansPage />} />
              <Route path={pages.planDetail} element={<PlanDetailPage />} />
              <Route path={pages.compare} element={<ComparePage />} />
              <Route path={pages.cart} element={<CartPage />} />
              <Route path={pages.recommendList} element={<RecommendListPage />} />
              <Route path={wizardPages} element={<WizardRoutes />} />
              <Route path={pages.receipt} element={<ReceiptPage />} />
            </Route>
            <Route element={<RequireIdentity allows={routeAccess.rep} />}>
              <Route path={pages.agentHome} element={<AgentHomePage />} />
              <Route path={pages.agentSelectMember} element={<CurrentMembersPage home="/agent-home" />} />
            </Route>
            <Route element={<RequireIdentity allows={routeAccess.group} />}>
              <Route path={pages.groupHome} element={<GroupHomePage />} />
              <Route path={pages.groupSelectMember} element={<CurrentMembersPage home="/group-home" />} />
            </Route>
            <Route element={<RequireIdentity allows={routeAccess.member} />}>
              <Route path={pages.memberHome} element={<MemberHomePage />} />
            </Route>
            {/* A member's own link opens the member's session, so it passes the guard. */}
            <Route path={pages.memberBenefitStore} element={<MemberBenefitStorePage />} />
            {/* The member's own link to sign what was completed for them: the token is the proof. */}
            <Route path={pages.signAgreement} element={<SignAgreementPage />} />
            {/* These pass the guard: they are how a saved enrollment is opened again. */}
            <Route path={pages.continueEnrollment} element={<ContinueEnrollmentPage />} />
            <Route path={pages.saveCartDirectContinue} element={<SaveCartDirectContinuePage />} />
            {directContinueVariants.map((variant) => (
              <Route
                key={variant}
                path={directContinuePage(variant)}
                element={<DirectContinuePage variant={variant} />}
              />
            ))}
          </Route>
          {/* The header and footer are hidden on these. */}
          <Route path={pages.accessPage} element={<AccessPage />} />
          <Route path={pages.accessPageNext} element={<AccessPage />} />
          <Route path={pages.landingPageRedirect} element={<LandingPageRedirect />} />
          <Route path={pages.landingConfigError} element={<LandingConfigErrorPage />} />
          <Route path={pages.declineReminderEmail} element={<DeclineReminderEmailPage />} />
          {/* Demo mode only: the server answers 404 otherwise and the page says so. */}
          <Route path={pages.mailbox} element={<MailboxPage />} />
          <Route path={notFoundPage} element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <EntryDialogHost />
    </RouteErrorBoundary>
  );
}

/**
 * Declarative routes with lazy pages: the data router would add some 18 KB gzip to the first load,
 * and the pages fetch their data through TanStack Query anyway.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

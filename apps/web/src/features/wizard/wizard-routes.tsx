import { notFoundPage } from '@openenroll/contract/pages';
import { wizardSteps } from '@openenroll/contract/wizard/steps';
import { Navigate, Route, Routes } from 'react-router';
import { stepScreens } from './step-screens.ts';

/** The wizard's steps under /enrollment/, one route per step of the registry; loaded with the wizard, not before. */
export function WizardRoutes() {
  return (
    <Routes>
      {wizardSteps.map((step) => {
        const { Screen } = stepScreens[step.tab];
        return <Route key={step.tab} path={step.slug} element={<Screen />} />;
      })}
      <Route path="*" element={<Navigate to={notFoundPage} replace />} />
    </Routes>
  );
}

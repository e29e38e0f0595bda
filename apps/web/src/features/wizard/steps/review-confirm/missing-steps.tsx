import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Alert, Anchor } from '@mantine/core';
import { type WizardTab, wizardPath, wizardSteps } from '@openenroll/contract/wizard/steps';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** The steps still to complete before Complete Enrollment is taken, each a link to its step (part 2, §2.11). */
export function MissingSteps({ missing }: { missing: readonly WizardTab[] }) {
  const steps = wizardSteps.filter((step) => missing.includes(step.tab));
  return (
    <Alert role="alert" color="red" variant="light" title="Some steps are not complete">
      Please complete{' '}
      {steps.map((step, index) => (
        <Fragment key={step.tab}>
          {index > 0 && ', '}
          <Anchor component={Link} to={wizardPath(step)}>
            {step.title}
          </Anchor>
        </Fragment>
      ))}{' '}
      before you submit your enrollment.
    </Alert>
  );
}

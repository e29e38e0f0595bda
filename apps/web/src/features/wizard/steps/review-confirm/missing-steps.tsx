import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Alert, Anchor } from '@mantine/core';
import { type WizardTab, wizardPath, wizardSteps } from '@openenroll/contract/wizard/steps';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { Message } from '../../../../shared/i18n/message.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { reviewMessages } from './review-messages.ts';

/** The steps still to complete before Complete Enrollment is taken, each a link to its step (part 2, §2.11). */
export function MissingSteps({ missing }: { missing: readonly WizardTab[] }) {
  const t = useT(reviewMessages);
  const steps = wizardSteps.filter((step) => missing.includes(step.tab));
  return (
    <Alert role="alert" color="red" variant="light" title={t('review.stepsMissing')}>
      <Message catalog={reviewMessages} id="review.completeBefore" components={{ 0: <StepLinks steps={steps} /> }} />
    </Alert>
  );
}

/** The missing steps' links, in the sentence's place for them (its inner text is empty). */
function StepLinks({ steps }: { steps: readonly (typeof wizardSteps)[number][] }) {
  const text = useContractText();
  return steps.map((step, index) => (
    <Fragment key={step.tab}>
      {index > 0 && ', '}
      <Anchor component={Link} to={wizardPath(step)}>
        {text(step.title)}
      </Anchor>
    </Fragment>
  ));
}

import { type WizardTab, wizardSteps } from '@openenroll/contract/wizard/steps';
import { useId } from 'react';
import classes from './step-indicator.module.css';

/** The progress bar and the steps of the application, the current one marked. */
export function StepIndicator({ current }: { current: WizardTab }) {
  const countId = useId();
  const index = wizardSteps.findIndex((step) => step.tab === current);
  const number = index + 1;
  const total = wizardSteps.length;

  return (
    <div className={classes.progress}>
      <p className={classes.count} id={countId}>
        Step {number} of {total}
      </p>
      <div
        className={classes.bar}
        role="progressbar"
        aria-labelledby={countId}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={number}
      >
        <div className={classes.fill} style={{ width: `${(number / total) * 100}%` }} />
      </div>
      <ol className={classes.steps} aria-label="Application steps">
        {wizardSteps.map((step) => (
          <li key={step.tab} className={classes.step} aria-current={step.tab === current ? 'step' : undefined}>
            {step.title}
          </li>
        ))}
      </ol>
    </div>
  );
}

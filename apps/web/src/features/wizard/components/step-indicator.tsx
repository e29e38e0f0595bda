import type { WizardStep, WizardTab } from '@openenroll/contract/wizard/steps';
import { type CSSProperties, useId } from 'react';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useSiteSettings } from '../../../shared/theme/use-site-settings.ts';
import { wizardMessages } from '../shell/wizard-messages.ts';
import classes from './step-indicator.module.css';

type StepIndicatorProps = {
  /** The enrollment's steps, in order. */
  steps: readonly WizardStep[];
  current: WizardTab;
  completed: readonly WizardTab[];
};

/** The progress bar and the steps of the application, the current one marked, each with the site's icon. */
export function StepIndicator({ steps, current, completed }: StepIndicatorProps) {
  const countId = useId();
  const t = useT(wizardMessages);
  const text = useContractText();
  const icons = useSiteSettings().stepIcons;
  const number = steps.findIndex((step) => step.tab === current) + 1;
  const total = steps.length;

  return (
    <div className={classes.progress}>
      <p className={classes.count} id={countId}>
        {t('wizard.steps.count', { number, total })}
      </p>
      <div
        className={classes.bar}
        role="progressbar"
        aria-labelledby={countId}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={number}
      >
        <div className={classes.fill} style={{ width: `${(number / Math.max(total, 1)) * 100}%` }} />
      </div>
      <ol
        className={classes.steps}
        aria-label={t('wizard.steps.label')}
        style={{ '--step-count': total } as CSSProperties}
      >
        {steps.map((step, index) => {
          const icon = icons[step.tab];
          const done = completed.includes(step.tab) && step.tab !== current;
          return (
            <li
              key={step.tab}
              className={classes.step}
              aria-current={step.tab === current ? 'step' : undefined}
              data-done={done || undefined}
            >
              <span className={classes.marker} aria-hidden="true">
                {icon ? (
                  <img src={icon} alt="" className={classes.icon} />
                ) : (
                  <span className={classes.number} data-number={index + 1} />
                )}
              </span>
              {text(step.title)}
              {done && <span className={classes.hidden}> {t('wizard.steps.completed')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The indicator's room while the enrollment's steps load, so the step's card does not move when they come. */
export function StepIndicatorSpace() {
  return (
    <div className={classes.progress} aria-hidden="true">
      <p className={classes.count}>{'\u00a0'}</p>
      <div className={classes.bar} />
      <div className={classes.steps} />
    </div>
  );
}

import { Button, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import type { DraftData } from '../api/save-step-draft.ts';
import { SaveForLaterDialog } from '../save-for-later/save-for-later-dialog.tsx';
import { BlockedAction } from './blocked-action.tsx';
import { CancelEnrollmentDialog } from './cancel-enrollment-dialog.tsx';
import { SaveFailedDialog } from './save-failed-dialog.tsx';
import classes from './step-form.module.css';
import type { DraftStatus, StepDraft } from './use-step-draft.ts';
import type { WizardStepState } from './use-wizard-step.ts';
import { wizardMessages } from './wizard-messages.ts';

type StepFormProps = {
  wizard: WizardStepState & { tempId: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  /** The form's submissions so far and whether the last was refused: focus then goes to the first refused field. */
  attempt: { count: number; refused: boolean };
  /** A failure that belongs to no field. */
  failure: string | undefined;
  draft: StepDraft;
  /** The values on the screen, for Save & Continue Later (nothing when the step keeps its own draft). */
  read: () => DraftData | undefined;
  /** Next cannot go on (a retired employee, say); the reason is shown on the form. */
  nextBlocked?: boolean;
  /** Next cannot go on for now, for this reason, shown as its tooltip (an edit to submit first, say). */
  nextWaitsFor?: string;
  /** Next is not offered until the step is complete (the beneficiaries' total is 100, say). */
  nextHidden?: boolean;
  /** Back is offered only when the step was opened from the review, and leads back there (§2.8, §2.10). */
  backOnlyFromReview?: boolean;
  /** Another way out of the step (Skip), placed before Next. */
  extraAction?: ReactNode;
  /** The last step's own words for Next ('Complete Enrollment'). */
  submitLabel?: string;
  children: ReactNode;
};

type WizardId = NonNullable<(typeof wizardMessages)['ids']>;

const draftNotes: Record<DraftStatus, WizardId | undefined> = {
  idle: undefined,
  saving: 'wizard.draft.saving',
  saved: 'wizard.draft.saved',
  error: 'wizard.draft.error',
};

/**
 * A step's form and its action row (part 2, §2.2): Back, Cancel Enrollment, Save & Continue Later and Next — or,
 * opened from the review, Cancel and Submit. Its dialogs sit outside the form, so their own forms submit alone.
 */
export function StepForm({
  wizard,
  onSubmit,
  submitting,
  attempt,
  failure,
  draft,
  read,
  nextBlocked = false,
  nextWaitsFor,
  nextHidden = false,
  backOnlyFromReview = false,
  extraAction,
  submitLabel,
  children,
}: StepFormProps) {
  const t = useT(wizardMessages);
  const text = useContractText();
  const note = draftNotes[draft.status];
  const [dialog, setDialog] = useState<'none' | 'cancel' | 'save-for-later'>('none');
  const formRef = useRef<HTMLFormElement>(null);

  // After the refusal is drawn, whichever field the form registered first.
  useEffect(() => {
    if (attempt.refused && attempt.count > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [attempt.count, attempt.refused]);
  const closeDialog = () => setDialog('none');

  return (
    <>
      <form
        ref={formRef}
        noValidate
        className={classes.form}
        aria-label={text(wizard.step.title)}
        onBlur={draft.flush}
        onSubmit={(event) => {
          // A dialog's form is rendered elsewhere but its submit event still bubbles through React to here.
          if (event.target !== event.currentTarget) return;
          void onSubmit(event);
        }}
      >
        {children}
        {failure && <FormError>{failure}</FormError>}
        <div className={classes.actions}>
          {wizard.fromReview ? (
            <Button variant="default" onClick={wizard.backToReview} className={classes.back}>
              {backOnlyFromReview ? t('wizard.back') : t('wizard.cancel')}
            </Button>
          ) : backOnlyFromReview ? (
            // The grid keeps its first column: Cancel Enrollment and Next stay where every step has them.
            <span className={classes.noBack} />
          ) : (
            <Button variant="default" onClick={wizard.back} className={classes.back}>
              {t('wizard.back')}
            </Button>
          )}
          <div className={classes.more}>
            {!wizard.fromReview && (
              <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
                {t('wizard.cancelEnrollment')}
              </Button>
            )}
            <Button variant="outline" onClick={() => setDialog('save-for-later')}>
              {t('wizard.saveAndContinueLater')}
            </Button>
            {extraAction}
          </div>
          {!nextHidden && (
            <BlockedAction reason={nextWaitsFor}>
              {(blocked) => (
                <Button type="submit" loading={submitting} disabled={nextBlocked} className={classes.next} {...blocked}>
                  {wizard.fromReview ? t('wizard.submit') : (submitLabel ?? t('wizard.next'))}
                </Button>
              )}
            </BlockedAction>
          )}
        </div>
        {/* Below the buttons: a note that comes and goes must never move Next between a press and its release. */}
        <Text aria-live="polite" size="sm" c="dimmed">
          {note && t(note)}
        </Text>
      </form>
      <CancelEnrollmentDialog opened={dialog === 'cancel'} onClose={closeDialog} enrollmentId={wizard.tempId} />
      <SaveForLaterDialog
        opened={dialog === 'save-for-later'}
        onClose={closeDialog}
        enrollmentId={wizard.tempId}
        tab={wizard.step.savedTab}
        read={read}
        onSaved={draft.savedForLater}
      />
      <SaveFailedDialog
        opened={wizard.saveFailed}
        onClose={wizard.closeSaveFailed}
        onSaveForLater={() => {
          wizard.closeSaveFailed();
          setDialog('save-for-later');
        }}
      />
    </>
  );
}

/** After a refusal the first field in reading order takes focus. */
function focusFirstInvalid(form: HTMLFormElement) {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (first && document.activeElement !== first) first.focus();
}

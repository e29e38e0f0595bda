import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Checkbox, Stack, Textarea } from '@mantine/core';
import { type WizardTab, wizardPath, wizardSteps } from '@openenroll/contract/wizard/steps';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clientState } from '../../../../shared/client-state.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { saveScreenshotOf } from '../../../../shared/screenshot/screenshot.ts';
import { useClientState } from '../../../../shared/use-client-state.ts';
import { completeEnrollment } from '../../api/complete-enrollment.ts';
import { type ReviewInfo, useReviewInfo } from '../../api/review-info.ts';
import { draftOf } from '../../fields/form-fields.ts';
import { receiptPath } from '../../receipt/receipt-path.ts';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useStepDraft } from '../../shell/use-step-draft.ts';
import { isServerFailure, useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';
import { MissingSteps } from './missing-steps.tsx';
import { ReviewCard } from './review-card.tsx';
import classes from './review-confirm.module.css';
import { reviewForm, trackingKeys } from './review-form.ts';
import { reviewMessages } from './review-messages.ts';

/** Steps whose lists are edited on their own page: their cards open the step itself (part 2, §2.11). */
const opensStep: readonly WizardTab[] = ['beneficiary_info', 'dependent_info'];

/** /enrollment/review-confirm (part 2, §2.11). */
export function ReviewConfirmStep() {
  const wizard = useWizardStep('review_info');
  const review = useReviewInfo(wizard.redirecting ? undefined : wizard.tempId);
  // On the review itself nothing is being edited: a marker left by an edit abandoned midway is dropped.
  useEffect(() => clientState.remove('navto'), []);

  return (
    <StepPage wizard={wizard} queries={[review]}>
      {wizard.tempId && review.data && <ReviewForm wizard={{ ...wizard, tempId: wizard.tempId }} data={review.data} />}
    </StepPage>
  );
}

type ReviewFormProps = { wizard: WizardStepState & { tempId: string }; data: ReviewInfo };

function ReviewForm({ wizard, data }: ReviewFormProps) {
  const t = useT(reviewMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const employerSkipped = useClientState('isEmployerTabSkip') === true;
  const [saveFailed, setSaveFailed] = useState(false);
  const pending = useRef(false);
  const submitted = useRef(false);
  const form = useContractForm(reviewForm, {
    shouldFocusError: false,
    defaultValues: { additional_notes: data.additional_notes ?? '', send_sms: false },
  });
  const read = () => draftOf(form.getValues(), ['send_sms']);
  const draft = useStepDraft({
    tab: 'review_info',
    tempId: wizard.tempId,
    serverRevision: null,
    read,
    watch: (onChange) => form.watch(() => onChange()),
  });

  const cards = useMemo(
    () =>
      data.result.filter(
        (step) =>
          step.tab_name !== 'review_info' && !(step.tab_name === 'employer_info' && (step.skipped || employerSkipped)),
      ),
    [data.result, employerSkipped],
  );

  function edit(tab: WizardTab) {
    const step = wizardSteps.find((candidate) => candidate.tab === tab);
    if (!step) return undefined;
    return () => {
      clientState.set('navto', wizard.step.slug);
      navigate(wizardPath(step));
    };
  }

  const submit = form.submit(async (values) => {
    if (wizard.captureRef.current) saveScreenshotOf(wizard.tempId, wizard.step.savedTab, wizard.captureRef.current);
    try {
      await completeEnrollment({
        enrollment_id: wizard.tempId,
        additional_notes: values.additional_notes,
        send_sms: data.sms_signature_offered ? values.send_sms : undefined,
      });
    } catch (error) {
      if (isServerFailure(error)) setSaveFailed(true);
      throw error;
    }
    submitted.current = true;
    draft.settle();
    for (const key of trackingKeys) clientState.remove(key);
    await queryClient.invalidateQueries({ queryKey: ['cart', 'count'] });
    // The receipt takes the review's place: Back from it does not reopen a submitted enrollment.
    navigate(receiptPath(wizard.tempId), { replace: true });
  });

  /** However often Complete Enrollment is pressed, one submission at a time, and none once it went through. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    await submit(event);
    if (!submitted.current) pending.current = false;
  }

  return (
    <Stack gap="lg">
      <div className={classes.cards}>
        {cards.map((step) => (
          <ReviewCard
            key={step.tab_name}
            step={step}
            opensStep={opensStep.includes(step.tab_name)}
            onEdit={edit(step.tab_name)}
          />
        ))}
      </div>
      <StepForm
        wizard={{ ...wizard, saveFailed, closeSaveFailed: () => setSaveFailed(false) }}
        onSubmit={onSubmit}
        submitting={form.status === 'submitting'}
        attempt={{ count: form.formState.submitCount, refused: form.status === 'error' }}
        failure={form.failure}
        draft={draft}
        read={read}
        nextBlocked={data.missing.length > 0}
        submitLabel={t('review.completeEnrollment')}
      >
        {data.missing.length > 0 && <MissingSteps missing={data.missing} />}
        <Textarea
          label={t('review.notes')}
          rows={4}
          {...form.register('additional_notes')}
          error={form.errorOf('additional_notes')}
        />
        {data.sms_signature_offered && (
          <Checkbox label={t('review.sendSms')} {...form.register('send_sms')} error={form.errorOf('send_sms')} />
        )}
      </StepForm>
    </Stack>
  );
}

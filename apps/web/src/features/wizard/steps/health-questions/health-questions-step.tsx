import { Text } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import {
  type getExistingPrimaryHealthInfo,
  type HealthAnswers,
  type HealthQuestions,
  healthAnswersFor,
  savePrimaryHealthInfo,
} from '@openenroll/contract/wizard/health-info';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { callApi } from '../../../../shared/api/call-api.ts';
import { clientState } from '../../../../shared/client-state.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { markCompleted } from '../../api/dynamic-tabs.ts';
import { getExistingHealthInfoQueryOptions, useExistingHealthInfo } from '../../api/existing-health-info.ts';
import { useHealthQuestions } from '../../api/health-questions.ts';
import { healthDraftOf, healthFormValues } from '../../health/health-answers.ts';
import { healthMessages } from '../../health/health-messages.ts';
import { HealthQuestionsFields } from '../../health/health-questions-fields.tsx';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useStepDraft } from '../../shell/use-step-draft.ts';
import { useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';

/** /enrollment/health-questions (part 2, §2.9). */
export function HealthQuestionsStep() {
  const wizard = useWizardStep('primary_health_info');
  const questions = useHealthQuestions(wizard.tempId);
  const existing = useExistingHealthInfo(wizard.tempId);
  return (
    <StepPage wizard={wizard} queries={[questions, existing]}>
      {wizard.tempId && questions.data && existing.data && (
        <HealthQuestionsForm
          wizard={{ ...wizard, tempId: wizard.tempId }}
          questions={questions.data.result}
          kept={existing.data}
        />
      )}
    </StepPage>
  );
}

type HealthQuestionsFormProps = {
  wizard: WizardStepState & { tempId: string };
  questions: HealthQuestions;
  kept: CallData<typeof getExistingPrimaryHealthInfo>;
};

/**
 * An existing member's enrollment starts from the answers the member gave before: the first time the step opens
 * for the enrollment they are submitted as they are (part 2, §2.9), and the person stays to check them.
 */
const submitsKeptAnswers = (kept: HealthQuestionsFormProps['kept'], tempId: string) =>
  kept.source === 'member' &&
  clientState.get('enroll_type') === 'existing-member' &&
  clientState.get('health_track') !== tempId;

function HealthQuestionsForm({ wizard, questions, kept }: HealthQuestionsFormProps) {
  const queryClient = useQueryClient();
  const t = useT(healthMessages);
  const schema = useMemo(() => healthAnswersFor(questions), [questions]);
  const form = useContractForm(schema, {
    // The step's frame focuses the first refused field in reading order.
    shouldFocusError: false,
    defaultValues: healthFormValues(questions, kept.result),
  });
  const read = () => healthDraftOf(form.getValues());
  const draft = useStepDraft({
    tab: 'primary_health_info',
    tempId: wizard.tempId,
    serverRevision: kept.draft_revision,
    read,
    watch: (onChange) => form.watch(() => onChange()),
  });

  const send = async (values: HealthAnswers) => {
    const saved = await callApi(savePrimaryHealthInfo, { enrollment_id: wizard.tempId, ...values });
    draft.settle();
    return saved;
  };
  const submit = form.submit((values) => wizard.save(() => send(values)));

  // 'saveExisting': the kept answers are saved once, the step counts as done, and the answers are read again.
  const [keptSaved, setKeptSaved] = useState(false);
  const savingKept = useRef(false);
  const saveExisting = form.submit(async (values) => {
    const saved = await send(values);
    markCompleted(queryClient, wizard.tempId, saved.completed);
    setKeptSaved(true);
    await queryClient.invalidateQueries({ queryKey: getExistingHealthInfoQueryOptions(wizard.tempId).queryKey });
  });
  useEffect(() => {
    if (savingKept.current || !submitsKeptAnswers(kept, wizard.tempId)) return;
    savingKept.current = true;
    clientState.set('health_track', wizard.tempId);
    void saveExisting();
  });

  return (
    <FormProvider {...form}>
      <StepForm
        wizard={wizard}
        onSubmit={submit}
        submitting={form.status === 'submitting'}
        attempt={{ count: form.formState.submitCount, refused: form.status === 'error' }}
        failure={form.failure}
        draft={draft}
        read={read}
      >
        {/* Present from the start, so the message is announced when it comes; it takes no room until then. */}
        <div role="status" style={{ display: 'contents' }}>
          {keptSaved && <Text>{t('health.keptAnswers')}</Text>}
        </div>
        <HealthQuestionsFields questions={questions} />
      </StepForm>
    </FormProvider>
  );
}

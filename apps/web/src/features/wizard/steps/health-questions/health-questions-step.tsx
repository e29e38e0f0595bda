import type { CallData } from '@openenroll/contract/call';
import {
  type getExistingPrimaryHealthInfo,
  type HealthQuestions,
  healthAnswersFor,
  savePrimaryHealthInfo,
} from '@openenroll/contract/wizard/health-info';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { callApi } from '../../../../shared/api/call-api.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useExistingHealthInfo } from '../../api/existing-health-info.ts';
import { useHealthQuestions } from '../../api/health-questions.ts';
import { healthDraftOf, healthFormValues } from '../../health/health-answers.ts';
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

function HealthQuestionsForm({ wizard, questions, kept }: HealthQuestionsFormProps) {
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

  const submit = form.submit((values) =>
    wizard.save(async () => {
      const saved = await callApi(savePrimaryHealthInfo, { enrollment_id: wizard.tempId, ...values });
      draft.settle();
      return saved;
    }),
  );

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
        <HealthQuestionsFields questions={questions} />
      </StepForm>
    </FormProvider>
  );
}

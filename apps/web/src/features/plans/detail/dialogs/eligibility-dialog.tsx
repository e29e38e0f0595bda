import { Stack, Text } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { messages } from '@openenroll/contract/messages';
import type { getAflacQuestions } from '@openenroll/contract/questionnaire';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../../shared/api/api-error.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT, useTextLang } from '../../../../shared/i18n/use-t.ts';
import { YesNoQuestion } from '../../../../shared/questionnaire/yes-no-question.tsx';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { FormError } from '../../../../shared/ui/form-error.tsx';
import { useEligibilityQuestions, useSaveEligibility } from '../../api/questionnaires.ts';
import { plansMessages } from '../../plans-messages.ts';

type Questions = CallData<typeof getAflacQuestions>;
type QuestionnaireProps = { tempId: string; planId: number; onSaved: (message: string) => void; onCancel: () => void };
type EligibilityDialogProps = QuestionnaireProps & { opened: boolean };

const answer = z.union([z.literal(0), z.literal(1)], { error: messages.required });
const field = (qid: number) => `q${qid}`;

/** Every question answered; one marked so (true_condition 1) answered yes. */
const answersSchema = (questions: Questions) =>
  z.object(
    Object.fromEntries(
      questions.map((question) => [
        field(question.qid),
        question.true_condition === 1 ? answer.refine((value) => value === 1, messages.answerYes) : answer,
      ]),
    ),
  );

/** Yes/no eligibility questions; a question marked so must be answered yes to continue. */
export function EligibilityDialog({ opened, onCancel, ...props }: EligibilityDialogProps) {
  const t = useT(plansMessages);
  return (
    <Dialog opened={opened} onClose={onCancel} title={t('plans.eligibility.title')} size="lg">
      <EligibilityForm onCancel={onCancel} {...props} />
    </Dialog>
  );
}

function EligibilityForm(props: QuestionnaireProps) {
  const questions = useEligibilityQuestions({ enrollment_id: props.tempId, plan_id: props.planId });
  const t = useT(plansMessages);
  if (questions.isPending) return <Text c="dimmed">{t('plans.eligibility.loading')}</Text>;
  if (questions.isError) return <FormError>{errorMessage(questions.error)}</FormError>;
  return <EligibilityAnswers questions={questions.data} {...props} />;
}

function EligibilityAnswers({
  questions,
  tempId,
  planId,
  onSaved,
  onCancel,
}: QuestionnaireProps & { questions: Questions }) {
  const save = useSaveEligibility();
  const t = useT(plansMessages);
  const textLang = useTextLang();
  const schema = useMemo(() => answersSchema(questions), [questions]);
  const form = useContractForm(schema, { defaultValues: {} });

  async function submit(answers: z.output<typeof schema>) {
    const saved = await save.mutateAsync({
      enrollment_id: tempId,
      plan_id: planId,
      aflac_data: questions.map((question) => ({
        qid: question.qid,
        true_condition: answers[field(question.qid)] ?? 0,
      })),
    });
    onSaved(saved.message);
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="lg">
        {questions.map((question) => (
          <Controller
            key={question.qid}
            name={field(question.qid)}
            control={form.control}
            render={({ field: answerField, fieldState }) => (
              <YesNoQuestion
                label={<span lang={textLang(question)}>{question.question}</span>}
                description={
                  question.true_condition === 1 ? t('plans.eligibility.mustYes') : t('plans.eligibility.yesNo')
                }
                value={answerField.value}
                onChange={answerField.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        {form.failure && <FormError>{form.failure}</FormError>}
        <FormActions onCancel={onCancel} submitting={form.status === 'submitting'} />
      </Stack>
    </form>
  );
}

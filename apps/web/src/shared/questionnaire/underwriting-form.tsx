import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { messages } from '@openenroll/contract/messages';
import type { getQuestions } from '@openenroll/contract/questionnaire';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { useContractForm } from '../form/use-contract-form.ts';
import { useT, useTextLang } from '../i18n/use-t.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { FormError } from '../ui/form-error.tsx';
import { useSaveUnderwriting, useUnderwritingQuestions } from './api/underwriting.ts';
import { questionnaireMessages } from './questionnaire-messages.ts';
import { YesNoQuestion } from './yes-no-question.tsx';

type UnderwritingProps = {
  tempId: string;
  planId: number;
  /** The form stays busy until what follows the save (adding the plan, say) is done. */
  onSaved: (message: string) => void | Promise<void>;
  onCancel: () => void;
  /** Closing the decline's message; by default as Cancel. */
  onDeclineClosed?: () => void;
};

/** Medical underwriting: every question answered; an answer that declines coverage ends the application. */
export function UnderwritingForm(props: UnderwritingProps) {
  const t = useT(questionnaireMessages);
  const questions = useUnderwritingQuestions({ enrollment_id: props.tempId, plan_id: props.planId });
  const [declined, setDeclined] = useState<string>();

  if (questions.isPending) return <Text c="dimmed">{t('questionnaire.loading')}</Text>;
  if (questions.isError) return <FormError>{errorMessage(questions.error)}</FormError>;
  // A decline is final: reopened later, the questionnaire says why instead of asking again.
  const declinedText = declined ?? questions.data.decline_message;
  if (declinedText) return <Declined message={declinedText} onClose={props.onDeclineClosed ?? props.onCancel} />;
  return <UnderwritingAnswers questions={questions.data.questions} onDeclined={setDeclined} {...props} />;
}

/** The decline replaces the form and its Submit button: focus goes to the way out rather than to the page. */
function Declined({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useT(questionnaireMessages);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <Stack gap="lg">
      <FormError>{message}</FormError>
      <Group justify="flex-end">
        <Button ref={close} onClick={onClose}>
          {t('questionnaire.close')}
        </Button>
      </Group>
    </Stack>
  );
}

type Question = CallData<typeof getQuestions>['questions'][number];
type UnderwritingAnswersProps = UnderwritingProps & {
  questions: Question[];
  onDeclined: (message: string) => void;
};

const answerField = (id: number) => `answer${id}`;
const detailsField = (id: number) => `details${id}`;

/** The answers as typed: a yes or no for each question, optional details after a yes. */
const answersSchema = (questions: Question[]) =>
  z.object(
    Object.fromEntries(
      questions.flatMap((question) => [
        [answerField(question.question_id), z.union([z.literal(0), z.literal(1)]).optional()],
        [detailsField(question.question_id), z.string().optional()],
      ]),
    ),
  );

function UnderwritingAnswers({ questions, tempId, planId, onSaved, onCancel, onDeclined }: UnderwritingAnswersProps) {
  const t = useT(questionnaireMessages);
  const textLang = useTextLang();
  const save = useSaveUnderwriting();
  const schema = useMemo(() => answersSchema(questions), [questions]);
  const form = useContractForm(schema, {
    defaultValues: Object.fromEntries(
      questions.map((question) => [
        answerField(question.question_id),
        question.yes_no_flag === 1 ? 1 : question.yes_no_flag === 0 ? 0 : undefined,
      ]),
    ),
  });
  const values = form.watch();

  async function submit(answers: z.output<typeof schema>) {
    const answerOf = (id: number) => answers[answerField(id)];
    if (questions.some((question) => answerOf(question.question_id) === undefined)) form.refuse(messages.answerAll);
    try {
      const saved = await save.mutateAsync({
        enrollment_id: tempId,
        plan_id: planId,
        answers: questions.map((question) => ({
          question_id: question.question_id,
          yes_no_flag: answerOf(question.question_id) === 1 ? 1 : 0,
          details: String(answers[detailsField(question.question_id)] ?? '').trim() || undefined,
        })),
      });
      await onSaved(saved.message);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'decline') onDeclined(error.message);
      else throw error;
    }
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="lg">
        {questions.map((question) => (
          <Stack key={question.question_id} gap="xs">
            <Controller
              name={answerField(question.question_id)}
              control={form.control}
              render={({ field }) => (
                <YesNoQuestion
                  label={<span lang={textLang(question)}>{question.question}</span>}
                  value={field.value === 1 ? 1 : field.value === 0 ? 0 : undefined}
                  onChange={field.onChange}
                />
              )}
            />
            {values[answerField(question.question_id)] === 1 && (
              <Textarea
                label={t('questionnaire.details')}
                maxLength={500}
                autosize
                minRows={2}
                {...form.register(detailsField(question.question_id))}
              />
            )}
          </Stack>
        ))}
        {form.failure && <FormError>{form.failure}</FormError>}
        <FormActions onCancel={onCancel} submitting={form.status === 'submitting'} />
      </Stack>
    </form>
  );
}

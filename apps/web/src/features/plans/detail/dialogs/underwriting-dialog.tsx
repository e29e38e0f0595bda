import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../../shared/api/api-error.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { FormError } from '../../../../shared/ui/form-error.tsx';
import { useSaveUnderwriting, useUnderwritingQuestions } from '../../api/questionnaires.ts';
import { YesNoQuestion } from './yes-no-question.tsx';

type UnderwritingProps = {
  tempId: string;
  planId: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/** Medical underwriting: every question answered; an answer that declines coverage ends the application. */
export function UnderwritingDialog({ opened, onCancel, ...props }: UnderwritingProps & { opened: boolean }) {
  return (
    <Dialog opened={opened} onClose={onCancel} title="Health Questions" size="lg">
      <UnderwritingForm onCancel={onCancel} {...props} />
    </Dialog>
  );
}

function UnderwritingForm({ tempId, planId, onSaved, onCancel }: UnderwritingProps) {
  const input = { enrollment_id: tempId, plan_id: planId };
  const questions = useUnderwritingQuestions(input);
  const save = useSaveUnderwriting();
  const [answers, setAnswers] = useState<Record<number, 0 | 1>>({});
  const [details, setDetails] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string>();
  const [declined, setDeclined] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const list = questions.data?.questions ?? [];
    const answer = (id: number) => answers[id] ?? list.find((question) => question.question_id === id)?.yes_no_flag;
    if (list.some((question) => answer(question.question_id) === undefined || answer(question.question_id) === null)) {
      setFailure(messages.answerAll);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...input,
        answers: list.map((question) => ({
          question_id: question.question_id,
          yes_no_flag: answer(question.question_id) === 1 ? 1 : 0,
          details: details[question.question_id]?.trim() || undefined,
        })),
      });
      onSaved(saved.message);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'decline') setDeclined(error.message);
      else setFailure(errorMessage(error));
    }
  }

  if (questions.isPending) return <Text c="dimmed">Loading</Text>;
  if (questions.isError) return <FormError>{errorMessage(questions.error)}</FormError>;
  // A decline is final: reopened later, the questionnaire says why instead of asking again.
  const declinedText = declined ?? questions.data.decline_message;
  if (declinedText) {
    return (
      <Stack gap="lg">
        <FormError>{declinedText}</FormError>
        <Group justify="flex-end">
          <Button onClick={onCancel}>Close</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {questions.data.questions.map((question) => {
          const value =
            answers[question.question_id] ??
            (question.yes_no_flag === 1 ? 1 : question.yes_no_flag === 0 ? 0 : undefined);
          return (
            <Stack key={question.question_id} gap="xs">
              <YesNoQuestion
                label={question.question}
                value={value}
                onChange={(next) => setAnswers((current) => ({ ...current, [question.question_id]: next }))}
              />
              {value === 1 && (
                <Textarea
                  label="Details (optional)"
                  maxLength={500}
                  autosize
                  minRows={2}
                  value={details[question.question_id] ?? ''}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setDetails((current) => ({ ...current, [question.question_id]: text }));
                  }}
                />
              )}
            </Stack>
          );
        })}
        {failure && <FormError>{failure}</FormError>}
        <FormActions onCancel={onCancel} submitting={save.isPending} />
      </Stack>
    </form>
  );
}

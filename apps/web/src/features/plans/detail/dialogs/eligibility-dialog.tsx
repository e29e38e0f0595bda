import { Stack, Text } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { FormError } from '../../../../shared/ui/form-error.tsx';
import { useEligibilityQuestions, useSaveEligibility } from '../../api/questionnaires.ts';
import { YesNoQuestion } from './yes-no-question.tsx';

type QuestionnaireProps = { tempId: string; planId: number; onSaved: (message: string) => void; onCancel: () => void };
type EligibilityDialogProps = QuestionnaireProps & { opened: boolean };

/** Yes/no eligibility questions; a question marked so must be answered yes to continue. */
export function EligibilityDialog({ opened, onCancel, ...props }: EligibilityDialogProps) {
  return (
    <Dialog opened={opened} onClose={onCancel} title="Eligibility Questions" size="lg">
      <EligibilityForm onCancel={onCancel} {...props} />
    </Dialog>
  );
}

function EligibilityForm({ tempId, planId, onSaved, onCancel }: QuestionnaireProps) {
  const input = { enrollment_id: tempId, plan_id: planId };
  const questions = useEligibilityQuestions(input);
  const save = useSaveEligibility();
  const [answers, setAnswers] = useState<Record<number, 0 | 1>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string>();

  const problem = (qid: number, mustBeYes: boolean) => {
    const answer = answers[qid];
    if (answer === undefined) return messages.required;
    return mustBeYes && answer !== 1 ? messages.answerYes : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setFailure(undefined);
    const list = questions.data ?? [];
    if (list.some((question) => problem(question.qid, question.true_condition === 1))) return;
    try {
      const saved = await save.mutateAsync({
        ...input,
        aflac_data: list.map((question) => ({ qid: question.qid, true_condition: answers[question.qid] ?? 0 })),
      });
      onSaved(saved.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  if (questions.isPending) return <Text c="dimmed">Loading</Text>;
  if (questions.isError) return <FormError>{errorMessage(questions.error)}</FormError>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {questions.data.map((question) => {
          const mustBeYes = question.true_condition === 1;
          return (
            <YesNoQuestion
              key={question.qid}
              label={question.question}
              description={mustBeYes ? '*Answer should be Yes to continue' : '*Answer should be Yes/No to continue'}
              value={answers[question.qid]}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.qid]: value }))}
              error={checked ? problem(question.qid, mustBeYes) : undefined}
            />
          );
        })}
        {failure && <FormError>{failure}</FormError>}
        <FormActions onCancel={onCancel} submitting={save.isPending} />
      </Stack>
    </form>
  );
}

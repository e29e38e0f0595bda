import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { healthAnswersFor } from './health-info.ts';

const questions = {
  codition_questions: [{ question_id: 101, question_text: 'Heart disease?' }],
  medication_question: null,
};

describe('health answers', () => {
  it("asks for a treatment or medication answer left blank with 'Field is required'", () => {
    const answers = healthAnswersFor(questions).safeParse({
      condition_questions: [
        {
          question_id: 101,
          yes_no_flag: '1',
          conditions: [{ health_condition: 'Angina', date_of_onset: '01/01/2020', is_treatment: '' }],
        },
      ],
    });
    expect(answers.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['condition_questions.0.conditions.0.is_treatment', messages.required],
      ['condition_questions.0.conditions.0.is_medicate', messages.required],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { mergeNeeds } from './wizard-needs.ts';

describe("a plan's needs of the wizard", () => {
  it("adds the plan's own to its category's", () => {
    expect(
      mergeNeeds(
        { steps: ['beneficiary_info'], ask: { primary_info: ['weight'] }, lock: {}, health_questions: [101] },
        {
          steps: ['beneficiary_info', 'employer_info'],
          ask: { primary_info: ['weight', 'height_feet'] },
          lock: { employer_info: ['name'] },
          health_questions: [101, 145],
        },
      ),
    ).toEqual({
      steps: ['beneficiary_info', 'employer_info'],
      ask: { primary_info: ['weight', 'height_feet'] },
      lock: { employer_info: ['name'] },
      healthQuestions: [101, 145],
    });
  });

  it('is empty when neither says anything', () => {
    expect(mergeNeeds(undefined, undefined)).toEqual({ steps: [], ask: {}, lock: {}, healthQuestions: [] });
  });
});

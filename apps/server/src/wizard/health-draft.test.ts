import { describe, expect, it } from 'vitest';
import { nestedDraft } from './health-service.ts';

describe('a health draft read back', () => {
  it('nests the values sent one per path', () => {
    expect(
      nestedDraft({
        'condition_questions.0.question_id': 101,
        'condition_questions.0.yes_no_flag': '1',
        'condition_questions.0.conditions.0.date_of_onset': '06/01/2020',
        'medication_question.medications.1.dosage': '10 mg',
        notes: 'Stable',
      }),
    ).toEqual({
      condition_questions: [{ question_id: 101, yes_no_flag: '1', conditions: [{ date_of_onset: '06/01/2020' }] }],
      medication_question: { medications: [undefined, { dosage: '10 mg' }] },
      notes: 'Stable',
    });
  });

  it('follows no path to a prototype or to a huge list', () => {
    const nested = nestedDraft({ '__proto__.polluted': 'yes', 'constructor.prototype.x': 1, 'list.5000000.a': 'b' });
    expect(nested).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

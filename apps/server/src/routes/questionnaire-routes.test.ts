import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollmentAnswers } from '../db/schema.ts';
import { planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';

describe('plan questionnaires', () => {
  const store = useTestStore();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });

  async function shopper(code: string) {
    const quoted = await quotedVisitor(store.app, { is_smoker: 0 });
    const { browser, enrollmentId, q } = quoted;
    const plan = `${q}&plan_id=${id(code)}`;
    const add = async () => {
      const ppid = (await browser.get(`get-plan-pricing-detail?pid=${id(code)}&${q}`)).body.data.plans[0].ppid;
      return browser.post('add-plan-to-cart', {
        enrollment_id: enrollmentId,
        plan_id: id(code),
        plan_pricing_id: ppid,
      });
    };
    return { ...quoted, plan, add, body: { enrollment_id: enrollmentId, plan_id: id(code) } };
  }

  it('asks yes/no eligibility questions that must all be answered yes', async () => {
    const { browser, plan, add, body } = await shopper('cancer-care');
    const questions = await browser.get(`get-aflac-questions?${plan}`);
    expect(questions.body).toMatchObject({ status: 'success', statusCode: 200 });
    expect(questions.body.data).toEqual([
      { qid: 1, question: 'Are you actively at work at least 30 hours a week?', true_condition: 1 },
      { qid: 2, question: 'Have you been free of a cancer diagnosis for the last 5 years?', true_condition: 1 },
    ]);
    expect((await add()).body).toMatchObject({ errorCode: 'questions-required' });
    expect((await browser.get(`check-already-answered?${plan}`)).body.data).toEqual({ status: false });

    const save = (answers: [number, number][]) =>
      browser.post('save-aflac-questions', {
        ...body,
        aflac_data: answers.map(([qid, yes]) => ({ qid, true_condition: yes })),
      });
    const no = await save([
      [1, 1],
      [2, 0],
    ]);
    expect(no.statusCode).toBe(422);
    expect(no.body.data).toEqual([
      { target_element: 'aflac_data', error_message: 'Please answer yes in order to continue' },
    ]);
    expect((await save([[1, 1]])).body.data).toEqual([
      { target_element: 'answers', error_message: 'Please answer all questions' },
    ]);
    expect((await browser.get(`check-already-answered?${plan}`)).body.data).toEqual({ status: false });

    expect(
      (
        await save([
          [1, 1],
          [2, 1],
        ])
      ).statusCode,
    ).toBe(200);
    expect((await browser.get(`check-already-answered?${plan}`)).body.data).toEqual({ status: true });
    expect((await add()).body.data).toMatchObject({ cart_count: 1, cart_amount: 18 });
  });

  it('keeps underwriting answers only encrypted, and adds the plan once they are accepted', async () => {
    const { browser, plan, add, body, enrollmentId } = await shopper('fit-ppo');
    const save = (answers: [number, number][]) =>
      browser.post('save-question-answers', {
        ...body,
        answers: answers.map(([question_id, yes_no_flag]) => ({ question_id, yes_no_flag })),
      });
    expect((await save([[1, 0]])).body.message).toBe('Please answer all questions');
    expect(
      (
        await save([
          [1, 0],
          [2, 1],
        ])
      ).body.data,
    ).toEqual({ message: 'Thank you. Your answers have been saved.' });
    const read = (await browser.get(`get-questions?${plan}&type=save`)).body.data;
    expect(read.status).toBe('accepted');
    expect(read.questions.map((question: { yes_no_flag: number }) => question.yes_no_flag)).toEqual([0, 1]);
    const [row] = await store.db
      .select()
      .from(enrollmentAnswers)
      .where(and(eq(enrollmentAnswers.enrollmentId, enrollmentId), eq(enrollmentAnswers.planId, id('fit-ppo'))));
    expect(row?.answersSealed).toMatch(/^v1\./);
    expect(JSON.parse(store.cipher.decrypt(row?.answersSealed ?? ''))).toEqual([
      { id: 1, yes: false },
      { id: 2, yes: true },
    ]);
    expect((await add()).statusCode).toBe(200);
  });

  it('declines the plan on a declining answer, for good', async () => {
    const { browser, add, body } = await shopper('fit-ppo');
    const save = (first: number) =>
      browser.post('save-question-answers', {
        ...body,
        answers: [
          { question_id: 1, yes_no_flag: first, details: 'Treated in 2023' },
          { question_id: 2, yes_no_flag: 1 },
        ],
      });
    const declined = await save(1);
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toMatchObject({
      errorCode: 'decline',
      message: 'We are unable to offer Fit PPO based on your health history.',
    });
    const reason = 'We are unable to offer Fit PPO based on your health history.';
    expect((await save(0)).body).toMatchObject({ errorCode: 'decline', message: reason });
    expect((await add()).body).toMatchObject({ errorCode: 'decline' });
  });

  it('says why when a declined questionnaire is opened again', async () => {
    const { browser, plan, body } = await shopper('fit-ppo');
    const read = async () => (await browser.get(`get-questions?${plan}&type=save`)).body.data;
    expect(await read()).toMatchObject({ status: 'unanswered', decline_message: null });
    const answer = (first: number, second: number) =>
      browser.post('save-question-answers', {
        ...body,
        answers: [
          { question_id: 1, yes_no_flag: first },
          { question_id: 2, yes_no_flag: second },
        ],
      });
    await answer(0, 1);
    expect(await read()).toMatchObject({ status: 'accepted', decline_message: null });
    await answer(1, 1);
    expect(await read()).toMatchObject({
      status: 'declined',
      decline_message: 'We are unable to offer Fit PPO based on your health history.',
    });
  });

  it('falls back to the default decline message when the question has none', async () => {
    const { browser, plan, body } = await shopper('fit-ppo');
    await browser.post('save-question-answers', {
      ...body,
      answers: [
        { question_id: 1, yes_no_flag: 0 },
        { question_id: 2, yes_no_flag: 0 },
      ],
    });
    expect((await browser.get(`get-questions?${plan}&type=save`)).body.data).toMatchObject({
      status: 'declined',
      decline_message: 'We are unable to offer this plan based on your answers.',
    });
  });
});

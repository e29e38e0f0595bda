import {
  getBeneficiariesExistingUserEnrollment,
  saveBeneficiaryInfo,
  validateSingleBeneficiary,
} from '@openenroll/contract/wizard/beneficiary-info';
import {
  deleteDependentInIO,
  getDependentsExistingUserEnrollment,
  getFormFieldsDependentPrimaryInfo,
  saveDependentInfo,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from '@openenroll/contract/wizard/dependent-info';
import {
  getExistingPrimaryHealthInfo,
  getHealthQuestionsPrimaryHealthInfo,
  savePrimaryHealthInfo,
} from '@openenroll/contract/wizard/health-info';
import { saveStepDraft } from '@openenroll/contract/wizard/tabs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, enrollmentSteps, members } from '../db/schema.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { wizardShopper } from '../test/wizard-shopper.ts';

const person = (first: string, percentage: string, extra: object = {}) => ({
  first_name: first,
  last_name: 'Rivera',
  birthdate: '03/14/1990',
  relationship: 'Sibling',
  beneficiary_percentage: percentage,
  ...extra,
});

describe('the steps about people', () => {
  const store = useTestStore();

  it('takes beneficiaries totalling exactly 100, counted in hundredths', async () => {
    const shopper = await wizardShopper(store, ['guard-accident']);
    const save = (beneficiaries: object[]) => shopper.call(saveBeneficiaryInfo, { beneficiaries });
    const thirds = [person('Ana', '33.33'), person('Ben', '33.33'), person('Cy', '33.34')];
    expect((await save(thirds)).data).toEqual({ completed: ['beneficiary_info'] });

    const short = await save([person('Ana', '33.33'), person('Ben', '33.33'), person('Cy', '33.33')]);
    expect(short.error?.data).toEqual([
      {
        target_element: 'beneficiaries',
        error_message: 'Your total Beneficiary Percentage is 99.99 and it Should not be less than 100%',
      },
    ]);
    const over = await save([person('Ana', '60'), person('Ben', '50')]);
    expect(over.error?.data[0]?.error_message).toBe(
      'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
    );
    const four = await save([person('A', '25'), person('B', '25'), person('C', '25'), person('D', '25')]);
    expect(four.error?.data[0]?.error_message).toBe('Maximum allowed number of beneficiaries is 3');
    expect((await save([])).error?.data[0]?.error_message).toBe('Please add your beneficiaries before continuing.');
    const contingents = [
      person('Ana', '100'),
      person('Kim', '0', { is_contigent: true, ssn: '123456789' }),
      person('Lee', '0', { is_contigent: true, ssn: '123456780' }),
    ];
    expect((await save(contingents)).error?.data[0]?.error_message).toBe(
      'Only one contingent beneficiary can be named.',
    );
  });

  it('checks one beneficiary alone, a contingent one with its SSN, and keeps SSNs masked', async () => {
    const shopper = await wizardShopper(store, ['guard-accident']);
    const one = (values: object) => shopper.call(validateSingleBeneficiary, values);
    expect((await one(person('J0', '0'))).error?.data).toEqual([
      { target_element: 'first_name', error_message: 'Please enter valid first name' },
      {
        target_element: 'beneficiary_percentage',
        error_message: 'Beneficiary percentage should not be 0 or more than 100',
      },
    ]);
    expect((await one(person('Kim', '', { is_contigent: true }))).error?.data).toEqual([
      { target_element: 'ssn', error_message: 'Field is required' },
    ]);
    expect((await one(person('Ana', '100', { birthdate: '01/01/2999' }))).error?.data).toEqual([
      { target_element: 'birthdate', error_message: 'Birth date cannot be today or in the future' },
    ]);

    const list = [
      person('Ana', '100', { beneficiary_id: 'b-ana', ssn: '111-22-3333' }),
      person('Kim', '', { beneficiary_id: 'b-kim', is_contigent: true, ssn: '222334444' }),
    ];
    expect((await shopper.call(saveBeneficiaryInfo, { beneficiaries: list })).statusCode).toBe(200);
    const existing = dataOf(await shopper.call(getBeneficiariesExistingUserEnrollment, {})).beneficiaries;
    expect(existing.map((b) => [b.first_name, b.ssn, b.beneficiary_percentage, b.is_contigent])).toEqual([
      ['Ana', '***-**-3333', '100', false],
      ['Kim', '***-**-4444', '0', true],
    ]);
    // Sent back as shown: the SSNs on file stay.
    expect(
      (
        await shopper.call(saveBeneficiaryInfo, {
          beneficiaries: existing.map((b) => ({ ...b, middle_name: undefined, ssn: b.ssn ?? undefined })),
        })
      ).statusCode,
    ).toBe(200);
    const rows = await store.db
      .select()
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, shopper.enrollmentId));
    expect(JSON.stringify(rows)).not.toContain('3333');
  });

  it('keeps the beneficiary list drafted as it is on the screen, without masked numbers', async () => {
    const shopper = await wizardShopper(store, ['guard-accident']);
    const listed = [
      { ...person('Ana', '60'), beneficiary_id: 'b-ana', middle_name: null, is_contigent: false },
      { ...person('Kim', '0'), beneficiary_id: 'b-kim', ssn: '***-**-4444', is_contigent: true },
    ];
    const draft = await shopper.call(saveStepDraft, {
      tab_name: 'beneficiary_info',
      revision: 1,
      data: { beneficiaries: listed },
    });
    expect(draft.statusCode).toBe(200);
    const kept = dataOf(await shopper.call(getBeneficiariesExistingUserEnrollment, {}));
    // The next draft, from whichever device, goes above the one kept.
    expect(kept.draft_revision).toBe(1);
    const existing = kept.beneficiaries;
    expect(existing.map((b) => [b.beneficiary_id, b.first_name, b.ssn, b.beneficiary_percentage])).toEqual([
      ['b-ana', 'Ana', null, '60'],
      ['b-kim', 'Kim', null, '0'],
    ]);
  });

  it('drafts each beneficiary with the SSN it joined the list with, sealed, and keeps it by id when sent masked', async () => {
    const shopper = await wizardShopper(store, ['guard-accident']);
    type Drafted = Record<string, string | boolean | null>;
    const draft = (revision: number, beneficiaries: Drafted[]) =>
      shopper.call(saveStepDraft, { tab_name: 'beneficiary_info', revision, data: { beneficiaries } });
    const drafted = (first: string, percentage: string, extra: Drafted): Drafted => ({
      ...person(first, percentage),
      ...extra,
    });
    const ana = drafted('Ana', '100', { beneficiary_id: 'b-ana', ssn: '111-22-3333', is_contigent: false });
    const kim = drafted('Kim', '0', { beneficiary_id: 'b-kim', ssn: '222334444', is_contigent: true });
    expect((await draft(1, [ana, kim])).statusCode).toBe(200);
    const shown = dataOf(await shopper.call(getBeneficiariesExistingUserEnrollment, {})).beneficiaries;
    expect(shown.map((b) => [b.beneficiary_id, b.ssn])).toEqual([
      ['b-ana', '***-**-3333'],
      ['b-kim', '***-**-4444'],
    ]);

    // The list as the screen shows it after a reload, one more beneficiary added: the masked SSNs stay whole.
    const ben = drafted('Ben', '50', { beneficiary_id: 'b-ben', ssn: '333445555', is_contigent: false });
    const [shownAna, shownKim] = shown;
    expect((await draft(2, [{ ...shownAna, beneficiary_percentage: '50' }, ben, { ...shownKim }])).statusCode).toBe(
      200,
    );
    // The whole SSNs and the surname: four digits alone turn up in ciphertext by chance.
    const inClear = /111-?22-?3333|222-?33-?4444|333-?44-?5555|Rivera/;
    const draftRows = await store.db.select().from(enrollmentSteps);
    expect(JSON.stringify(draftRows)).not.toMatch(inClear);
    // Another enrollment's ids name nothing here.
    const other = await wizardShopper(store, ['guard-accident']);
    await other.call(saveStepDraft, { tab_name: 'beneficiary_info', revision: 1, data: { beneficiaries: shown } });
    const theirs = dataOf(await other.call(getBeneficiariesExistingUserEnrollment, {})).beneficiaries;
    expect(theirs.map((b) => b.ssn)).toEqual([null, null]);

    const again = dataOf(await shopper.call(getBeneficiariesExistingUserEnrollment, {})).beneficiaries;
    expect(again.map((b) => [b.first_name, b.ssn])).toEqual([
      ['Ana', '***-**-3333'],
      ['Ben', '***-**-5555'],
      ['Kim', '***-**-4444'],
    ]);
    const sent = again.map((b) => ({ ...b, middle_name: undefined, ssn: b.ssn ?? undefined }));
    // The contingent beneficiary's SSN is required: held from the draft, it need not be typed again.
    expect((await shopper.call(validateSingleBeneficiary, sent[2] ?? {})).statusCode).toBe(200);
    expect((await shopper.call(saveBeneficiaryInfo, { beneficiaries: sent })).data).toEqual({
      completed: ['beneficiary_info'],
    });
    const saved = dataOf(await shopper.call(getBeneficiariesExistingUserEnrollment, {})).beneficiaries;
    expect(saved.map((b) => b.ssn)).toEqual(['***-**-3333', '***-**-5555', '***-**-4444']);
    const rows = await store.db.select().from(enrollmentSteps);
    expect(JSON.stringify(rows)).not.toMatch(inClear);
  });

  it("asks the plans' health questions and puts errors under their nested fields", async () => {
    const shopper = await wizardShopper(store, ['income-di'], { annual_incode: 60000, working_hours: 40 });
    const questions = dataOf(await shopper.call(getHealthQuestionsPrimaryHealthInfo, {})).result;
    expect(questions.codition_questions.map((q) => q.question_id)).toEqual([101, 146]);
    expect(questions.medication_question?.question_id).toBe(150);

    const answers = {
      condition_questions: [
        {
          question_id: 101,
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Hypertension', is_treatment: 1, is_medicate: 1 }],
        },
        {
          question_id: 146,
          yes_no_flag: 1,
          conditions: [
            {
              condition: 'Anxiety',
              status: 'Managed',
              last_seen_by_physician: '01/10/2025',
              physician_name: 'Dr. Ruiz',
              address: '1 Elm',
              phone: '2145550100',
            },
          ],
        },
      ],
      medication_question: {
        question_id: 150,
        yes_no_flag: 1,
        medications: [
          { medication: 'lisinopril', dosage: '10 mg', medical_condition: 'Hypertension' },
          { medication: 'sertraline', medical_condition: 'Anxiety' },
        ],
      },
      notes: 'Stable for two years.',
    };
    const refused = await shopper.call(savePrimaryHealthInfo, answers);
    expect(refused.error?.data).toEqual([
      { target_element: 'condition_questions.0.conditions.0.date_of_onset', error_message: 'Field is required' },
      { target_element: 'medication_question.medications.1.dosage', error_message: 'Field is required' },
    ]);
    const fixed = structuredClone(answers);
    Object.assign(fixed.condition_questions[0]?.conditions[0] ?? {}, { date_of_onset: '06/01/2020' });
    Object.assign(fixed.medication_question.medications[1] ?? {}, { dosage: '50 mg' });
    expect((await shopper.call(savePrimaryHealthInfo, fixed)).data?.completed).toContain('primary_health_info');
    const rows = await store.db
      .select()
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, shopper.enrollmentId));
    expect(JSON.stringify(rows)).not.toMatch(/Hypertension|lisinopril|Anxiety/);
  });

  it("starts an existing member's health step from their latest application, then from this enrollment", async () => {
    const quote = { annual_incode: 60000, working_hours: 40 };
    const [before, now, stranger] = [
      await wizardShopper(store, ['income-di'], quote),
      await wizardShopper(store, ['income-di'], quote),
      await wizardShopper(store, ['income-di'], quote),
    ];
    const [member] = await store.db.select({ id: members.id }).from(members).limit(1);
    const memberId = member?.id ?? 0;
    const kept = {
      condition_questions: [
        { question_id: 101, yes_no_flag: 0, conditions: [] },
        { question_id: 146, yes_no_flag: 0, conditions: [] },
      ],
      medication_question: { question_id: 150, yes_no_flag: 0, medications: [] },
      notes: 'Nothing new since last year.',
    };
    const enrollment = await store.enrollments.update(before.enrollmentId, { memberId });
    await store.db.insert(applications).values({
      enrollmentId: before.enrollmentId,
      confirmationNumber: 'OE-TEST1-TEST1',
      siteId: enrollment.siteId,
      status: 'submitted',
      enrollBy: 'applicant',
      effectiveDate: '2026-01-01',
      tier: 'IO',
      paymentMethod: 'eft',
      callInvoice: false,
      initialMonthCost: 10,
      recurringMonthCost: 10,
      answersSealed: store.cipher.encrypt(
        JSON.stringify({ steps: [{ tab: 'primary_health_info', title: 'Health Questions', answers: kept }] }),
      ),
      submittedAt: new Date('2025-12-01T00:00:00Z'),
    });
    await store.enrollments.update(now.enrollmentId, { memberId });

    expect(dataOf(await now.call(getExistingPrimaryHealthInfo, {}))).toEqual({
      result: kept,
      draft_revision: null,
      source: 'member',
    });
    // Not a member's enrollment: nothing to start from.
    expect(dataOf(await stranger.call(getExistingPrimaryHealthInfo, {}))).toEqual({
      result: null,
      draft_revision: null,
      source: null,
    });
    // Once saved here, the enrollment's own answers are the ones to start from.
    expect((await now.call(savePrimaryHealthInfo, kept)).data?.completed).toContain('primary_health_info');
    const own = dataOf(await now.call(getExistingPrimaryHealthInfo, {}));
    expect(own).toMatchObject({ source: 'enrollment', result: { notes: 'Nothing new since last year.' } });
  });

  it('gives back a health draft, sent one value per path, nested and sealed', async () => {
    const shopper = await wizardShopper(store, ['income-di'], { annual_incode: 60000, working_hours: 40 });
    const draft = await shopper.call(saveStepDraft, {
      tab_name: 'primary_health_info',
      revision: 1,
      data: {
        'condition_questions.0.question_id': 101,
        'condition_questions.0.yes_no_flag': '1',
        'condition_questions.0.conditions.0.health_condition': 'Hypertension',
        'medication_question.question_id': 150,
        'medication_question.yes_no_flag': '1',
        'medication_question.medications.0.medication': 'lisinopril',
        notes: 'Stable',
      },
    });
    expect(draft.statusCode).toBe(200);
    expect(dataOf(await shopper.call(getExistingPrimaryHealthInfo, {}))).toEqual({
      result: {
        condition_questions: [
          { question_id: 101, yes_no_flag: '1', conditions: [{ health_condition: 'Hypertension' }] },
        ],
        medication_question: { question_id: 150, yes_no_flag: '1', medications: [{ medication: 'lisinopril' }] },
        notes: 'Stable',
      },
      draft_revision: 1,
      source: 'enrollment',
    });
    const rows = await store.db
      .select()
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, shopper.enrollmentId));
    expect(JSON.stringify(rows)).not.toMatch(/Hypertension|lisinopril/);
  });

  const spouse = {
    relationship: 'spouse',
    first_name: 'Sam',
    last_name: 'Lee',
    birthdate: '05/05/1988',
    gender: '1',
    ssn: '321-54-9876',
  };
  const child = (first: string) => ({
    relationship: 'child',
    first_name: first,
    last_name: 'Lee',
    birthdate: '08/08/2015',
    gender: '0',
    ssn: '456-78-9012',
  });

  it("follows each tier's rules for the list", async () => {
    const couple = await wizardShopper(store, ['span-dental'], { tier: 'IS', dependents: { dep_dob: '05/05/1988' } });
    const fields = dataOf(await couple.call(getFormFieldsDependentPrimaryInfo, {}));
    expect(fields.rules).toMatchObject({ tier: 'IS', premier: false, l713: false });
    expect(fields.is_legally_disabled).toBe(false);
    const started = dataOf(await couple.call(getDependentsExistingUserEnrollment, {})).result.dependents;
    expect(started).toEqual([
      { primary_info: expect.objectContaining({ relationship: 'spouse', birthdate: '05/05/1988' }), health_info: null },
    ]);
    const withChild = await couple.call(saveDependentInfo, {
      dependents: [{ primary_info: spouse }, { primary_info: child('Mia') }],
    });
    expect(withChild.error?.data).toEqual([
      { target_element: 'dependents', error_message: 'Please add every dependent this tier covers before continuing.' },
    ]);
    expect((await couple.call(saveDependentInfo, { dependents: [{ primary_info: spouse }] })).data).toMatchObject({
      completed: ['dependent_info'],
      repriced: null,
    });
    // The same list saved again changes nothing of the enrollment, so its cart is not priced again.
    const versionOf = async () => (await store.enrollments.find(couple.enrollmentId)).cartVersion;
    const version = await versionOf();
    dataOf(await couple.call(saveDependentInfo, { dependents: [{ primary_info: spouse }] }));
    expect(await versionOf()).toBe(version);

    const l713 = await wizardShopper(store, [['ally-family', 'ally-membership']], {
      tier: 'IC',
      dependents: { no_of_children: 2 },
    });
    const twoChildren = await l713.call(saveDependentInfo, {
      dependents: [{ primary_info: child('Mia') }, { primary_info: child('Leo') }],
    });
    expect(twoChildren.error?.data).toEqual([
      {
        target_element: 'dependents',
        error_message:
          'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
      },
    ]);
  });

  it('checks one dependent, keeps the list on the screen, and asks about a disabled child past 26', async () => {
    const family = await wizardShopper(store, ['span-dental'], {
      tier: 'IF',
      dependents: { dep_dob: '05/05/1988', no_of_children: 1 },
    });
    expect(dataOf(await family.call(getFormFieldsDependentPrimaryInfo, {})).is_legally_disabled).toBe(true);
    const grown = { ...child('Ava'), birthdate: '01/01/1990' };
    expect((await family.call(validateSingleDependent, { primary_info: grown })).error?.data).toEqual([
      {
        target_element: 'primary_info.birthdate',
        error_message: 'A child must be under 26 on the effective date, unless legally disabled',
      },
    ]);
    const disabled = { ...grown, is_legally_disabled: 1, disability_condition: 'Cerebral palsy' };
    expect((await family.call(validateSingleDependent, { primary_info: disabled })).statusCode).toBe(200);
    await family.call(saveDependentInfoToTemp, {
      dependents: [{ primary_info: { ...spouse, dependent_id: 'd1' } }],
      spouse_declined: false,
    });
    const kept = dataOf(await family.call(getDependentsExistingUserEnrollment, {})).result.dependents;
    expect(kept[0]?.primary_info).toMatchObject({ first_name: 'Sam', ssn: '***-**-9876' });
    const saved = await family.call(saveDependentInfo, {
      dependents: [{ primary_info: kept[0]?.primary_info ?? {} }, { primary_info: disabled }],
    });
    expect(saved.data?.completed).toContain('dependent_info');
    expect((await family.call(deleteDependentInIO, {})).data).toEqual({ result: true });
  });

  it('prices the cart again when a premier list makes another tier', async () => {
    const shopper = await wizardShopper(store, ['guard-premier'], {
      tier: 'IF',
      dependents: { dep_dob: '05/05/1988', no_of_children: 1 },
    });
    const saved = dataOf(await shopper.call(saveDependentInfo, { dependents: [{ primary_info: child('Mia') }] }));
    expect(saved.repriced).toEqual({
      tier: 'IC',
      previous_tier: 'IF',
      recurring_month_cost: 50,
      previous_recurring_month_cost: 80,
    });
  });

  it("answers another visitor's enrollment as not found", async () => {
    const owner = await wizardShopper(store, ['guard-accident']);
    const other = visitor(store.app, 'gamma.test');
    const enrollment_id = owner.enrollmentId;
    const answers = await Promise.all([
      other.call(getBeneficiariesExistingUserEnrollment, { enrollment_id }),
      other.call(saveBeneficiaryInfo, { enrollment_id, beneficiaries: [] }),
      other.call(validateSingleBeneficiary, { enrollment_id }),
      other.call(getHealthQuestionsPrimaryHealthInfo, { enrollment_id }),
      other.call(savePrimaryHealthInfo, { enrollment_id }),
      other.call(getFormFieldsDependentPrimaryInfo, { enrollment_id }),
      other.call(getDependentsExistingUserEnrollment, { enrollment_id }),
      other.call(validateSingleDependent, { enrollment_id, primary_info: {} }),
      other.call(saveDependentInfoToTemp, { enrollment_id, dependents: [] }),
      other.call(saveDependentInfo, { enrollment_id, dependents: [] }),
      other.call(deleteDependentInIO, { enrollment_id }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(404);
  });
});

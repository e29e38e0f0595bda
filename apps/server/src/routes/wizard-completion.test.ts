import { createHash } from 'node:crypto';
import { demoMailAttachmentPath, getDemoMail } from '@openenroll/contract/mail';
import { saveEnrollment } from '@openenroll/contract/quote';
import { getAgreementTexts, getFormFieldsAgreementInfo } from '@openenroll/contract/wizard/agreement-info';
import { saveBillingInfo } from '@openenroll/contract/wizard/billing-info';
import { savePersonalInfo } from '@openenroll/contract/wizard/personal-info';
import { getReceipt } from '@openenroll/contract/wizard/receipt';
import { continueEnrollment } from '@openenroll/contract/wizard/resume';
import { getReviewInfo } from '@openenroll/contract/wizard/review-info';
import { getDynamicTabs } from '@openenroll/contract/wizard/tabs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementEvidence, applicationDocuments, applicationPolicies, applications, invoices } from '../db/schema.ts';
import { mailTo } from '../test/mail.ts';
import { signaturePng } from '../test/signature-png.ts';
import { statementsOf } from '../test/statements-of.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { completedShopper, filledShopper, validPersonal } from '../test/wizard-shopper.ts';

describe('Agreement & Signature, Review & Confirmation and the receipt', () => {
  const store = useTestStore({ demoMode: true });

  const applicationOf = async (enrollmentId: string) =>
    (await store.db.select().from(applications).where(eq(applications.enrollmentId, enrollmentId)))[0];

  it("asks every required agreement, the applicant's name and a signature, in the spec's words", async () => {
    const shopper = await filledShopper(store, ['span-dental']);
    dataOf(await shopper.payByBank());
    const texts = dataOf(await shopper.call(getAgreementTexts, {}));
    expect(texts.result.map((text) => [text.text_head, text.text_required, text.agreement])).toEqual([
      ['Terms of enrollment', true, 1],
      ['Dental waiting periods', true, 1],
    ]);
    expect(texts).toMatchObject({ special_message: null, has_l713: false, l713_net_price: 0 });
    const fields = dataOf(await shopper.call(getFormFieldsAgreementInfo, {}));
    expect(fields).toMatchObject({
      signature_mode: 'sigapplicant',
      verification_title: 'Applicant Verification',
      signature: 'required',
    });
    expect(fields.result.filter((field) => field.required).map((field) => field.field_name)).toEqual([
      'user_name',
      'date',
      'signature',
    ]);

    const [general] = texts.result;
    const refused = await shopper.agree({
      agreements: [{ question_id: general?.question_id ?? 0, answer: 1 }],
      user_name: 'Someone Else',
      signature: undefined,
    });
    expect(refused.error?.data).toEqual([
      { target_element: 'agreements.1.answer', error_message: 'This field is required.' },
      {
        target_element: 'user_name',
        error_message: "Please type the applicant's first and last name as on Personal Information.",
      },
      { target_element: 'signature', error_message: 'Signature is required' },
    ]);
    const blank = await shopper.agree({ signature: signaturePng({ ink: false }) });
    expect(blank.error?.data).toEqual([
      {
        target_element: 'signature',
        error_message: 'The signature could not be read. Please clear it and sign again.',
      },
    ]);
    expect(await store.db.$count(agreementEvidence, eq(agreementEvidence.enrollmentId, shopper.enrollmentId))).toBe(0);

    const signed = await shopper.agree({ user_name: '  ana   NÚÑEZ ' });
    expect(signed.data).toEqual({
      completed: ['primary_info', 'contact_info', 'billing_info', 'agreement_info'],
      signed: true,
    });
    expect(dataOf(await shopper.cart()).has_already_signed).toBe(true);
  });

  it('keeps the evidence of the texts signed: version, SHA-256, time, signer, address and browser', async () => {
    const shopper = await completedShopper(store, ['span-dental']);
    const shown = dataOf(await shopper.call(getAgreementTexts, {})).result;
    const [evidence] = await store.db
      .select()
      .from(agreementEvidence)
      .where(eq(agreementEvidence.enrollmentId, shopper.enrollmentId));
    expect(evidence).toMatchObject({ signer: 'applicant', signatureMode: 'sigapplicant', userAgent: 'lightMyRequest' });
    expect(evidence?.clientIp).toMatch(/^10\.0\./);
    expect(evidence?.texts).toEqual(
      shown.map((text) => ({
        question_id: text.question_id,
        code: expect.any(String),
        version: text.version,
        sha256: createHash('sha256').update(`${text.text_head}\n\n${text.text_body}`).digest('hex'),
        head: text.text_head,
        required: text.text_required,
        agreed: true,
      })),
    );
    expect(evidence?.texts[0]?.version).toBe(3);
    const image = store.cipher.decrypt(evidence?.signatureSealed ?? '');
    expect(image).toBe(signaturePng());
    const png = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    expect(evidence?.signatureSha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(JSON.stringify(evidence)).not.toContain('Núñez');
  });

  it('keeps the signings of one turn in one statement, each with its own evidence and answers', async () => {
    const [ana, bo] = [await filledShopper(store, ['span-dental']), await filledShopper(store, ['span-dental'])];
    for (const shopper of [ana, bo]) dataOf(await shopper.payByBank());
    const sent = await statementsOf(async () => {
      const signed = await Promise.all([ana.agree({}), bo.agree({}), ana.agree({})]);
      expect(signed.map((answer) => answer.data?.signed)).toEqual([true, true, true]);
    });
    const evidenceInserts = sent.filter((text) => text.includes('insert into "agreement_evidence"'));
    if (process.env.TEST_DATABASE_URL) expect(evidenceInserts).toHaveLength(1);
    const evidenceOf = (enrollmentId: string) =>
      store.db.select().from(agreementEvidence).where(eq(agreementEvidence.enrollmentId, enrollmentId));
    expect(await evidenceOf(ana.enrollmentId)).toHaveLength(2);
    const [bos] = await evidenceOf(bo.enrollmentId);
    expect(store.cipher.decrypt(bos?.signatureSealed ?? '')).toBe(signaturePng());
    expect(dataOf(await bo.call(getReviewInfo, {})).missing).toEqual([]);
  });

  it('shows every step masked for review, then completes once into an application with its policies', async () => {
    const shopper = await completedShopper(store, ['span-dental']);
    const review = dataOf(await shopper.call(getReviewInfo, {}));
    expect(review.missing).toEqual([]);
    expect(review).toMatchObject({
      enroll_by: 'applicant',
      has_already_signed: true,
      signature_required: true,
      sms_signature_offered: false,
    });
    const cards = Object.fromEntries(review.result.map((step) => [step.tab_name, step.answers]));
    expect(cards.primary_info).toMatchObject({ first_name: 'Ana', ssn: '***-**-6789' });
    expect(cards.billing_info).toMatchObject({ payment_method: 'eft', account_number: '****6789' });
    expect(JSON.stringify(review)).not.toMatch(/123456789|000123456789/);
    expect(review.cart.plans.map((plan) => plan.plan_name)).toEqual(['Span Dental']);

    const refusedSms = await shopper.complete({ send_sms: 1 });
    expect(refusedSms.error?.data[0]?.target_element).toBe('send_sms');

    const [first, second] = await Promise.all([
      shopper.complete({ additional_notes: 'Call after 5pm', first_enroll: 1 }),
      shopper.complete({ additional_notes: 'Call after 5pm', first_enroll: 1 }),
    ]);
    const receipt = dataOf(first);
    expect(receipt).toEqual({
      policy_id: expect.stringMatching(/^OE-[A-Z2-9]{5}-[A-Z2-9]{5}$/),
      name: 'Ana Núñez',
      callInvoice: false,
      status: 'submitted',
    });
    expect(dataOf(second)).toEqual(receipt);
    expect(dataOf(await shopper.complete({}))).toEqual(receipt);
    expect(dataOf(await shopper.call(getReceipt, {}))).toEqual(receipt);

    const application = await applicationOf(shopper.enrollmentId);
    expect(application).toMatchObject({
      confirmationNumber: receipt.policy_id,
      paymentMethod: 'eft',
      status: 'submitted',
    });
    expect(await store.db.$count(applications, eq(applications.enrollmentId, shopper.enrollmentId))).toBe(1);
    const policies = await store.db
      .select()
      .from(applicationPolicies)
      .where(eq(applicationPolicies.applicationId, application?.id ?? ''));
    expect(policies).toEqual([
      expect.objectContaining({ planName: 'Span Dental', status: 'pending', carrierName: 'Acme Mutual' }),
    ]);
    const [document] = await store.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application?.id ?? ''));
    const pdf = Buffer.from(store.cipher.decrypt(document?.pdfSealed ?? ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(document?.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    // Closed: the wizard, the cart and the session's hold on it.
    const again = await shopper.save('personal-info', validPersonal);
    expect(again.error).toMatchObject({
      statusCode: 422,
      errorCode: 'submitted',
      message: 'This enrollment has been submitted and can no longer be changed.',
    });
    expect((await shopper.call(getDynamicTabs, {})).error?.errorCode).toBe('submitted');
    expect((await shopper.call(saveBillingInfo, { payment_method: 'stmt' })).error?.errorCode).toBe('submitted');
    expect((await shopper.call(savePersonalInfo, validPersonal)).statusCode).toBe(422);
  });

  it('e-mails the Enrollment Receipt with the application PDF attached', async () => {
    const shopper = await completedShopper(store, ['span-dental']);
    const receipt = dataOf(await shopper.complete({}));
    await store.jobs.drain();
    const receipts = async () =>
      (await mailTo(store.db, 'ana.nunez@example.com', 'enrollment-receipt')).filter((message) =>
        message.text.includes(receipt.policy_id),
      );
    const [message, ...more] = await receipts();
    expect(more).toEqual([]);
    expect(message).toMatchObject({ subject: 'Enrollment Receipt', status: 'sent' });
    const shown = dataOf(
      await visitor(store.app, 'alpha.test', '127.0.0.1').call(getDemoMail, { id: message?.id ?? '' }),
    );
    const download = await store.app.inject({ url: demoMailAttachmentPath(message?.id ?? '') });
    expect(shown.attachment).toEqual({
      filename: `application-${receipt.policy_id}.pdf`,
      content_type: 'application/pdf',
      size_bytes: download.rawPayload.length,
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The job run again (a retry after a crash) sends no second receipt.
    const application = await applicationOf(shopper.enrollmentId);
    await store.jobs.send('application-receipt', { applicationId: application?.id ?? '' });
    await store.jobs.drain();
    expect(await receipts()).toHaveLength(1);
    expect(await store.db.$count(invoices)).toBe(0);
  });

  it('no longer opens a completed enrollment by its saved code', async () => {
    const shopper = await completedShopper(store, ['span-dental']);
    dataOf(await shopper.call(saveEnrollment, { tab: 'review_info', email: 'later@example.com' }));
    await store.jobs.drain('send-mail');
    const [saved] = await mailTo(store.db, 'later@example.com', 'saved-enrollment');
    const code = /code: ([A-Z2-9]{4}-[A-Z2-9]{4})/.exec(saved?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    dataOf(await shopper.complete({}));
    const reopened = await shopper.browser.call(continueEnrollment, { code, email: 'later@example.com' });
    expect(reopened.statusCode).toBe(422);
  });

  it('refuses to complete before every step is saved, or with the agreements changed since', async () => {
    const shopper = await filledShopper(store, ['span-dental']);
    const early = await shopper.complete({});
    expect(early.error).toMatchObject({
      errorCode: 'steps-incomplete',
      message: 'Please complete Billing Information, Agreement & Signature before you submit your enrollment.',
    });
    dataOf(await shopper.payByBank());
    dataOf(await shopper.agree());
    // A plan added since brings its own agreement: what was signed is no longer what applies.
    dataOf(await shopper.add('care-line'));
    const changed = await shopper.complete({});
    expect(changed.error).toMatchObject({
      errorCode: 'agreements-changed',
      message: 'The agreements changed since they were signed. Please review Agreement & Signature again.',
    });
    dataOf(await shopper.agree());
    expect(dataOf(await shopper.complete({})).status).toBe('submitted');
    const policies = await store.db
      .select({ name: applicationPolicies.planName })
      .from(applicationPolicies)
      .innerJoin(applications, eq(applications.id, applicationPolicies.applicationId))
      .where(eq(applications.enrollmentId, shopper.enrollmentId));
    expect(policies.map((policy) => policy.name).sort()).toEqual(['Care Line', 'Span Dental']);
  });
});

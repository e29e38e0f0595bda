import type { Call, CallInput } from '@openenroll/contract/call';
import { addPlanToCart, cartCheckout, getCartEffectiveDates } from '@openenroll/contract/cart';
import { confirmGroup } from '@openenroll/contract/entry';
import { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import {
  getAgreementTexts,
  getFormFieldsAgreementInfo,
  saveAgreementInfo,
} from '@openenroll/contract/wizard/agreement-info';
import {
  getExistingBankInfo,
  getExistingCardInfo,
  getPaymentMethod,
  saveBillingInfo,
  saveBillingInfoExisting,
} from '@openenroll/contract/wizard/billing-info';
import { saveContactInfo } from '@openenroll/contract/wizard/contact-info';
import { saveEnrollerCode, savePersonalInfo } from '@openenroll/contract/wizard/personal-info';
import { getMemberAgreement, saveMemberSignature } from '@openenroll/contract/wizard/receipt';
import { getReviewInfo, saveReviewInfo } from '@openenroll/contract/wizard/review-info';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, applications, invoices } from '../db/schema.ts';
import { mailTo } from '../test/mail.ts';
import { memberIdsByCode, signedIn } from '../test/members.ts';
import { planIdsByCode } from '../test/shopper.ts';
import { signaturePng } from '../test/signature-png.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, type Visitor, visitor } from '../test/visitor.ts';
import { filledShopper, validContact, validPersonal } from '../test/wizard-shopper.ts';

describe('enrolling for someone: list bills, verification, and the member signing later', () => {
  const store = useTestStore();

  /** A representative's cart for an enrollment already started, checked out for Rep Enrollment. */
  async function checkedOutFor(browser: Visitor, enrollment_id: string, plan: string) {
    const id = await planIdsByCode(store.db);
    const detail = dataOf(await browser.call(getPlanPricingDetail, { pid: id(plan), enrollment_id }));
    dataOf(
      await browser.call(addPlanToCart, {
        enrollment_id,
        plan_id: id(plan),
        plan_pricing_id: detail.plans[0]?.ppid ?? 0,
      }),
    );
    const [date = ''] = dataOf(await browser.call(getCartEffectiveDates, { enrollment_id })).result;
    dataOf(await browser.call(cartCheckout, { enrollment_id, effective_date: date, type: 'rep' }));
    const call = <C extends Call>(contract: C, input: Omit<CallInput<C>, 'enrollment_id'>) =>
      browser.call(contract, { enrollment_id, ...input } as CallInput<C>);
    return {
      call,
      save: <C extends Call>(contract: C, input: Omit<CallInput<C>, 'enrollment_id'>) => call(contract, input),
      agree: async (extra: Partial<CallInput<typeof saveAgreementInfo>>) => {
        const texts = dataOf(await call(getAgreementTexts, {})).result;
        return call(saveAgreementInfo, {
          agreements: texts.map((text) => ({ question_id: text.question_id, answer: 1 as const })),
          signature: signaturePng(),
          ...extra,
        });
      },
      complete: (input: Omit<CallInput<typeof saveReviewInfo>, 'enrollment_id'>) => call(saveReviewInfo, input),
    };
  }

  /** The token of the newest signature link sent to an address or phone. */
  async function linkSentTo(to: string) {
    await store.jobs.drain('send-mail');
    const rows = await mailTo(store.db, to, 'signature-request');
    return rows.map((row) => ({
      channel: row.channel,
      token: /sign-agreement\/([A-Za-z0-9_-]{43})/.exec(row.text)?.[1],
    }));
  }

  it("bills a group's employee by list bill, verifies the group, and lets the member sign by the link texted", async () => {
    const browser = visitor(store.app, 'gamma.test');
    dataOf(await browser.call(confirmGroup, { group_code: 'GULF-4000' }));
    const shopper = await filledShopper(store, ['gulf-dental'], {}, browser);
    expect(dataOf(await shopper.call(getPaymentMethod, {})).result).toEqual({
      payment_method: 'list',
      allowed: ['list'],
      locked: true,
    });
    dataOf(await shopper.call(saveBillingInfo, { payment_method: 'list', bill_date: 1 }));
    const fields = dataOf(await shopper.call(getFormFieldsAgreementInfo, {}));
    expect(fields).toMatchObject({
      signature_mode: 'group',
      verification_title: 'Group Verification',
      signature: 'optional',
    });

    const wrong = await shopper.agree({
      group_name: 'Gulf Company',
      group_code: 'GULF-0000',
      user_name: undefined,
      signature: undefined,
    });
    expect(wrong.error?.data).toEqual([
      { target_element: 'group_name', error_message: 'This is not the name of the group enrolling.' },
      { target_element: 'group_code', error_message: 'This is not the enrollment code of the group enrolling.' },
    ]);
    const verified = await shopper.agree({
      group_name: 'gulf co',
      group_code: 'gulf-4000',
      user_name: undefined,
      signature: undefined,
    });
    expect(verified.data?.signed).toBe(false);
    const review = dataOf(await shopper.call(getReviewInfo, {}));
    expect(review).toMatchObject({ enroll_by: 'group', has_already_signed: false, sms_signature_offered: true });
    // The informational text of list billing is part of what was agreed.
    expect(review.result.find((step) => step.tab_name === 'agreement_info')?.answers).toMatchObject({ signed: false });

    const receipt = dataOf(await shopper.complete({ send_sms: 1 }));
    expect(receipt).toMatchObject({ callInvoice: true, status: 'awaiting-signature', name: 'Ana Núñez' });
    await store.jobs.drain();
    const application = (
      await store.db.select().from(applications).where(eq(applications.enrollmentId, shopper.enrollmentId))
    )[0];
    expect(application).toMatchObject({ paymentMethod: 'list', status: 'awaiting-signature', sendSms: true });
    const [invoice] = await store.db
      .select()
      .from(invoices)
      .where(eq(invoices.applicationId, application?.id ?? ''));
    expect(invoice).toMatchObject({ amount: 15, dueDate: application?.effectiveDate, status: 'open' });

    const links = [...(await linkSentTo('ana.nunez@example.com')), ...(await linkSentTo('2145550187'))];
    expect(links.map((link) => link.channel).sort()).toEqual(['email', 'sms']);
    const token = links[0]?.token ?? '';
    expect(links[1]?.token).toBe(token);

    // The member alone, in another browser: the link's agreement, on its own site only.
    const member = visitor(store.app, 'gamma.test');
    expect((await visitor(store.app, 'alpha.test').call(getMemberAgreement, { token })).statusCode).toBe(404);
    const agreement = dataOf(await member.call(getMemberAgreement, { token }));
    expect(agreement).toMatchObject({
      site_name: 'Gamma Shop',
      first_name: 'Ana',
      policy_id: receipt.policy_id,
      plans: ['Gulf Group Dental'],
    });
    expect(agreement.result.map((text) => text.text_head)).toEqual([
      'Terms of enrollment',
      'Dental waiting periods',
      'Billing by statement',
    ]);
    const answers = agreement.result.map((text) => ({ question_id: text.question_id, answer: 1 as const }));
    const unsigned = await member.call(saveMemberSignature, {
      token,
      agreements: answers.slice(1),
      user_name: 'Ana Nunez',
    });
    expect(unsigned.error?.data).toEqual([
      { target_element: 'agreements.0.answer', error_message: 'This field is required.' },
      {
        target_element: 'user_name',
        error_message: "Please type the applicant's first and last name as on Personal Information.",
      },
      { target_element: 'signature', error_message: 'Signature is required' },
    ]);
    const signed = await member.call(saveMemberSignature, {
      token,
      agreements: answers,
      user_name: 'Ana Núñez',
      signature: signaturePng(),
    });
    expect(signed.data).toEqual({ policy_id: receipt.policy_id, signed: true });
    expect(
      (
        await member.call(saveMemberSignature, {
          token,
          agreements: answers,
          user_name: 'Ana Núñez',
          signature: signaturePng(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await member.call(getMemberAgreement, { token })).statusCode).toBe(404);

    const after = (
      await store.db
        .select()
        .from(applications)
        .where(eq(applications.id, application?.id ?? ''))
    )[0];
    expect(after).toMatchObject({ status: 'submitted', signedAt: expect.any(Date) });
    expect(
      await store.db.$count(applicationDocuments, eq(applicationDocuments.applicationId, application?.id ?? '')),
    ).toBe(2);
    await store.jobs.drain();
    const told = await mailTo(store.db, 'hr@gulf.test', 'application-signed');
    expect(told[0]?.text).toContain(receipt.policy_id);
  });

  it("verifies a representative by name and code, and offers an existing member's saved accounts, masked", async () => {
    const ids = await memberIdsByCode(store.db);
    const ann = await signedIn(store.app, store.db, 'ann');
    const started = await ann.post('add-filter-for-existing-user', { user_id: ids('c5'), tier: 'IO' });
    expect(started.statusCode).toBe(200);
    const shopper = await checkedOutFor(ann, started.body.data.temp_enrollment_id, 'smile');
    dataOf(await shopper.call(saveEnrollerCode, { enrollerCode: 'ANN100' }));
    dataOf(
      await shopper.save(savePersonalInfo, {
        ...validPersonal,
        first_name: 'Finn',
        last_name: 'Foster',
        ssn: undefined,
      }),
    );
    dataOf(
      await shopper.save(saveContactInfo, {
        ...validContact,
        phone_number: '2145550177',
        email_address: 'finn.f@example.com',
      }),
    );

    expect(dataOf(await shopper.call(getExistingBankInfo, {})).result).toEqual([
      {
        bank_id: expect.any(Number),
        bank_name: 'JPMORGAN CHASE BANK, NA',
        bank_routing: '111000614',
        account_name: 'Finn Foster',
        account_number: '****4321',
        account_type: 'checking',
        account_holder_type: 'individual',
      },
    ]);
    const cards = dataOf(await shopper.call(getExistingCardInfo, {})).result;
    expect(cards.map((card) => [card.brand, card.card_number, card.expired])).toEqual([
      ['visa', '**** 4242', false],
      ['mastercard', '**** 4444', true],
    ]);
    const expired = await shopper.call(saveBillingInfoExisting, { payment_method: 'cc', card_id: cards[1]?.card_id });
    expect(expired.error?.data).toEqual([{ target_element: 'card_id', error_message: 'This card has expired' }]);
    dataOf(
      await shopper.call(saveBillingInfoExisting, { payment_method: 'cc', card_id: cards[0]?.card_id, bill_date: 10 }),
    );

    expect(dataOf(await shopper.call(getFormFieldsAgreementInfo, {})).signature_mode).toBe('rep');
    const wrong = await shopper.agree({ agent_name: 'Dan Delta', agent_code: 'DAN-5000', user_name: undefined });
    expect(wrong.error?.data).toEqual([
      { target_element: 'agent_name', error_message: 'This is not the name of the representative enrolling.' },
      { target_element: 'agent_code', error_message: 'This is not the code of the representative enrolling.' },
    ]);
    // The member, beside the representative, signs on the pad: nothing is left to sign later.
    dataOf(await shopper.agree({ agent_name: 'Ann Agent', agent_code: 'ann-1000', user_name: undefined }));
    const review = dataOf(await shopper.call(getReviewInfo, {}));
    expect(review).toMatchObject({ enroll_by: 'rep', has_already_signed: true, sms_signature_offered: false });
    expect(review.result.find((step) => step.tab_name === 'billing_info')?.answers).toMatchObject({
      payment_method: 'cc',
      card_brand: 'visa',
      card_last4: '4242',
    });
    const receipt = dataOf(await shopper.complete({}));
    expect(receipt).toMatchObject({ status: 'submitted', callInvoice: false, name: 'Finn Foster' });
  });
});

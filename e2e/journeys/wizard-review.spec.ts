import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DENTAL, openMail, reachStep } from '../steps.ts';

/**
 * Billing and Agreement & Signature saved as their screens would save them: a bank account of the bundled directory,
 * every agreement ticked, the applicant's name typed and a signature drawn.
 */
async function saveBillingAndAgreement(page: Page, userName: string) {
  const statuses = await page.evaluate(async (name) => {
    const enrollmentId = JSON.parse(localStorage.getItem('tempId') ?? '""') as string;
    const headers = { accept: 'application/json', 'content-type': 'application/json' };
    const post = async (path: string, body: object) => {
      const response = await fetch(`/api/v1/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ enrollment_id: enrollmentId, ...body }),
      });
      const payload = (await response.json()) as { status: string; message?: string };
      return payload.status === 'success' ? 'success' : (payload.message ?? payload.status);
    };
    const billing = await post('save-billing-info', {
      payment_method: 'eft',
      account_name: name,
      bank_name: 'My bank',
      routing_number: '111000614',
      account_number: '000123456789',
      account_type: 'checking',
      account_holder_type: 'individual',
      bill_date: 15,
    });
    const texts = (await (
      await fetch(`/api/v1/get-agreement-texts?enrollment_id=${enrollmentId}`, { headers })
    ).json()) as { data: { result: { question_id: number; text_head: string }[] } };
    const pad = document.createElement('canvas');
    pad.width = 300;
    pad.height = 100;
    const pen = pad.getContext('2d');
    if (pen) {
      pen.lineWidth = 4;
      pen.beginPath();
      for (let x = 10; x < 290; x += 2) pen.lineTo(x, 50 + Math.sin(x / 12) * 25);
      pen.stroke();
    }
    const agreement = await post('save-agreement-info', {
      agreements: texts.data.result.map((text) => ({
        question_id: text.question_id,
        question: text.text_head,
        answer: 1,
      })),
      user_name: name,
      signature: pad.toDataURL('image/png'),
    });
    return { billing, agreement };
  }, userName);
  expect(statuses).toEqual({ billing: 'success', agreement: 'success' });
}

test('the review shows every step masked, edits Contact and returns, then completes into a receipt', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  // Ana Reyes, SSN 123-45-6789, of 1200 Main St.
  await reachStep(page, 'Billing Information', { plans: [DENTAL] });
  await saveBillingAndAgreement(page, 'Ana Reyes');

  await page.goto('/enrollment/review-confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();
  const card = (title: string) => page.getByRole('region', { name: title, exact: true });
  await expect(card('Personal Information')).toContainText('Ana');
  await expect(card('Personal Information')).toContainText('***-**-6789');
  await expect(page.getByText('123-45-6789')).toHaveCount(0);
  await expect(card('Contact Information')).toContainText('1200 Main St');
  await expect(card('Billing Information')).toContainText('****6789');
  await expect(card('Billing Information')).toContainText('Bank Account (EFT)');
  await expect(card('Agreement & Signature')).toContainText('Yes');
  // A dental cart has no Employer step.
  await expect(card('Employer Information')).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Your Plans' });
  await expect(summary).toContainText('BrightSmile Preventive Dental');
  await expect(summary).toContainText('First Month Total Cost');
  await expect(summary).toContainText('Recurring Monthly Cost');
  // An applicant enrolling themselves is not offered the text-message signature.
  await expect(page.getByLabel(/by text message/)).toHaveCount(0);
  await expectAccessible(page);

  await card('Personal Information').getByRole('button', { name: 'View Details' }).click();
  const personal = page.getByRole('dialog', { name: 'Personal Information' });
  await expect(personal).toContainText('Social Security Number');
  await expect(personal).toContainText('***-**-6789');
  await expect(personal).toContainText('Single');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(personal).toBeHidden();

  await card('Contact Information').getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Contact Information' });
  await expect(details).toContainText('ana.reyes@example.com');
  await details.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact Information' });
  // Opened from the review: Cancel and Submit in place of Back and Next.
  await expect(form.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await form.getByLabel('Address Line 1').fill('1300 Elm St');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();
  await expect(card('Contact Information')).toContainText('1300 Elm St');

  await page.getByLabel('Additional Notes').fill('Please call after 5pm');
  const complete = page.getByRole('button', { name: 'Complete Enrollment' });
  await complete.click();
  await expect(page).toHaveURL(/\/enrollment\/receipt\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ana Reyes!' })).toBeVisible();
  const number = page.getByText(/^OE-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expect(number).toBeVisible();
  const confirmation = (await number.textContent()) ?? '';
  await expect(
    page.getByText("A receipt has been sent to your e-mail address with the subject 'Enrollment Receipt'."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);

  // Back does not reopen the submitted enrollment's review; a reload still shows the receipt.
  const receiptUrl = page.url();
  await page.goBack();
  await expect(page).not.toHaveURL(/review-confirm/);
  await page.goto(receiptUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ana Reyes!' })).toBeVisible();
  await expect(page.getByText(confirmation, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to homepage' }).click();
  await expect(page).not.toHaveURL(/receipt/);

  const mail = await openMail(page, /Enrollment Receipt/, 'ana.reyes@example.com');
  expect(mail).toContain(confirmation);
});

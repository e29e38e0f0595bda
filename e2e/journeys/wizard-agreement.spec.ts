import { expect, siteA, test } from '../fixtures.ts';
import {
  addFromListing,
  checkoutToWizard,
  choosePortal,
  completePersonal,
  DENTAL,
  drawSignature,
  enterAsRepresentative,
  fillContact,
  getQuote,
  openMail,
  REP_ACCESS_CODE,
  reachStep,
  saveBillingByApi,
  wizardStep,
} from '../steps.ts';

const REQUIRED = 'This field is required.';
const STEP = siteA('/enrollment/agreement-signature');
/** The applicant's phone in the representative's journey: its own, so the mailbox's newest text to it is this one. */
const PHONE = '2145550163';
/** Maria Lopez's address in the demo catalog: the representative told when the member signs. */
const REP_EMAIL = 'maria.lopez@sunrisebenefits.example';

test('an applicant agrees, is told what is missing, and signs by drawing and by typing', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  await reachStep(page, 'Billing Information', { plans: [DENTAL] });
  await saveBillingByApi(page);

  await page.goto(STEP);
  await expect(page.getByRole('heading', { level: 1, name: 'Agreement & Signature' })).toBeVisible();
  const form = wizardStep(page, 'Agreement & Signature');
  const boxes = form.getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  // Four agreements: no select-all box.
  await expect(form.getByRole('checkbox', { name: 'Select all agreements' })).toHaveCount(0);
  await expect(form.getByRole('group', { name: 'Applicant Verification' })).toBeVisible();
  await expect(form.getByLabel('Date')).not.toBeEditable();
  const pad = form.getByRole('img', { name: /Signature pad/ });
  await expect(pad).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Next' }).click();
  const authorization = form.getByRole('checkbox', { name: /Application and authorization/ });
  await expect(authorization).toHaveAccessibleDescription(new RegExp(`${REQUIRED.replace('.', '\\.')}$`));
  await expect(authorization).toBeFocused();
  await expect(form.getByRole('checkbox', { name: /Privacy notice/ })).not.toHaveAccessibleDescription(/required/);
  await expect(form.getByLabel(/Applicant Name/)).toHaveAccessibleDescription(/Field is required/);
  await expect(pad).toHaveAccessibleDescription(/Signature is required$/);
  await expectAccessible(page);

  // Ticking a box clears its message.
  for (const name of [/Application and authorization/, /Electronic signature/, /Dental waiting periods/]) {
    await form.getByRole('checkbox', { name }).check();
  }
  await expect(authorization).not.toHaveAccessibleDescription(/required/);

  // Drawn with the mouse; a name that is not the applicant's is refused by the server under the name.
  await form.getByLabel(/Applicant Name/).fill('Ana Smith');
  await drawSignature(page, pad);
  await expect(form.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await expect(pad).not.toHaveAccessibleDescription(/Signature is required/);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByLabel(/Applicant Name/)).toHaveAccessibleDescription(
    /^Please type the applicant's first and last name as on Personal Information\./,
  );
  await expect(authorization).toBeChecked();
  await expectAccessible(page);

  await form.getByLabel(/Applicant Name/).fill('Ana Reyes');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();

  // Signed again, by typing the name: the way a keyboard or screen-reader user signs.
  await page.goto(STEP);
  await expect(page.getByRole('heading', { level: 1, name: 'Agreement & Signature' })).toBeVisible();
  await expect(form.getByLabel(/Applicant Name/)).toHaveValue('Ana Reyes');
  for (const name of [/Application and authorization/, /Electronic signature/, /Dental waiting periods/]) {
    await form.getByRole('checkbox', { name }).check();
  }
  // With the keyboard alone: the arrow key picks typing, Tab reaches the name.
  await form.getByRole('radio', { name: 'Draw' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Type your name' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Type your full name as your signature')).toBeFocused();
  await page.keyboard.type('Ana Reyes');
  await expect(form.getByRole('img', { name: 'Your signature: Ana Reyes' })).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();
});

test('a representative leaves the signature to the member, sent by e-mail and text; the member signs, the representative is told', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow();
  const email = `ana.signs.${Date.now()}@example.com`;
  await enterAsRepresentative(page);
  await choosePortal(page, 'Individual & Family Marketplace');
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByRole('button', { name: 'Start New Member Enrollment' }).click();
  await getQuote(page, { home: siteA('/home') });
  await addFromListing(page, 'dental', 'BrightSmile Preventive Dental');
  await addFromListing(page, 'vision', 'ClearView Essential Vision');
  await addFromListing(page, 'rx', 'Tidewater RxSaver Card');
  await checkoutToWizard(page, { as: 'Rep Enrollment' });
  await completePersonal(page);
  await fillContact(page, { email, phone: PHONE });
  await wizardStep(page, 'Contact Information').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
  await saveBillingByApi(page);

  await page.goto(STEP);
  await expect(page.getByRole('heading', { level: 1, name: 'Agreement & Signature' })).toBeVisible();
  const form = wizardStep(page, 'Agreement & Signature');
  const broker = form.getByRole('group', { name: 'Broker Verification' });
  await expect(broker.getByLabel(/Agent Name/)).toBeVisible();
  await expect(form.getByText(/sign here now, or later by the link/)).toBeVisible();

  // Six agreements: a box ticks them all, in step with each one.
  const all = form.getByRole('checkbox', { name: 'Select all agreements' });
  await all.check();
  await expect(form.getByRole('checkbox', { name: /Vision network/ })).toBeChecked();
  await form.getByRole('checkbox', { name: /Vision network/ }).uncheck();
  await expect(all).not.toBeChecked();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('checkbox', { name: /Vision network/ })).toHaveAccessibleDescription(/required\.$/);
  await expect(broker.getByLabel(/Agent Code/)).toHaveAccessibleDescription(/Field is required/);
  await expectAccessible(page);

  await form.getByRole('checkbox', { name: /Vision network/ }).check();
  await expect(all).toBeChecked();
  await broker.getByLabel(/Agent Name/).fill('Maria Lopez');
  await broker.getByLabel(/Agent Code/).fill('SUN-0000');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(broker.getByLabel(/Agent Code/)).toHaveAccessibleDescription(
    'This is not the code of the representative enrolling.',
  );
  await broker.getByLabel(/Agent Code/).fill(REP_ACCESS_CODE);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();

  // Review offers the representative the text message (part 2, §2.11): the link goes by e-mail and by text.
  const sms = page.getByRole('checkbox', {
    name: 'Send the enrollment and the signature request to the applicant by text message',
  });
  await expect(sms).not.toBeChecked();
  await sms.check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/receipt\?id=/, { timeout: 30_000 });
  await expect(page.getByText('The applicant has been sent a link to sign the agreement.')).toBeVisible();
  const policyId = (await page.getByText(/^OE-[A-Z2-9]{5}-[A-Z2-9]{5}$/).textContent()) ?? '';
  expect(policyId).not.toBe('');
  await expectAccessible(page);

  const mail = await openMail(page, new RegExp(`Please sign your enrollment application ${policyId}`), email);
  const link = /href="([^"]*\/sign-agreement\/[A-Za-z0-9_-]{43})"/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');
  const textMessage = await openMail(page, /^Text message/, PHONE);
  expect(textMessage).toContain(`Sunrise Benefits: please sign your enrollment application ${policyId}: ${link}`);

  // The member, alone, in a browser of their own.
  const member = await browser.newContext();
  const own = await member.newPage();
  await own.goto(link);
  await expect(own.getByRole('heading', { level: 1, name: 'Sign your application' })).toBeVisible();
  await expect(own.getByText(policyId)).toBeVisible();
  await expect(own.getByText('ClearView Essential Vision')).toBeVisible();
  await expectAccessible(own);
  // The member signs on a phone, as a link from an e-mail is often opened.
  await own.setViewportSize({ width: 390, height: 844 });

  await own.getByRole('button', { name: 'Sign Application' }).click();
  await expect(own.getByRole('checkbox', { name: /Application and authorization/ })).toHaveAccessibleDescription(
    /required\.$/,
  );
  await expect(own.getByRole('img', { name: /Signature pad/ })).toHaveAccessibleDescription(/Signature is required$/);
  await expectAccessible(own);

  await own.getByRole('checkbox', { name: 'Select all agreements' }).check();
  await own.getByLabel(/Your Full Name/).fill('Ana Reyes');
  await drawSignature(own, own.getByRole('img', { name: /Signature pad/ }));
  await own.getByRole('button', { name: 'Sign Application' }).click();
  await expect(own.getByRole('status')).toContainText(
    'Thank you: your signature was received and your application is complete.',
  );
  await expectAccessible(own);

  // The link is used once.
  await own.reload();
  await expect(own.getByText('This signature link has expired or was already used.')).toBeVisible();
  await expectAccessible(own);
  await member.close();

  // The representative who enrolled her is told.
  const notice = await openMail(page, new RegExp(`Application ${policyId} was signed`), REP_EMAIL);
  expect(notice).toContain(`Ana Reyes signed enrollment application ${policyId}; it is now submitted.`);
  expect(notice).toContain('Sunrise Benefits');
  await expectAccessible(page, { exclude: ['iframe'] });
});

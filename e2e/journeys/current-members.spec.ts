/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { ACCESS_PAGE, choosePortal, enterAsGroup, enterAsRepresentative, loadPlanPage, openMail } from '../steps.ts';

const CODE_SUBJECT = /: your code to see your current members/;

/** The code in the newest member-list e-mail to `email`, read from the demo mailbox in another tab of the same browser. */
async function mailedCode(context: BrowserContext, email: string) {
  const mailbox = await context.newPage();
  const code = /is (\d{6})\./.exec(await openMail(mailbox, CODE_SUBJECT, email))?.[1];
  expect(code, 'the e-mail carries a 6-digit code').toBeTruthy();
  await mailbox.close();
  return code ?? '';
}

/** Another 6-digit code than the right one. */
const wrongCodeFor = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

/** Sends the member-list code and proves it; the list then shows. */
async function proveCode(page: Page, email: string) {
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code from the e-mail').fill(await mailedCode(page.context(), email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your members' })).toBeVisible();
}

const memberRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('button') });

test('a representative proves the e-mailed code, finds a member and enrolls them with a tier', async ({
  page,
  context,
  expectAccessible,
}) => {
  await enterAsRepresentative(page);
  await choosePortal(page, 'Individual & Family Marketplace');
  await page.getByRole('button', { name: 'Current Member' }).click();

  // The code step: no list before the e-mailed code is proven in this session.
  await expect(page).toHaveURL(siteA('/agent-select-member'));
  await expect(page.getByRole('heading', { level: 1, name: 'Current Members' })).toBeVisible();
  await expect(page.getByText('To see your members, please confirm the code we e-mail you.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to m***@sunrisebenefits.example' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new code in [12]:\d\d\./)).toBeVisible();

  // A reload keeps the step as it was: the code sent, the wait counting down.
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to m***@sunrisebenefits.example' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  const countdown = page.getByText(/You can ask for a new code in [12]:\d\d\./);
  await expect(countdown).toBeVisible();
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? '');
  // Asked again where this browser forgot it (another tab, cleared data): the wait is shown, not an error.
  await page.evaluate(() => localStorage.removeItem('memberCodeSent'));
  await page.reload();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Enter the 6-digit code we sent to your e-mail address on file.' }),
  ).toBeVisible();
  await expect(countdown).toBeVisible();
  await expect(page.getByText(/Please wait \d+ seconds/)).toHaveCount(0);

  const codeField = page.getByLabel('Code from the e-mail');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');

  await codeField.fill('123');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(codeField).toHaveAccessibleDescription('Please enter  6 digit OTP inorder to proceed');

  const code = await mailedCode(context, 'maria.lopez@sunrisebenefits.example');
  await codeField.fill(wrongCodeFor(code));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(codeField).toHaveAccessibleDescription(
    'This code is not correct. Please check the e-mail and try again.',
  );
  await expectAccessible(page);
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The list: 5 rows a page, her own clients and her groups' members, the SSN masked.
  await expect(page.getByRole('heading', { name: 'Your members' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–5 of 13 members' })).toBeVisible();
  await expect(memberRows(page)).toHaveCount(5);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Name',
    'Date of Birth',
    'Email',
    'SSN',
    'Group',
    'Plans',
    'Enroll',
  ]);
  await expect(memberRows(page).first().getByRole('rowheader')).toHaveText('Elena Castillo');
  await expect(page.getByRole('table').getByRole('cell', { name: /^\*\*\*-\*\*-\d{4}$/ })).toHaveCount(5);
  await expect(page.getByRole('table')).not.toContainText(/\d{3}-?\d{2}-?\d{4}/);
  const pager = page.getByRole('navigation', { name: 'Member list pages' });
  await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
  await expectAccessible(page);

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 6–10 of 13 members' })).toBeVisible();
  await expect(memberRows(page).first().getByRole('rowheader')).toHaveText('Marcus Johnson');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 11–13 of 13 members' })).toBeVisible();
  await expect(memberRows(page)).toHaveCount(3);

  // Search happens on the server and starts again on page 1.
  await page.getByLabel('Search members').fill('rosa');
  await expect(page.getByRole('status').filter({ hasText: '1 member matching “rosa”' })).toBeVisible();
  await expect(pager).toHaveCount(0);
  const rosa = memberRows(page).filter({ hasText: 'Rosa Delgado' });
  await expect(memberRows(page)).toHaveCount(1);
  await expect(rosa.getByRole('cell', { name: '***-**-4471' })).toBeVisible();
  await expect(rosa.getByRole('cell', { name: '04/12/1979' })).toBeVisible();
  // An ended plan is red and says so in words.
  await expect(rosa.getByRole('listitem').filter({ hasText: '(Terminated)' })).toHaveCount(1);

  await page.getByLabel('Search members').fill('nobody-by-this-name');
  await expect(page.getByText('No members found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–5 of 13 members' })).toBeVisible();
  await page.getByLabel('Search members').fill('Delgado');
  await expect(memberRows(page)).toHaveCount(1);

  // Enroll Now: the tier modal; no tier is refused with the spec's words.
  await rosa.getByRole('button', { name: 'Enroll Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll Rosa Delgado' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Choose Tier')).toHaveAccessibleDescription('Please choose a tier');
  await expectAccessible(page);
  await dialog.getByLabel('Choose Tier').selectOption({ label: 'Family' });
  await expect(dialog.getByLabel('Choose Tier')).not.toHaveAccessibleDescription('Please choose a tier');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // The plans, for that member: Home / Current Member / Plans, and the member named in the summary.
  await expect(page).toHaveURL(siteA('/plans'));
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Current Member', 'Plans']);
  await expect(breadcrumb.getByRole('link', { name: 'Current Member' })).toHaveAttribute(
    'href',
    '/agent-select-member',
  );
  await expect(page.getByRole('definition').filter({ hasText: 'Rosa Delgado' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Member:' })).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.fromEntries(
      ['enroll_type', 'isCurrentMemberAvailable', 'isFilterDataSubmitted', 'selectedTier', 'tempId', 'portal_id'].map(
        (key) => [key, localStorage.getItem(key)],
      ),
    ),
  );
  expect(stored).toMatchObject({
    enroll_type: '"existing-member"',
    isCurrentMemberAvailable: 'true',
    isFilterDataSubmitted: 'true',
    selectedTier: '"IF"',
  });
  expect(stored.tempId).toBeTruthy();
  expect(stored.portal_id).toBeTruthy();

  // Back to the members: the code holds for the rest of the session.
  await breadcrumb.getByRole('link', { name: 'Current Member' }).click();
  await expect(page.getByRole('heading', { name: 'Your members' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
});

test("a group administrator sees only the group's members", async ({ page }) => {
  await enterAsGroup(page, siteA, 'LSL-2025', '/lone-star-logistics');

  await page.goto(siteA('/group-home'));
  await page.getByRole('button', { name: 'Current Member' }).click();
  await expect(page).toHaveURL(siteA('/group-select-member'));
  await proveCode(page, 'hr@lonestarlogistics.example');

  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–5 of 7 members' })).toBeVisible();
  const groupCells = page.getByRole('table').getByRole('cell', { name: 'Lone Star Logistics, Inc.' });
  await expect(groupCells).toHaveCount(5);
  const pager = page.getByRole('navigation', { name: 'Member list pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 6–7 of 7 members' })).toBeVisible();
  await expect(groupCells).toHaveCount(2);

  // The representative's own client and another group's member are not the group's.
  for (const outsider of ['Rosa Delgado', 'Sarah Kowalski']) {
    await page.getByLabel('Search members').fill(outsider);
    await expect(page.getByRole('status').filter({ hasText: `No members match “${outsider}”.` })).toBeVisible();
  }
  await page.getByLabel('Search members').fill('Marcus');
  await expect(memberRows(page)).toHaveCount(1);
  await expect(memberRows(page).getByRole('rowheader')).toHaveText('Marcus Johnson');
});

test("a member's own link opens the member home; the tier picker leads to the plans", async ({
  page,
  expectAccessible,
}) => {
  // Kevin Tran's link (catalog/members.yaml); a word that is no tier code leaves the choice to the member.
  await page.goto(siteA('/member-benefit-store/gBt1-3T1dQuAo57Ull3Qaw/start'));
  await expect(page).toHaveURL(siteA('/member-home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Kevin' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Choose Tier')).toHaveAccessibleDescription('Please choose a tier');
  await page.getByLabel('Choose Tier').selectOption({ label: 'Member Only' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(siteA('/plans'));
  expect(await page.evaluate(() => localStorage.getItem('enroll_type'))).toBe('"existing-member"');
  expect(await page.evaluate(() => localStorage.getItem('eprocess'))).toBe('"applicant"');

  // A tier code in the link goes straight to the plans, after forgetting what this browser kept.
  await page.evaluate(() => localStorage.setItem('menuSelectedItem', '"dental"'));
  await page.goto(siteA('/member-benefit-store/gBt1-3T1dQuAo57Ull3Qaw/IS'));
  await expect(page).toHaveURL(siteA('/plans'));
  const stored = await page.evaluate(() => ({
    tier: localStorage.getItem('selectedTier'),
    menu: localStorage.getItem('menuSelectedItem'),
  }));
  expect(stored).toEqual({ tier: '"IS"', menu: null });

  await page.goto(siteA('/member-benefit-store/no-such-member-link-here/IO'));
  await expect(page).toHaveURL(siteA('/404'));
});

test("during a lockout a member's own link says how long to wait, not that the page is missing", async ({
  browser,
  expectAccessible,
}) => {
  // A client of its own, so the lockout stays with this journey.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' } });
  try {
    const page = await context.newPage();
    for (let guess = 0; guess < 8; guess++) {
      await page.goto(siteA(`/member-benefit-store/no-such-member-link-${guess}0000/IO`));
      await expect(page).toHaveURL(siteA('/404'));
    }
    await page.goto(siteA('/member-benefit-store/gBt1-3T1dQuAo57Ull3Qaw/start'));
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a few minutes and try again.');
    await expect(page.getByText(/^You can open your link again in 1[45]:\d\d\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeDisabled();
    await expect(page).toHaveURL(siteA('/member-benefit-store/gBt1-3T1dQuAo57Ull3Qaw/start'));
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});

test('a member alone on a plan page quotes by choosing a tier, not by typing a quote', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/member-benefit-store/gBt1-3T1dQuAo57Ull3Qaw/start'));
  await expect(page).toHaveURL(siteA('/member-home'));
  await loadPlanPage(page, 'dental', 'BrightSmile Preventive Dental');

  await page.getByRole('button', { name: 'Get Quote: BrightSmile Preventive Dental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please choose a tier' });
  await expect(dialog.getByLabel('Choose Tier')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /quote/i })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByLabel('Choose Tier').selectOption({ label: 'Member Only' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to Cart: BrightSmile Preventive Dental' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedTier'))).toBe('"IO"');
});

test('the member home is only for a member who opened their own link', async ({ page }) => {
  await page.goto(siteA('/member-home'));
  await expect(page).toHaveURL(ACCESS_PAGE);
});

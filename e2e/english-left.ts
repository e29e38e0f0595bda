import { expect, type Page } from '@playwright/test';

/** Words English writes and Spanish never does: in text not marked lang="en", they are English left on the page. */
const englishOnly = [
  'the',
  'and',
  'your',
  'you',
  'please',
  'with',
  'for',
  'this',
  'that',
  'of',
  'to',
  'is',
  'are',
  'or',
  'next',
  'back',
  'cancel',
  'save',
  'select',
  'add',
  'remove',
  'continue',
  'submit',
  'close',
  'member',
  'yes',
  'applicant',
  'verification',
  'information',
  'enrollment',
  'coverage',
  'details',
  'name',
  'signature',
  'agreement',
  'billing',
  'account',
];

/** Fails when any text the page shows, outside what is marked lang="en", reads as English. */
export async function expectNoEnglish(page: Page) {
  const found = await page.evaluate((words) => {
    const english = new RegExp(`\\b(${words.join('|')})\\b`, 'i');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || parent.closest('script, style, noscript')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      if (!parent.checkVisibility()) continue;
      if (english.test(text)) texts.push(text.slice(0, 100));
    }
    return texts;
  }, englishOnly);
  expect(found, 'English text on a page read in Spanish').toEqual([]);
}

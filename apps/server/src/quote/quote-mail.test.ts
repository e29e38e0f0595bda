import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../mail/escape-html.ts';
import { brandOf } from '../mail/mail-layout.ts';
import { answerMail, type QuoteMailInput, quoteMail, reminderMail } from './quote-mail.ts';

const site = {
  name: 'Alpha <Benefits>',
  theme: [
    { key: 'primary_color', value: '#0b5cad' },
    { key: 'primary_text_color', value: 'red;background:url(https://evil.test/x)' },
    { key: 'logo', value: '/catalog-assets/alpha.svg' },
  ],
};

const input: QuoteMailInput = {
  brand: brandOf(site, 'http://localhost:3100'),
  contact: { display_name: 'Ann Agent', display_email: 'ann@alpha.test', display_phone: '(214) 555-0100' },
  cart: {
    result: [
      { plan_name: 'Smile Dental', price: 20.5 },
      { plan_name: 'Fit & Well "PPO"', price: 1234 },
    ] as QuoteMailInput['cart']['result'],
    tier: 'IO',
    effective_date: '01/01/2027',
    initial_month_cost: 1264.5,
    recurring_month_cost: 1254.5,
  },
  name: '<script>',
  message: 'See <b>this</b>\nThanks',
  link: 'http://localhost:3100/save-cart-direct-continue/abc/Y2FydF9pbmZv',
  expiresAt: new Date('2026-12-21T12:00:00Z'),
};

describe('quote e-mails', () => {
  it('escapes text for HTML', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;',
    );
  });

  it('escapes every typed or catalog text in the HTML part, and keeps the text part plain', () => {
    const mail = quoteMail(input);
    expect(mail.subject).toBe('Your personalized quote from Alpha <Benefits>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;');
    expect(mail.html).toContain('See &lt;b&gt;this&lt;/b&gt;<br>Thanks');
    expect(mail.html).toContain('Fit &amp; Well &quot;PPO&quot;');
    expect(mail.html).toContain('alt="Alpha &lt;Benefits&gt;"');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(mail.text).toContain('Hello <script>');
    expect(mail.text).toContain('- Fit & Well "PPO": $1,234.00 / month');
  });

  it("is branded with the site's color and logo; a theme value that is not a color is ignored", () => {
    const { html } = quoteMail(input);
    expect(html).toContain('background-color:#0b5cad');
    expect(html).toContain('<img src="http://localhost:3100/catalog-assets/alpha.svg"');
    expect(html).not.toContain('evil.test');
    expect(html).toContain('color:#ffffff');
  });

  it('carries the amounts, the effective date, the link and the contact block in both parts', () => {
    for (const part of [quoteMail(input).html, quoteMail(input).text]) {
      for (const expected of [
        'Smile Dental',
        '$20.50',
        'First Month Cost',
        '$1,264.50',
        'Recurring Monthly Cost',
        '$1,254.50',
        '01/01/2027',
        'Member Only',
        input.link,
        'December 21, 2026',
        'Ann Agent',
        'ann@alpha.test',
        '(214) 555-0100',
      ]) {
        expect(part).toContain(expected);
      }
    }
  });

  it('words the reminder and the answer notice for their readers', () => {
    expect(reminderMail(input).subject).toBe('Reminder: your personalized quote from Alpha <Benefits>');
    expect(reminderMail(input).text).toContain(input.link);
    const notice = answerMail({
      ...input,
      name: 'Jane Doe',
      accepted: false,
      sentAt: new Date('2026-11-21T12:00:00Z'),
    });
    expect(notice.subject).toBe('Jane Doe declined your quote from Alpha <Benefits>');
    expect(notice.text).toContain('Jane Doe declined the quote sent on November 21, 2026');
    expect(notice.text).not.toContain(input.link);
  });
});

import type { Locale } from '@openenroll/contract/locale';
import { formatLongDateIn } from '@openenroll/contract/locale-format';
import { escapeHtml } from '../mail/escape-html.ts';
import { type Brand, button, layout, paragraph } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-transport.ts';
import { resumeMailTexts } from './resume-mail-texts.ts';

type Mail = Omit<OutgoingMail, 'to'>;
export type ResumeMailInput = {
  brand: Brand;
  code: string;
  link: string;
  continueUrl: string;
  expiresAt: Date;
  language?: Locale;
};

/** The code in groups of four, as people read it aloud. */
const spaced = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

function codeBlock(input: ResumeMailInput, locale: Locale) {
  const t = resumeMailTexts[locale];
  const expires = formatLongDateIn(input.expiresAt, locale);
  const html = `${paragraph(t.yourCode)}
<p style="margin:0 0 16px;font-size:26px;font-weight:bold;letter-spacing:3px;">${escapeHtml(spaced(input.code))}</p>
${button(input.brand, input.link, t.continue)}
${paragraph(t.orOpen(`<a href="${escapeHtml(input.continueUrl)}" style="color:#1f2933;">${escapeHtml(input.continueUrl)}</a>`, escapeHtml(expires)), 'font-size:13px;color:#4b5563;')}`;
  const text = t.codeText(spaced(input.code), input.link, input.continueUrl, expires);
  return { html, text };
}

function savedMail(input: ResumeMailInput, intro: string, subject: string): Mail {
  const locale = input.language ?? 'en';
  const block = codeBlock(input, locale);
  return {
    subject,
    html: layout(input.brand, resumeMailTexts[locale].title, `${paragraph(escapeHtml(intro))}\n${block.html}`, locale),
    text: `${intro}\n\n${block.text}`,
  };
}

/** Save & Continue Later: the code and link that open the saved enrollment again. */
export function resumeMail(input: ResumeMailInput): Mail {
  const t = resumeMailTexts[input.language ?? 'en'];
  return savedMail(input, t.savedIntro(input.brand.name), t.savedSubject(input.brand.name));
}

/** A week before a saved enrollment expires. */
export function resumeReminderMail(input: ResumeMailInput): Mail {
  const locale = input.language ?? 'en';
  const t = resumeMailTexts[locale];
  const intro = t.reminderIntro(input.brand.name, formatLongDateIn(input.expiresAt, locale));
  return savedMail(input, intro, t.reminderSubject(input.brand.name));
}

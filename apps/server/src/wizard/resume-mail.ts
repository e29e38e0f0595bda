import { formatLongDate } from '@openenroll/contract/us-date';
import { escapeHtml } from '../mail/escape-html.ts';
import { type Brand, button, layout, paragraph } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-transport.ts';

type Mail = Omit<OutgoingMail, 'to'>;
export type ResumeMailInput = { brand: Brand; code: string; link: string; continueUrl: string; expiresAt: Date };

/** The code in groups of four, as people read it aloud. */
const spaced = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

function codeBlock(input: ResumeMailInput) {
  const expires = formatLongDate(input.expiresAt);
  const html = `${paragraph('Your enrollment code:')}
<p style="margin:0 0 16px;font-size:26px;font-weight:bold;letter-spacing:3px;">${escapeHtml(spaced(input.code))}</p>
${button(input.brand, input.link, 'Continue my enrollment')}
${paragraph(`Or open <a href="${escapeHtml(input.continueUrl)}" style="color:#1f2933;">${escapeHtml(input.continueUrl)}</a> and enter the code with this e-mail address. Your answers are kept until ${escapeHtml(expires)}.`, 'font-size:13px;color:#4b5563;')}`;
  const text = `Your enrollment code: ${spaced(input.code)}\nContinue: ${input.link}\nOr open ${input.continueUrl} and enter the code with this e-mail address.\nYour answers are kept until ${expires}.`;
  return { html, text };
}

/** Save & Continue Later: the code and link that open the saved enrollment again. */
export function resumeMail(input: ResumeMailInput): Mail {
  const block = codeBlock(input);
  const intro = `Your enrollment with ${input.brand.name} is saved. Continue it whenever you are ready.`;
  return {
    subject: `Your saved enrollment with ${input.brand.name}`,
    html: layout(input.brand, 'Your saved enrollment', `${paragraph(escapeHtml(intro))}\n${block.html}`),
    text: `${intro}\n\n${block.text}`,
  };
}

/** A week before a saved enrollment expires. */
export function resumeReminderMail(input: ResumeMailInput): Mail {
  const intro = `Your saved enrollment with ${input.brand.name} is waiting for you, and will be deleted on ${formatLongDate(input.expiresAt)}.`;
  const block = codeBlock(input);
  return {
    subject: `Reminder: your saved enrollment with ${input.brand.name}`,
    html: layout(input.brand, 'Your saved enrollment', `${paragraph(escapeHtml(intro))}\n${block.html}`),
    text: `${intro}\n\n${block.text}`,
  };
}

import { escapeHtml } from '../mail/escape-html.ts';

/** The e-mail carrying a member-list code: the code, how long it lasts, and what to do when nobody asked for it. */
export function memberCodeMail(siteName: string, code: string, minutes: number) {
  const lines = [
    `Your code to see your current members on ${siteName} is ${code}.`,
    `It works once, only in the browser that asked for it, for ${minutes} minutes.`,
    'If you did not ask for it, someone may know your access code: please tell us and do not share this code.',
  ];
  return {
    subject: `${siteName}: your code to see your current members`,
    text: lines.join('\n\n'),
    html: lines
      .map((line) => `<p style="font-family:Arial,sans-serif;font-size:16px;">${escapeHtml(line)}</p>`)
      .join(''),
  };
}

import { escapeHtml } from '../mail/escape-html.ts';
import type { OutgoingMail } from '../mail/mail-transport.ts';

/** The e-mail that carries a wizard's one-time code: plain, so every mail client shows the code. */
export function otpMail(siteName: string, code: string): Omit<OutgoingMail, 'to'> {
  const text = `Your ${siteName} verification code is ${code}. It works for 10 minutes. If you did not ask for it, ignore this message.`;
  return {
    subject: `${siteName}: your verification code`,
    html: `<p>${escapeHtml(text)}</p>`,
    text,
  };
}

/** The text message that carries a wizard's one-time code: short enough for one SMS. */
export const otpText = (siteName: string, code: string) => `${siteName} code: ${code}. Valid 10 minutes.`;

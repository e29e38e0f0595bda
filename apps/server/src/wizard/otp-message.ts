import type { Locale } from '@openenroll/contract/locale';
import { escapeHtml } from '../mail/escape-html.ts';
import type { OutgoingMail } from '../mail/mail-transport.ts';

const words = {
  en: {
    body: (site: string, code: string) =>
      `Your ${site} verification code is ${code}. It works for 10 minutes. If you did not ask for it, ignore this message.`,
    subject: (site: string) => `${site}: your verification code`,
    text: (site: string, code: string) => `${site} code: ${code}. Valid 10 minutes.`,
  },
  es: {
    body: (site: string, code: string) =>
      `Su código de verificación de ${site} es ${code}. Es válido por 10 minutos. Si no lo solicitó, ignore este mensaje.`,
    subject: (site: string) => `${site}: su código de verificación`,
    text: (site: string, code: string) => `Código de ${site}: ${code}. Válido 10 minutos.`,
  },
} satisfies Record<Locale, unknown>;

/** The e-mail that carries a wizard's one-time code: plain, so every mail client shows the code. */
export function otpMail(siteName: string, code: string, locale: Locale = 'en'): Omit<OutgoingMail, 'to'> {
  const text = words[locale].body(siteName, code);
  return { subject: words[locale].subject(siteName), html: `<p>${escapeHtml(text)}</p>`, text };
}

/** The text message that carries a wizard's one-time code: short enough for one SMS. */
export const otpText = (siteName: string, code: string, locale: Locale = 'en') => words[locale].text(siteName, code);

import type { Locale } from '@openenroll/contract/locale';
import { escapeHtml } from '../mail/escape-html.ts';

const words = {
  en: {
    lines: (site: string, code: string, minutes: number) => [
      `Your code to see your current members on ${site} is ${code}.`,
      `It works once, only in the browser that asked for it, for ${minutes} minutes.`,
      'If you did not ask for it, someone may know your access code: please tell us and do not share this code.',
    ],
    subject: (site: string) => `${site}: your code to see your current members`,
  },
  es: {
    lines: (site: string, code: string, minutes: number) => [
      `Su código para ver a sus miembros actuales en ${site} es ${code}.`,
      `Funciona una sola vez, solo en el navegador que lo solicitó, durante ${minutes} minutos.`,
      'Si usted no lo solicitó, es posible que alguien conozca su código de acceso: avísenos y no comparta este código.',
    ],
    subject: (site: string) => `${site}: su código para ver a sus miembros actuales`,
  },
} satisfies Record<Locale, unknown>;

/** The e-mail carrying a member-list code: the code, how long it lasts, and what to do when nobody asked for it. */
export function memberCodeMail(siteName: string, code: string, minutes: number, locale: Locale = 'en') {
  const lines = words[locale].lines(siteName, code, minutes);
  return {
    subject: words[locale].subject(siteName),
    text: lines.join('\n\n'),
    html: lines
      .map((line) => `<p style="font-family:Arial,sans-serif;font-size:16px;">${escapeHtml(line)}</p>`)
      .join(''),
  };
}

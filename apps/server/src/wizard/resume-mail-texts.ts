import type { Locale } from '@openenroll/contract/locale';
import type { Translation } from '@openenroll/contract/translation';

const en = {
  title: 'Your saved enrollment',
  yourCode: 'Your enrollment code:',
  continue: 'Continue my enrollment',
  /** `link` and `expires` come as HTML. */
  orOpen: (link: string, expires: string) =>
    `Or open ${link} and enter the code with this e-mail address. Your answers are kept until ${expires}.`,
  codeText: (code: string, link: string, continueUrl: string, expires: string) =>
    `Your enrollment code: ${code}\nContinue: ${link}\nOr open ${continueUrl} and enter the code with this e-mail address.\nYour answers are kept until ${expires}.`,
  savedIntro: (site: string) => `Your enrollment with ${site} is saved. Continue it whenever you are ready.`,
  savedSubject: (site: string) => `Your saved enrollment with ${site}`,
  reminderIntro: (site: string, expires: string) =>
    `Your saved enrollment with ${site} is waiting for you, and will be deleted on ${expires}.`,
  reminderSubject: (site: string) => `Reminder: your saved enrollment with ${site}`,
};

const es: Translation<typeof en> = {
  title: 'Su inscripción guardada',
  yourCode: 'Su código de inscripción:',
  continue: 'Continuar mi inscripción',
  orOpen: (link, expires) =>
    `O abra ${link} e ingrese el código con este correo electrónico. Sus respuestas se conservan hasta el ${expires}.`,
  codeText: (code, link, continueUrl, expires) =>
    `Su código de inscripción: ${code}\nContinuar: ${link}\nO abra ${continueUrl} e ingrese el código con este correo electrónico.\nSus respuestas se conservan hasta el ${expires}.`,
  savedIntro: (site) => `Su inscripción con ${site} está guardada. Continúela cuando esté listo.`,
  savedSubject: (site) => `Su inscripción guardada con ${site}`,
  reminderIntro: (site, expires) => `Su inscripción guardada con ${site} le espera, y se eliminará el ${expires}.`,
  reminderSubject: (site) => `Recordatorio: su inscripción guardada con ${site}`,
};

/** Save & Continue Later's e-mails, by language. */
export const resumeMailTexts: Record<Locale, typeof en> = { en, es };

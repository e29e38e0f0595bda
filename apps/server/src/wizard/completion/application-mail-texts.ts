import type { Locale } from '@openenroll/contract/locale';
import type { Translation } from '@openenroll/contract/translation';

const en = {
  receiptSubject: 'Enrollment Receipt',
  perMonth: (price: string) => `${price} a month`,
  firstMonth: 'First Month Total Cost',
  recurring: 'Recurring Monthly Cost',
  dear: (name: string) => `Dear ${name},`,
  thanks: (site: string, number: string) =>
    `Thank you for enrolling with ${site}. Your confirmation number is ${number}.`,
  starts: (date: string) => `Your coverage is to start on ${date}.`,
  signToComplete: 'Your application is complete once you sign it: we sent you a link to do so.',
  attached: 'Your application is attached to this e-mail as a PDF; keep it for your records.',
  readyToSign: (name: string, number: string, site: string) =>
    `Dear ${name}, your enrollment application ${number} with ${site} is ready for your signature.`,
  signBy: (date: string) => `Please read the agreements and sign by ${date}.`,
  signSubject: (number: string) => `Please sign your enrollment application ${number}`,
  signTitle: 'Sign your application',
  reviewAndSign: 'Review and sign',
  signText: (site: string, number: string, link: string) =>
    `${site}: please sign your enrollment application ${number}: ${link}`,
  signed: (name: string, number: string) => `${name} signed enrollment application ${number}; it is now submitted.`,
  signedSubject: (number: string) => `Application ${number} was signed`,
  signedTitle: 'Application signed',
};

const es: Translation<typeof en> = {
  receiptSubject: 'Recibo de inscripción',
  perMonth: (price) => `${price} al mes`,
  firstMonth: 'Costo total del primer mes',
  recurring: 'Prima mensual',
  dear: (name) => `Estimado/a ${name}:`,
  thanks: (site, number) => `Gracias por inscribirse con ${site}. Su número de confirmación es ${number}.`,
  starts: (date) => `Su cobertura comenzará el ${date}.`,
  signToComplete: 'Su solicitud estará completa cuando la firme: le enviamos un enlace para hacerlo.',
  attached: 'Su solicitud se adjunta a este correo electrónico en PDF; consérvela para sus registros.',
  readyToSign: (name, number, site) =>
    `Estimado/a ${name}: su solicitud de inscripción ${number} con ${site} está lista para su firma.`,
  signBy: (date) => `Lea los acuerdos y firme a más tardar el ${date}.`,
  signSubject: (number) => `Firme su solicitud de inscripción ${number}`,
  signTitle: 'Firme su solicitud',
  reviewAndSign: 'Revisar y firmar',
  signText: (site, number, link) => `${site}: firme su solicitud de inscripción ${number}: ${link}`,
  signed: (name, number) => `${name} firmó la solicitud de inscripción ${number}; ya está enviada.`,
  signedSubject: (number) => `Se firmó la solicitud ${number}`,
  signedTitle: 'Solicitud firmada',
};

/** The application's e-mails and text message, by language. */
export const applicationMailTexts: Record<Locale, typeof en> = { en, es };

import type { Locale } from '@openenroll/contract/locale';
import type { Translation } from '@openenroll/contract/translation';

const en = {
  perMonth: (price: string) => `${price} / month`,
  coverage: 'Coverage',
  effectiveDate: 'Effective date',
  toBeChosen: 'To be chosen',
  firstMonth: 'First Month Cost',
  recurring: 'Recurring Monthly Cost',
  yourPlans: 'Your plans',
  questions: (contact: string) => `Questions? Contact ${contact}`,
  viewQuote: 'View your quote',
  linkFor: (expires: string) =>
    `This link is for you alone and works until ${expires}. If the button does not work, copy this address into your browser:`,
  linkText: (link: string, expires: string) =>
    `View your quote: ${link}\nThis link is for you alone and works until ${expires}.`,
  message: 'Message:',
  quoteIntro: (name: string, site: string) =>
    `Hello ${name}, here is the quote saved for you at ${site}. Open it to accept it and enroll, or to decline it.`,
  quoteSubject: (site: string) => `Your personalized quote from ${site}`,
  reminderIntro: (name: string, site: string) =>
    `Hello ${name}, your personalized quote from ${site} is still waiting for you. If you are no longer interested, open it and choose Decline: the reminders stop.`,
  reminderSubject: (site: string) => `Reminder: your personalized quote from ${site}`,
  waiting: 'Your quote is waiting',
  accepted: (name: string, sentOn: string, site: string) => `${name} accepted the quote sent on ${sentOn} from ${site}`,
  declined: (name: string, sentOn: string, site: string) => `${name} declined the quote sent on ${sentOn} from ${site}`,
  acceptedNext: 'They are continuing to enrollment.',
  declinedNext: 'They will get no more reminders for it.',
  acceptedSubject: (name: string, site: string) => `${name} accepted your quote from ${site}`,
  declinedSubject: (name: string, site: string) => `${name} declined your quote from ${site}`,
  acceptedTitle: 'Quote accepted',
  declinedTitle: 'Quote declined',
};

const es: Translation<typeof en> = {
  perMonth: (price) => `${price} / mes`,
  coverage: 'Cobertura',
  effectiveDate: 'Fecha de vigencia',
  toBeChosen: 'Por elegir',
  firstMonth: 'Costo del primer mes',
  recurring: 'Prima mensual',
  yourPlans: 'Sus planes',
  questions: (contact) => `¿Preguntas? Comuníquese con ${contact}`,
  viewQuote: 'Ver su cotización',
  linkFor: (expires) =>
    `Este enlace es solo para usted y funciona hasta el ${expires}. Si el botón no funciona, copie esta dirección en su navegador:`,
  linkText: (link, expires) =>
    `Ver su cotización: ${link}\nEste enlace es solo para usted y funciona hasta el ${expires}.`,
  message: 'Mensaje:',
  quoteIntro: (name, site) =>
    `Hola, ${name}: esta es la cotización que ${site} guardó para usted. Ábrala para aceptarla e inscribirse, o para rechazarla.`,
  quoteSubject: (site) => `Su cotización personalizada de ${site}`,
  reminderIntro: (name, site) =>
    `Hola, ${name}: su cotización personalizada de ${site} todavía le espera. Si ya no le interesa, ábrala y elija Rechazar: dejará de recibir recordatorios.`,
  reminderSubject: (site) => `Recordatorio: su cotización personalizada de ${site}`,
  waiting: 'Su cotización le espera',
  accepted: (name, sentOn, site) => `${name} aceptó la cotización enviada el ${sentOn} desde ${site}`,
  declined: (name, sentOn, site) => `${name} rechazó la cotización enviada el ${sentOn} desde ${site}`,
  acceptedNext: 'Continúa con la inscripción.',
  declinedNext: 'No recibirá más recordatorios de esta cotización.',
  acceptedSubject: (name, site) => `${name} aceptó su cotización de ${site}`,
  declinedSubject: (name, site) => `${name} rechazó su cotización de ${site}`,
  acceptedTitle: 'Cotización aceptada',
  declinedTitle: 'Cotización rechazada',
};

/** The quote e-mails' words, by language. */
export const quoteMailTexts: Record<Locale, typeof en> = { en, es };

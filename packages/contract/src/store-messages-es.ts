import type { Tier } from './codes.ts';
import type {
  applicationMessages,
  cartMessages,
  requestMessages,
  storeMessages,
  suggestionMessages,
} from './store-messages.ts';
import type { Translation } from './translation.ts';

export const storeMessagesEs: Translation<typeof storeMessages> = {
  pageDescription:
    'Compare y compre en línea planes dentales, de la vista, médicos, de vida y otros planes de beneficios.',
  needsJavaScript: 'Esta tienda necesita JavaScript para mostrar los planes y los precios.',
  notFound: 'No encontrado',
  siteNotFound: 'Sitio no encontrado',
  noSiteConfigured: 'No hay ningún sitio configurado',
  noSiteOnDomain: 'Ningún sitio responde en este dominio',
  noSuchSite: 'Este sitio no existe',
  noPortal: 'Este sitio no tiene portal',
  representativeNotFound: 'Representante no encontrado',
  groupNotFound: 'Grupo no encontrado',
  noSuchGroup: 'Este grupo no existe',
  noSuchLanding: 'Esta página de inicio no existe',
  planNotFound: 'Plan no encontrado',
  enrollmentNotFound: 'Inscripción no encontrada',
  quoteNotFound: 'Cotización no encontrada',
  linkNotFound: 'Enlace no encontrado',
  nothingToResume: 'No hay nada que continuar',
  memberNotFound: 'Miembro no encontrado',
  noSuchMemberLink: 'Este enlace de miembro no existe',
  memberElsewhere: 'Este miembro no puede inscribirse en esta tienda',
  noZipNearby: 'No hay ningún código postal de EE. UU. cerca de esta ubicación',
  assetNotFound: 'Archivo no encontrado',
  sessionEnded: 'La sesión terminó',
  mailboxDemoOnly: 'El buzón existe solo en modo de demostración, en este equipo',
  noSuchCall: (method, path) => `Esta llamada no existe: ${method} ${path}`,
  accessCodeFirst: 'Primero ingrese su código de acceso.',
  groupCodeFirst: 'Primero ingrese su código de inscripción de grupo.',
  notYours: 'Esta selección no pertenece a su sesión.',
  notFromPartner: 'Esta visita no provino del sitio asociado.',
  noTextMessages: 'Esta tienda no puede enviar mensajes de texto: use su correo electrónico.',
  beneficiariesRefused: 'Los beneficiarios fueron rechazados',
  notSubmitted: 'Esta inscripción aún no se ha completado.',
  noSkip: 'Solo un plan IHA le permite omitir la información del empleador.',
  answersSaved: 'Gracias. Sus respuestas se guardaron.',
  householdPlan: (plan) => `${plan} es el plan para su grupo familiar.`,
  tooManyQuotes: 'Se enviaron demasiadas cotizaciones. Inténtelo de nuevo más tarde.',
  noKeyAnswers: 'No se pueden guardar las respuestas: no hay una clave de datos configurada.',
  noKeySignatures: 'No se pueden guardar las firmas: no hay una clave de datos configurada.',
  noKeyEnrollments: 'No se pueden guardar las inscripciones: no hay una clave de datos configurada.',
  noQueueEnrollments: 'No se pueden guardar las inscripciones: no hay una cola de tareas configurada.',
  noQueueCompletion: 'No se pueden completar las inscripciones: no hay una cola de tareas configurada.',
  noKeyApplications: 'No se pueden guardar las solicitudes: no hay una clave de datos configurada.',
  noKeyBankAccounts: 'No se pueden leer las cuentas bancarias: no hay una clave de datos configurada.',
  noKeyMessages: 'No se pueden guardar los mensajes: no hay una clave de datos configurada.',
  noKeyQuotes: 'No se pueden enviar cotizaciones: no hay una clave de datos configurada.',
  noKeyScreenshots: 'No se pueden guardar las capturas de pantalla: no hay una clave de datos configurada.',
};

export const requestMessagesEs: Translation<typeof requestMessages> = {
  notJson: 'El cuerpo de la solicitud no es JSON válido.',
  incomplete: 'El cuerpo de la solicitud llegó incompleto.',
  tooLarge: 'La solicitud es demasiado grande.',
  mustBeJson: 'El cuerpo de la solicitud debe ser JSON.',
  badUrl: 'La dirección no es válida.',
  urlTooLong: 'La dirección es demasiado larga.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  timeout: 'La solicitud tardó demasiado en llegar.',
  unreadable: 'No se pudo leer la solicitud.',
  invalidValue: 'Valor no válido',
  invalidRequest: 'Solicitud no válida',
  failed: 'Algo salió mal. Inténtelo de nuevo.',
};

export const suggestionMessagesEs: Translation<typeof suggestionMessages> = {
  accidentTitle: 'Agregue cobertura de accidentes',
  accidentHeader:
    'Los planes médicos y de hospital dejan deducibles por pagar después de un accidente. Un plan de accidentes le paga en efectivo.',
  termLifeTitle: 'Proteja a su familia',
  termLifeHeader: 'Agregue un seguro de vida a término: unas pocas preguntas de salud, sin examen médico.',
  dentalTitle: 'Agregue cobertura dental',
  dentalHeader: 'Chequeos y limpiezas, sin período de espera para la atención preventiva.',
  visionTitle: 'Agregue cobertura de la vista',
  visionHeader: 'Exámenes de la vista, lentes y armazones por unos pocos dólares al mes.',
  viewDetails: (plan) => `Ver los detalles de ${plan}`,
};

export const cartMessagesEs: Translation<typeof cartMessages> = {
  quoteFirst: 'Primero ingrese su información básica para obtener una cotización.',
  alreadyActive: (name) => `Ya tiene una póliza activa de ${name}.`,
  groupCodeRequired: 'Ingrese su código de inscripción de grupo para agregar este plan.',
  questionsRequired: 'Primero responda las preguntas de este plan.',
  declined: 'No podemos ofrecerle este plan según sus respuestas.',
  priceChanged: 'El precio de este plan cambió. Revíselo y agréguelo de nuevo.',
  notAPair: 'Estos planes no se venden juntos.',
  notInCart: 'Este plan no está en su carrito.',
  membershipStays: (membership, partner) => `${membership} no se puede quitar mientras ${partner} esté en su carrito.`,
  chooseDate: 'Elija una fecha de vigencia',
  emptyCart: 'Su carrito está vacío.',
  repOnly: 'Solo un representante puede elegir Inscripción por representante.',
  notPng: 'La captura de pantalla debe ser una imagen PNG.',
};

export const applicationMessagesEs: Translation<typeof applicationMessages> = {
  checkoutFirst: 'Finalice la compra de su carrito antes de completar su solicitud.',
  notAStep: 'Este paso no forma parte de su solicitud.',
  stepAdded: (title) => `${title} ahora forma parte de su solicitud: los planes de su carrito lo requieren.`,
  stepDropped: (title) =>
    `${title} ya no es necesario para los planes de su carrito; lo que escribió allí se conserva.`,
};

/** The tiers as a Spanish page or e-mail names them. */
export const tierLabelsEs: Record<Tier, string> = {
  IO: 'Solo el titular',
  IS: 'Titular + cónyuge',
  IC: 'Titular + hijo(s)',
  IF: 'Familia',
};

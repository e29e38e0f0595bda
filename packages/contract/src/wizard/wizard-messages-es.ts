import type { Translation } from '../translation.ts';
import type { WizardStep } from './steps.ts';
import type {
  agreementMessages,
  beneficiaryMessages,
  billingMessages,
  dependentMessages,
  employerMessages,
  healthMessages,
  otpMessages,
  personalMessages,
  receiptMessages,
  resumeMessages,
  reviewMessages,
  wizardMessages,
} from './wizard-messages.ts';

/** The wizard's messages in Spanish, step by step as in wizard-messages.ts. */

export const wizardMessagesEs: Translation<typeof wizardMessages> = {
  invalidEmail: 'Formato de correo electrónico no válido. Ingrese un correo electrónico válido',
  invalidPhone: 'Número de teléfono no válido. Ingrese un número de teléfono de 10 dígitos',
  invalidState: 'Ingrese un estado válido',
  emailExists: 'Este correo electrónico ya existe.',
  phoneExists: 'Este número de teléfono ya existe',
  validateViaOtp: 'Haga clic aquí para validar con un código de verificación.',
  invalidAlternateEmail: 'Ingrese un correo electrónico válido',
  tooLong: (max) => `Escriba menos de ${max} caracteres`,
};

export const personalMessagesEs: Translation<typeof personalMessages> = {
  invalidFirstName: 'Ingrese un nombre válido',
  invalidMiddleName: 'Ingrese un segundo nombre válido',
  invalidLastName: 'Ingrese un apellido válido',
  invalidSsn: 'Número de Seguro Social no válido',
  weight: 'El peso no puede ser cero o menos',
  height: 'La estatura no puede ser cero',
  inch: 'Las pulgadas no son válidas',
  priorDates: 'La fecha de terminación debe ser posterior a la fecha de vigencia',
  invalidEnrollerCode: 'Código de inscriptor no válido',
};

export const employerMessagesEs: Translation<typeof employerMessages> = {
  invalidEmployer: 'Información del empleador no válida',
  startDate: 'La fecha de inicio no debe ser más de 2 meses a partir de la fecha de vigencia',
  holidayPolicy: 'Seleccione al menos una política de días feriados',
  retired: 'No puede continuar con un empleador del que está jubilado',
  numberEmployed: 'Ingrese el número de empleados, contándose usted como 1',
};

export const beneficiaryMessagesEs: Translation<typeof beneficiaryMessages> = {
  invalidFirstName: 'Ingrese un nombre válido',
  invalidLastName: 'Ingrese un apellido válido',
  invalidMiddleName: 'Ingrese un segundo nombre válido',
  invalidSsn: 'Número de Seguro Social no válido',
  percentage: 'El porcentaje del beneficiario no debe ser 0 ni mayor que 100',
  futureBirthdate: 'La fecha de nacimiento no puede ser hoy ni en el futuro',
  overTotal: (total) => `El porcentaje total de sus beneficiarios es ${total} y no debe ser mayor que 100%`,
  underTotal: (total) => `El porcentaje total de sus beneficiarios es ${total} y no debe ser menor que 100%`,
  maxPrimary: 'El número máximo de beneficiarios permitido es 3',
  complete: 'Ahora puede continuar con la inscripción',
  empty: 'Agregue a sus beneficiarios antes de continuar.',
  submitEditToDelete: 'Primero envíe el formulario editado para eliminar',
  submitEditToContinue: 'Primero envíe el formulario editado para continuar',
  oneContingent: 'Solo se puede nombrar un beneficiario contingente.',
};

export const healthMessagesEs: Translation<typeof healthMessages> = {
  genericName: 'Indique el nombre genérico de cada medicamento, no el nombre de marca.',
  futureDate: 'Esta fecha no puede ser en el futuro',
  recoveryBeforeOnset: 'La fecha de recuperación debe ser posterior a la fecha de inicio',
};

export const dependentMessagesEs: Translation<typeof dependentMessages> = {
  childHeading: 'Se requiere información del hijo',
  spouseHeading: 'Se requiere información del cónyuge',
  familyHeading: 'Se requiere información del cónyuge y de los hijos',
  editHint: 'Agregue o edite la información de sus dependientes para agregar o editar las preguntas de salud.',
  proceedHint: 'Puede continuar haciendo clic en el botón Siguiente',
  l713OneChild:
    'Los planes L713 permiten solo un hijo en el nivel Titular + hijo(s). Elimine el hijo adicional para continuar',
  nineChildren: 'El nivel Titular + hijo(s) puede incluir cobertura para hasta nueve (9) hijos.',
  nineDependents: 'El nivel Titular + familia puede incluir cobertura para hasta nueve (9) dependientes.',
  spouseQuestion: '¿Va a inscribir a su cónyuge?',
  spouseStatus: 'Seleccione la situación de su cónyuge',
  enrollSpouse: 'Inscribir cónyuge',
  invalidFirstName: 'Ingrese un nombre válido',
  invalidMiddleName: 'Ingrese un segundo nombre válido',
  invalidLastName: 'Ingrese un apellido válido',
  invalidSsn: 'Número de Seguro Social no válido',
  weight: 'El peso no puede ser cero o menos',
  height: 'La estatura no puede ser cero',
  inch: 'Las pulgadas no son válidas',
  futureBirthdate: 'La fecha de nacimiento no puede ser en el futuro',
  childAge: 'Un hijo debe ser menor de 26 años en la fecha de vigencia, salvo que tenga una discapacidad legal',
  oneSpouse: 'Solo se puede inscribir a un cónyuge.',
  oneChild: 'Este plan permite solo un hijo. Elimine el hijo adicional para continuar.',
  tooFew: 'Agregue a todos los dependientes que cubre este nivel antes de continuar.',
  disclaimer:
    'Los dependientes son su cónyuge legal y sus hijos menores de 26 años, o de cualquier edad si tienen una discapacidad legal y dependen de usted para su sustento.',
  legallyDisabled: '¿Tiene este dependiente una discapacidad legal?',
};

export const billingMessagesEs: Translation<typeof billingMessages> = {
  accountHolderName: 'Nombre del titular de la cuenta no válido',
  routingNumber: 'El número de ruta bancaria debe tener 9 dígitos',
  accountNumber: 'El número de cuenta debe tener de 4 a 17 dígitos.',
  cardNumber: 'El número de tarjeta debe tener de 13 a 25 dígitos',
  securityCode: 'El código de seguridad debe tener 3 o 4 dígitos',
  zip: 'Código postal no válido',
  invalidRouting: 'Número de ruta bancaria no válido',
  unknownRouting: 'No se encontró ningún banco con este número de ruta bancaria',
  firstNameOnCard: 'Ingrese un nombre válido',
  lastNameOnCard: 'Ingrese un apellido válido',
  expiryYear: 'Elija un año de vencimiento válido',
  expired: 'Esta tarjeta está vencida',
  billDate: 'Elija una fecha de facturación',
  paymentMethod: 'Elija un método de pago',
  methodNotOffered: 'Este método de pago no se ofrece para los planes de su carrito.',
  cardsUnavailable: 'Los pagos con tarjeta no están disponibles en este momento. Pague desde una cuenta bancaria.',
  existingUnknown: 'Este método de pago guardado no está disponible. Elija otro.',
  contactFirst: 'Primero guarde su Información de contacto: se copia la dirección que allí indicó.',
  statementAs: (descriptor) => `Sus primas aparecerán en el estado de cuenta de su banco o tarjeta como ${descriptor}.`,
  statementAsEach: (descriptors, last) =>
    `Sus primas aparecerán en el estado de cuenta de su banco o tarjeta como ${descriptors} y ${last}, una por cada aseguradora.`,
};

export const agreementMessagesEs: Translation<typeof agreementMessages> = {
  required: 'Este campo es obligatorio.',
  signatureRequired: 'La firma es obligatoria',
  signatureUnreadable: 'No se pudo leer la firma. Bórrela y vuelva a firmar.',
  agentName: 'Este no es el nombre del representante que realiza la inscripción.',
  agentCode: 'Este no es el código del representante que realiza la inscripción.',
  groupName: 'Este no es el nombre del grupo que realiza la inscripción.',
  groupCode: 'Este no es el código de inscripción del grupo que realiza la inscripción.',
  userName: 'Escriba el nombre y el apellido del solicitante tal como aparecen en Información personal.',
  notToday: 'La fecha debe ser la de hoy.',
  repOnly:
    'Solo el representante que realiza la inscripción puede verificar como agente. Confirme de nuevo su código de acceso.',
  groupOnly: 'Solo el grupo que realiza la inscripción puede verificarla. Confirme de nuevo su código de inscripción.',
  wrongRole: 'Este acuerdo es para otro tipo de inscripción.',
  brokerVerification: 'Verificación del agente',
  groupVerification: 'Verificación del grupo',
  applicantVerification: 'Verificación del solicitante',
};

export const otpMessagesEs: Translation<typeof otpMessages> = {
  verified: '¡Verificación exitosa!',
  enterEmailCode: 'Ingrese el código que le enviamos a su correo electrónico.',
  enterPhoneCode: 'Ingrese el código que le enviamos a su teléfono.',
  wrongCode: 'Este código no es correcto. Revíselo e inténtelo de nuevo.',
};

export const reviewMessagesEs: Translation<typeof reviewMessages> = {
  incomplete: (titles) => `Complete ${titles} antes de enviar su inscripción.`,
  submitted: 'Esta inscripción ya se envió y no se puede modificar.',
  notesTooLong: 'Las notas deben tener menos de 1000 caracteres',
  smsNotOffered:
    'La firma por mensaje de texto es solo para un representante o grupo que inscribe, sin un plan IHA, cuando un plan requiere una firma que aún no se ha dado.',
  dateGone: 'La fecha de vigencia de su carrito ya no se ofrece. Elija una nueva en su carrito.',
  agreementsChanged: 'Los acuerdos cambiaron después de firmarse. Revise de nuevo Acuerdo y firma.',
  notSigned:
    'El solicitante no ha firmado. Pídale que firme en Acuerdo y firma, o envíe la solicitud de firma por mensaje de texto.',
};

export const receiptMessagesEs: Translation<typeof receiptMessages> = {
  thanks: (name) => `¡Gracias, ${name}!`,
  sent: "Le enviamos un recibo a su correo electrónico con el asunto 'Recibo de inscripción'.",
  awaitingSignature: 'Se le envió al solicitante un enlace para firmar el acuerdo.',
  signed: 'Gracias: recibimos su firma y su solicitud está completa.',
  linkGone: 'Este enlace de firma venció o ya se usó.',
};

export const resumeMessagesEs: Translation<typeof resumeMessages> = {
  saved: '¡Información guardada! Revise su correo electrónico para continuar',
  somethingWrong: 'Algo salió mal. Guarde su inscripción.',
  wrongCode: 'Este código y este correo electrónico no coinciden con una inscripción guardada.',
  expired: 'Esta inscripción guardada venció. Comience una nueva inscripción.',
};

/** The steps' titles, which messages name ('Please complete Personal Information ...'). */
export const stepTitlesEs: Record<WizardStep['title'], string> = {
  'Personal Information': 'Información personal',
  'Contact Information': 'Información de contacto',
  'Employer Information': 'Información del empleador',
  'Beneficiary Information': 'Información de beneficiarios',
  'Health Questions': 'Preguntas de salud',
  'Dependent Information': 'Información de dependientes',
  'Billing Information': 'Información de facturación',
  'Agreement & Signature': 'Acuerdo y firma',
  'Review & Confirmation': 'Revisión y confirmación',
};

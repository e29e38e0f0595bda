import type { messages, planBanners, quoteMessages } from './messages.ts';
import type { Translation } from './translation.ts';

export const messagesEs: Translation<typeof messages> = {
  required: 'Este campo es obligatorio',
  notFound: '¡UY! Página no encontrada',
  backToHomepage: 'Volver al inicio',
  invalidGroupCode: 'Código de inscripción de grupo no válido',
  invalidRepCode: 'Código de representante no válido',
  invalidAccessCode: 'Código de acceso no válido',
  choosePlatform: 'Elija una plataforma',
  chooseGroup: 'Elija un grupo',
  chooseEnrollForNewMember: 'Elija inscribir a un nuevo miembro',
  chooseTier: 'Elija un nivel de cobertura',
  tooManyAttempts: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  landingNotConfigured: (type) =>
    `La página de inicio no está configurada para este ${type === 'Agent' ? 'agente' : 'grupo'}`,
  invalidZip: 'Código postal no válido',
  enterFiveDigitZip: 'Ingrese un código postal de 5 dígitos',
  ageRange: 'La edad debe estar entre 18 y 100 años.',
  invalidDate: 'Ingrese una fecha válida',
  chooseEffectiveDate: 'Elija una fecha de vigencia',
  invalidCharacter: 'Este campo contiene un carácter que no está permitido.',
  outOfRange: 'Este número está fuera del rango permitido.',
  invalidSalary: 'Ingrese un salario anual válido',
  invalidHours: 'Ingrese un número válido de horas de trabajo semanales',
  childrenRange: (max) => `Elija de 1 a ${max} hijos`,
  noPlans: 'No hay planes disponibles para su selección',
  membershipRequired: 'Este plan requiere una membresía',
  answerYes: 'Responda que sí para continuar',
  answerAll: 'Responda todas las preguntas',
  sixDigitOtp: 'Ingrese el código de verificación de 6 dígitos para continuar',
  memberListCodeRequired: 'Para ver a sus miembros, confirme el código que le enviamos por correo electrónico.',
  wrongCode: 'Este código no es correcto. Revise el correo electrónico e inténtelo de nuevo.',
  expiredCode: 'Este código ha vencido. Solicite un código nuevo.',
  noCode: 'Este código ya no es válido. Solicite un código nuevo.',
  voidCode: 'Demasiados códigos incorrectos. Solicite un código nuevo.',
  resendCodeIn: (seconds) => `Espere ${seconds} segundos antes de solicitar un código nuevo.`,
};

export const quoteMessagesEs: Translation<typeof quoteMessages> = {
  invalidName: 'Ingrese un nombre válido',
  invalidEmail: 'Ingrese un correo electrónico válido',
  sent: (email) => `Cotización enviada a ${email}`,
  welcome: '¡Bienvenido a su cotización personalizada!',
  messageTooLong: 'El mensaje debe tener menos de 1000 caracteres',
};

export const planBannersEs: Translation<typeof planBanners> = {
  state: 'El plan no está disponible en su estado. Cambie el estado editando su información básica arriba.',
  tier: 'El plan no está disponible para este nivel de cobertura. Cambie el nivel editando su información básica arriba.',
  age: 'El plan no está disponible para el grupo de edad seleccionado. Edite su información básica arriba.',
  area: 'El plan no está disponible en esta zona. Elija otra zona editando su información básica arriba.',
  tobacco: 'Se requiere indicar el consumo de tabaco. Haga clic aquí para indicarlo.',
  salary: 'Ingrese su salario anual para ver las tarifas haciendo clic aquí.',
  hours: 'Ingrese suficientes horas de trabajo para agregar el producto al carrito haciendo clic aquí.',
};

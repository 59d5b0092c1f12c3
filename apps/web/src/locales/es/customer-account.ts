import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/customer-account';

const customerAccount: Catalogue<typeof en> = {
  show: 'Mostrar',
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    birthdate: 'Fecha de nacimiento',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    newEmail: 'Correo electrónico nuevo',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    confirmNewPassword: 'Confirmar contraseña nueva',
  },
  passwordHint: 'Al menos {{min}} caracteres.',
  datePlaceholder: 'mm/dd/aaaa',
  signIn: 'Iniciar sesión',
  goToSignIn: 'Ir a iniciar sesión',
  backToSignIn: 'Volver a iniciar sesión',
  register: {
    heading: 'Cree su cuenta',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tiene una cuenta?',
    checkHeading: 'Revise su correo electrónico',
    sentTo:
      'Lo enviamos a <strong>{{email}}</strong>. Si no llega en unos minutos, revise su carpeta de correo no deseado o cree la cuenta otra vez para recibir un enlace nuevo.',
  },
  verify: {
    heading: 'Confirme su correo electrónico',
    confirmedHeading: 'Correo electrónico confirmado',
    failed: 'No pudimos confirmar su correo electrónico en este momento. Inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    goToAccount: 'Ir a su cuenta',
  },
  link: {
    heading: 'Este enlace no se puede usar',
    newLinkHint:
      'Para recibir un enlace de confirmación nuevo, cree su cuenta otra vez con el mismo correo electrónico. Si su cuenta ya está confirmada, inicie sesión o restablezca su contraseña si la olvidó.',
    getNewLink: 'Recibir un enlace nuevo',
    askNewLink: 'Pedir un enlace nuevo',
    forgotPassword: '¿Olvidó su contraseña?',
  },
  forgot: {
    heading: '¿Olvidó su contraseña?',
    intro:
      'Escriba el correo electrónico con el que inicia sesión. Le enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
    checkHeading: 'Revise su correo electrónico',
  },
  reset: {
    heading: 'Elija una contraseña nueva',
    intro: 'Después del cambio se cerrará su sesión en todas partes y podrá iniciar sesión con la contraseña nueva.',
    submit: 'Restablecer contraseña',
    doneHeading: 'Contraseña restablecida',
  },
  account: {
    title: 'Cuenta',
    loadWhat: 'su cuenta',
    detailsTitle: 'Datos para iniciar sesión',
    emailLabel: 'Correo electrónico:',
    pending: 'Esperando confirmación: {{email}}. Abra el enlace que enviamos a esa dirección para terminar el cambio.',
    changeEmailTitle: 'Cambiar correo electrónico',
    changeEmailSubmit: 'Cambiar correo electrónico',
    changePasswordTitle: 'Cambiar contraseña',
    changePasswordSubmit: 'Cambiar contraseña',
    signOutTitle: 'Cerrar sesión en todas partes',
    sessions_one:
      'Tiene una sesión abierta en {{count}} dispositivo. Cerrar sesión en todas partes las termina todas, también esta.',
    sessions_other:
      'Tiene sesiones abiertas en {{count}} dispositivos. Cerrar sesión en todas partes las termina todas, también esta.',
    signOutSubmit: 'Cerrar sesión en todas partes',
    signOutConfirm: 'Se cerrará su sesión en todos los dispositivos, también en este.',
    cancel: 'Cancelar',
    languageTitle: 'Idioma',
    languageLabel: 'Idioma del portal y de nuestros correos',
    languageSaved: 'Se guardó su idioma.',
  },
  notices: {
    registered:
      'Gracias. Enviamos un enlace de confirmación al correo electrónico que escribió. Ábralo dentro de {{hours}} horas para terminar de crear su cuenta.',
    forgotPasswordSent:
      'Si alguna cuenta usa ese correo electrónico, le enviamos un enlace para restablecer la contraseña. El enlace funciona durante {{minutes}} minutos.',
    emailChangeSent:
      'Enviamos un enlace de confirmación a su correo electrónico nuevo. Su correo cambia cuando lo abra (dentro de {{hours}} horas).',
    emailConfirmedSignedIn: 'Su correo electrónico está confirmado. ¡Bienvenido!',
    emailConfirmedSignIn: 'Su correo electrónico está confirmado. Inicie sesión.',
    emailChanged: 'Su correo electrónico se cambió.',
    passwordReset: 'Su contraseña se restableció. Inicie sesión con su contraseña nueva.',
    passwordChanged: 'Su contraseña se cambió. Se cerró su sesión en sus otros dispositivos.',
    linkInvalid: 'Este enlace no es válido. Revise que copió el enlace completo o pida uno nuevo.',
    linkUsed: 'Este enlace ya se usó. Inicie sesión o pida un enlace nuevo.',
    linkExpired: 'Este enlace venció. Pida uno nuevo.',
    tooManyRequests: 'Demasiados intentos. Inténtelo más tarde.',
  },
};
export default customerAccount;

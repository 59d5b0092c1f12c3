import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/auth';

const auth: Catalogue<typeof en> = {
  customerHeading: 'Inicie sesión en el Portal del participante',
  formName: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  showPassword: 'Mostrar',
  signIn: 'Iniciar sesión',
  forgotPassword: '¿Olvidó su contraseña?',
  createAccount: 'Crear una cuenta',
  tooManyRequests: 'Demasiados intentos. Inténtelo más tarde.',
};
export default auth;

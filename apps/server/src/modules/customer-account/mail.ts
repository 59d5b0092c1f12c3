import { type CustomerAccountLanguage, customerAccountLimits } from '@portal/contracts';
import { escapeHtml } from '../../platform/web/html.ts';

/**
 * The account mails, in English and Spanish (by the account's preferred language; a sign-up by the language it chose).
 * Each is plain text plus a simple HTML alternative with the same words; links are absolute (MailConfig.publicUrl).
 * Nothing here is logged: the links carry single-use tokens.
 */

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

export type AccountMailKind =
  | 'confirmRegistration'
  | 'alreadyRegistered'
  | 'resetPassword'
  | 'confirmEmailChange'
  | 'emailChangeRequested'
  | 'emailInUse'
  | 'emailChanged'
  | 'passwordChanged';

export interface AccountMailInput {
  /** The person's first name, or null when the mail goes to an address with no account name to use. */
  name: string | null;
  /** The link to open (confirmation, reset), or the portal's sign-in / forgot-password page for notices. */
  link: string;
  /** For change notices: the new address (shown to the old one). */
  newEmail?: string;
}

interface Template {
  subject: string;
  /** Paragraphs before the button. */
  lines: (input: AccountMailInput) => string[];
  /** The button's words. */
  action: string;
  /** Paragraphs after the button. */
  after: (input: AccountMailInput) => string[];
}

const { verifyEmailHours, resetPasswordMinutes, emailChangeHours } = customerAccountLimits;

const english: Record<AccountMailKind, Template> = {
  confirmRegistration: {
    subject: 'Confirm your email address',
    lines: () => [
      'Thank you for creating an account on the Workforce Portal.',
      'Please confirm your email address to finish creating your account.',
    ],
    action: 'Confirm my email address',
    after: () => [
      `This link works once and expires in ${verifyEmailHours} hours.`,
      'If you did not create an account, you can ignore this email.',
    ],
  },
  alreadyRegistered: {
    subject: 'Someone tried to create an account with your email address',
    lines: () => [
      'Someone tried to create a new Workforce Portal account with this email address, which already has an account.',
      'If it was you, you can sign in with your account. If you forgot your password, you can reset it.',
    ],
    action: 'Reset my password',
    after: () => ['If it was not you, you can ignore this email. Your account has not changed.'],
  },
  resetPassword: {
    subject: 'Reset your password',
    lines: () => ['We received a request to reset the password of your Workforce Portal account.'],
    action: 'Choose a new password',
    after: () => [
      `This link works once and expires in ${resetPasswordMinutes} minutes. Resetting your password signs you out everywhere.`,
      'If you did not ask to reset your password, you can ignore this email.',
    ],
  },
  confirmEmailChange: {
    subject: 'Confirm your new email address',
    lines: () => [
      'You asked to use this email address for your Workforce Portal account.',
      'Please confirm it. Your email address changes when you open this link.',
    ],
    action: 'Confirm my new email address',
    after: () => [
      `This link works once and expires in ${emailChangeHours} hours.`,
      'If you did not ask for this, you can ignore this email.',
    ],
  },
  emailChangeRequested: {
    subject: 'A change of your email address was requested',
    lines: (input) => [
      `Someone asked to change the email address of your Workforce Portal account to ${input.newEmail ?? ''}.`,
      'The change happens only when the new address is confirmed.',
    ],
    action: 'Reset my password',
    after: () => ['If it was not you, reset your password now to protect your account.'],
  },
  emailInUse: {
    subject: 'Someone tried to use your email address',
    lines: () => [
      'Someone tried to move another Workforce Portal account to this email address, which already has an account.',
      'Nothing has changed.',
    ],
    action: 'Sign in',
    after: () => ['If it was not you, you can ignore this email.'],
  },
  emailChanged: {
    subject: 'Your email address was changed',
    lines: (input) => [`The email address of your Workforce Portal account was changed to ${input.newEmail ?? ''}.`],
    action: 'Sign in',
    after: () => ['If you did not expect this, please contact your workforce center.'],
  },
  passwordChanged: {
    subject: 'Your password was changed',
    lines: () => [
      'The password of your Workforce Portal account was changed. You were signed out on your other devices.',
    ],
    action: 'Sign in',
    after: () => ['If you did not change it, reset your password now and contact your workforce center.'],
  },
};

const spanish: Record<AccountMailKind, Template> = {
  confirmRegistration: {
    subject: 'Confirme su correo electrónico',
    lines: () => [
      'Gracias por crear una cuenta en el Portal de la Fuerza Laboral.',
      'Confirme su correo electrónico para terminar de crear su cuenta.',
    ],
    action: 'Confirmar mi correo electrónico',
    after: () => [
      `Este enlace funciona una sola vez y vence en ${verifyEmailHours} horas.`,
      'Si usted no creó una cuenta, puede ignorar este correo.',
    ],
  },
  alreadyRegistered: {
    subject: 'Alguien intentó crear una cuenta con su correo electrónico',
    lines: () => [
      'Alguien intentó crear una nueva cuenta del Portal de la Fuerza Laboral con este correo electrónico, que ya tiene una cuenta.',
      'Si fue usted, puede iniciar sesión con su cuenta. Si olvidó su contraseña, puede restablecerla.',
    ],
    action: 'Restablecer mi contraseña',
    after: () => ['Si no fue usted, puede ignorar este correo. Su cuenta no ha cambiado.'],
  },
  resetPassword: {
    subject: 'Restablezca su contraseña',
    lines: () => [
      'Recibimos una solicitud para restablecer la contraseña de su cuenta del Portal de la Fuerza Laboral.',
    ],
    action: 'Elegir una nueva contraseña',
    after: () => [
      `Este enlace funciona una sola vez y vence en ${resetPasswordMinutes} minutos. Al restablecer su contraseña se cerrarán todas sus sesiones.`,
      'Si usted no pidió restablecer su contraseña, puede ignorar este correo.',
    ],
  },
  confirmEmailChange: {
    subject: 'Confirme su nuevo correo electrónico',
    lines: () => [
      'Usted pidió usar este correo electrónico para su cuenta del Portal de la Fuerza Laboral.',
      'Confírmelo. Su correo electrónico cambiará cuando abra este enlace.',
    ],
    action: 'Confirmar mi nuevo correo electrónico',
    after: () => [
      `Este enlace funciona una sola vez y vence en ${emailChangeHours} horas.`,
      'Si usted no lo pidió, puede ignorar este correo.',
    ],
  },
  emailChangeRequested: {
    subject: 'Se pidió cambiar su correo electrónico',
    lines: (input) => [
      `Alguien pidió cambiar el correo electrónico de su cuenta del Portal de la Fuerza Laboral a ${input.newEmail ?? ''}.`,
      'El cambio se hará solo cuando se confirme la nueva dirección.',
    ],
    action: 'Restablecer mi contraseña',
    after: () => ['Si no fue usted, restablezca su contraseña ahora para proteger su cuenta.'],
  },
  emailInUse: {
    subject: 'Alguien intentó usar su correo electrónico',
    lines: () => [
      'Alguien intentó pasar otra cuenta del Portal de la Fuerza Laboral a este correo electrónico, que ya tiene una cuenta.',
      'No se cambió nada.',
    ],
    action: 'Iniciar sesión',
    after: () => ['Si no fue usted, puede ignorar este correo.'],
  },
  emailChanged: {
    subject: 'Se cambió su correo electrónico',
    lines: (input) => [
      `El correo electrónico de su cuenta del Portal de la Fuerza Laboral se cambió a ${input.newEmail ?? ''}.`,
    ],
    action: 'Iniciar sesión',
    after: () => ['Si no lo esperaba, comuníquese con su centro de la fuerza laboral.'],
  },
  passwordChanged: {
    subject: 'Se cambió su contraseña',
    lines: () => [
      'Se cambió la contraseña de su cuenta del Portal de la Fuerza Laboral. Se cerraron sus sesiones en los demás dispositivos.',
    ],
    action: 'Iniciar sesión',
    after: () => [
      'Si usted no la cambió, restablezca su contraseña ahora y comuníquese con su centro de la fuerza laboral.',
    ],
  },
};

const catalogues: Record<CustomerAccountLanguage, Record<AccountMailKind, Template>> = { en: english, es: spanish };

const greetings: Record<CustomerAccountLanguage, (name: string | null) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  es: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
};
const linkHints: Record<CustomerAccountLanguage, string> = {
  en: 'If the button does not work, copy this address into your browser:',
  es: 'Si el botón no funciona, copie esta dirección en su navegador:',
};

/** The kinds every catalogue has, for the test that no language misses one. */
export const accountMailKinds = Object.keys(english) as AccountMailKind[];

export function accountMail(
  kind: AccountMailKind,
  language: CustomerAccountLanguage,
  input: AccountMailInput,
): AccountMail {
  const template = catalogues[language][kind];
  const greeting = greetings[language](input.name);
  const before = template.lines(input);
  const after = template.after(input);
  const text = [greeting, '', ...before, '', `${template.action}: ${input.link}`, '', ...after, ''].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const link = escapeHtml(input.link);
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(template.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:0 auto">',
    paragraph(greeting),
    ...before.map(paragraph),
    `<p style="margin:24px 0"><a href="${link}" style="background:#1c5f99;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(template.action)}</a></p>`,
    ...after.map(paragraph),
    `<p style="margin:0 0 16px;font-size:14px;color:#4a4a4a">${escapeHtml(linkHints[language])}<br><a href="${link}" style="color:#1c5f99;word-break:break-all">${link}</a></p>`,
    '</div></body></html>',
  ].join('\n');
  return { subject: template.subject, text, html };
}

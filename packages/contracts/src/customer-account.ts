import { z } from 'zod';
import { birthdateMessages, birthdateRangeProblem } from './birthdate.ts';
import { currentUserSchema } from './auth.ts';
import { ageOn, parseBirthdate } from './customer-intake.ts';
import { requiredMessage } from './errors.ts';
import { whenMissing } from './validation-messages.ts';
import {
  customerAccountLanguages,
  customerAccountLimits,
  customerAccountMessages,
} from './customer-account-constants.ts';

/**
 * The participant's own account (issue #24, "The front door"): sign-up with a confirmed email, forgotten password,
 * the account page, and staff changing a customer's portal email. Paths are ours (the issue names them); the texts are
 * ours, in the intake's and Laravel's style where the spec has none (docs/decisions/0041-customer-accounts.md).
 */

export {
  customerAccountPaths,
  customerAccountPages,
  customerAccountLimits,
  customerAccountLanguages,
  customerAccountMessages,
  type CustomerAccountLanguage,
} from './customer-account-constants.ts';

const emailField = z
  .string({ error: whenMissing(requiredMessage) })
  .trim()
  .min(1, requiredMessage)
  .max(customerAccountLimits.emailMax, customerAccountMessages.invalidEmail)
  .pipe(z.email(customerAccountMessages.invalidEmail));

const nameField = z
  .string({ error: whenMissing(requiredMessage) })
  .trim()
  .min(1, requiredMessage)
  .max(customerAccountLimits.nameMax);

/** The password rule for every new password (sign-up, reset, change). Length only, as NIST SP 800-63B advises. */
export const customerAccountPasswordSchema = z
  .string({ error: whenMissing(requiredMessage) })
  .min(1, requiredMessage)
  .min(customerAccountLimits.passwordMin, customerAccountMessages.passwordTooShort)
  .max(customerAccountLimits.passwordMax, customerAccountMessages.passwordTooLong)
  .refine((value) => value.trim() !== '', customerAccountMessages.passwordBlank);

/** A password being checked (current password): anything non-empty up to the maximum. */
const currentPasswordField = z
  .string({ error: whenMissing(requiredMessage) })
  .min(1, requiredMessage)
  .max(customerAccountLimits.passwordMax, customerAccountMessages.currentPasswordWrong);

const confirmationField = z.string({ error: whenMissing(requiredMessage) }).min(1, requiredMessage);

const birthdateField = z
  .string({ error: whenMissing(requiredMessage) })
  .trim()
  .min(1, requiredMessage)
  .transform((value, context) => {
    const iso = parseBirthdate(value);
    const problem = iso ? birthdateRangeProblem(iso) : null;
    if (iso && !problem) return iso;
    context.addIssue({
      code: 'custom',
      message: problem ? birthdateMessages[problem] : customerAccountMessages.invalidDate,
    });
    return z.NEVER;
  });

const languageField = z.enum(customerAccountLanguages, { error: customerAccountMessages.invalidLanguage });

function checkNewPassword(
  body: { password: string; password_confirmation: string; email?: string },
  context: z.core.$RefinementCtx,
) {
  if (body.password !== body.password_confirmation)
    context.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: customerAccountMessages.passwordConfirmation,
    });
  if (body.email && body.password.trim().toLowerCase() === body.email.trim().toLowerCase())
    context.addIssue({ code: 'custom', path: ['password'], message: customerAccountMessages.passwordIsEmail });
}

/**
 * POST register. birthdate: mm/dd/yyyy (as masked) or YYYY-MM-DD, answered as YYYY-MM-DD. The minimum age is a
 * setting (GET /settings allowed_minimum_age): the browser uses customerRegisterFormSchema(settings), the server
 * applies the same rule.
 */
export const customerRegisterBodySchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    password: customerAccountPasswordSchema,
    password_confirmation: confirmationField,
    birthdate: birthdateField,
    preferred_language: languageField.optional(),
  })
  .superRefine(checkNewPassword);
export type CustomerRegisterBody = z.input<typeof customerRegisterBodySchema>;
export type CustomerRegisterInput = z.output<typeof customerRegisterBodySchema>;

/** The minimum-age message for a birthdate (YYYY-MM-DD), or null when old enough. */
export function customerRegisterAgeError(
  birthdateIso: string,
  settings: { allowed_minimum_age: number },
  today?: string,
): string | null {
  if (ageOn(birthdateIso, today) >= settings.allowed_minimum_age) return null;
  return customerAccountMessages.minimumAge(settings.allowed_minimum_age);
}

/** The register schema with the settings' age rule, for the browser form. */
export function customerRegisterFormSchema(settings: { allowed_minimum_age: number }) {
  return customerRegisterBodySchema.superRefine((body, context) => {
    const message = customerRegisterAgeError(body.birthdate, settings);
    if (message) context.addIssue({ code: 'custom', path: ['birthdate'], message });
  });
}

/** The answer of register, forgot-password and an email change: the same whatever the address. */
export const customerAccountNoticeSchema = z.object({ message: z.string() });
export type CustomerAccountNotice = z.infer<typeof customerAccountNoticeSchema>;

const tokenField = z
  .string({ error: whenMissing(requiredMessage) })
  .trim()
  .min(1, requiredMessage)
  .max(200, customerAccountMessages.linkInvalid);

/** POST verify-email: the token from the link's `?token=`. */
export const customerVerifyEmailBodySchema = z.object({ token: tokenField });
export type CustomerVerifyEmailBody = z.infer<typeof customerVerifyEmailBodySchema>;

/**
 * The answer of verify-email. purpose: what the link confirmed. signed_in: true when this browser is now signed in as
 * the customer (a sign-up confirmed from a browser without a staff session); then data and csrf_token are set (the
 * browser replaces its CSRF token, as after login). Otherwise the page says `message` and offers Sign in.
 */
export const customerVerifyEmailResponseSchema = z.object({
  purpose: z.enum(['registration', 'email_change']),
  signed_in: z.boolean(),
  message: z.string(),
  data: currentUserSchema.nullable(),
  csrf_token: z.string().nullable(),
});
export type CustomerVerifyEmailResponse = z.infer<typeof customerVerifyEmailResponseSchema>;

/** POST forgot-password. */
export const customerForgotPasswordBodySchema = z.object({ email: emailField });
export type CustomerForgotPasswordBody = z.infer<typeof customerForgotPasswordBodySchema>;

/** POST reset-password: every session of the account ends; the person then signs in. */
export const customerResetPasswordBodySchema = z
  .object({
    token: tokenField,
    password: customerAccountPasswordSchema,
    password_confirmation: confirmationField,
  })
  .superRefine(checkNewPassword);
export type CustomerResetPasswordBody = z.infer<typeof customerResetPasswordBodySchema>;

/** PUT account/email: the change waits for the link sent to the new address. */
export const customerChangeEmailBodySchema = z.object({
  email: emailField,
  current_password: currentPasswordField,
});
export type CustomerChangeEmailBody = z.infer<typeof customerChangeEmailBodySchema>;

/** PUT account/password: the other sessions end; this one stays. */
export const customerChangePasswordBodySchema = z
  .object({
    current_password: currentPasswordField,
    password: customerAccountPasswordSchema,
    password_confirmation: confirmationField,
  })
  .superRefine(checkNewPassword);
export type CustomerChangePasswordBody = z.infer<typeof customerChangePasswordBodySchema>;

/** PUT account/language: the portal's and the mails' language; answered with the account. */
export const customerLanguageBodySchema = z.object({ preferred_language: languageField });
export type CustomerLanguageBody = z.infer<typeof customerLanguageBodySchema>;

/** POST account/sign-out-everywhere (and the other ways out): a fresh guest CSRF token, as logout answers. */
export const customerSignOutEverywhereResponseSchema = z.object({ message: z.string(), csrf_token: z.string() });
export type CustomerSignOutEverywhereResponse = z.infer<typeof customerSignOutEverywhereResponseSchema>;

/** GET account: what the account page shows. */
export const customerAccountSchema = z.object({
  customer_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** An email change waiting for its confirmation link, or null. */
  pending_email: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  preferred_language: z.enum(customerAccountLanguages),
  last_login_at: z.string().nullable(),
  /** Live sessions of the account, this one included. */
  active_sessions: z.number(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;
export const customerAccountResponseSchema = z.object({ data: customerAccountSchema });
export type CustomerAccountResponse = z.infer<typeof customerAccountResponseSchema>;

/** Staff: GET and PUT /customers/portal-activity/{id}/email. */
export const staffPortalEmailSchema = z.object({
  customer_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** The portal (sign-in) email; null when the customer has no portal account (then PUT answers 404). */
  email: z.string().nullable(),
  has_account: z.boolean(),
});
export type StaffPortalEmail = z.infer<typeof staffPortalEmailSchema>;
export const staffPortalEmailResponseSchema = z.object({ data: staffPortalEmailSchema });
export type StaffPortalEmailResponse = z.infer<typeof staffPortalEmailResponseSchema>;
export const staffPortalEmailBodySchema = z.object({ email: emailField });
export type StaffPortalEmailBody = z.infer<typeof staffPortalEmailBodySchema>;
export const staffPortalEmailParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

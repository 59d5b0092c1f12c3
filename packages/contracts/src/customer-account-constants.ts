// Plain values of the participant's account (its API and page paths, limits, messages), kept apart from its Zod schemas
// (customer-account.ts re-exports them) so the web entry's route table and the pages that only link or say these do
// not load Zod (issue #30, the bundle).

/** The account's API paths (the issue names them). */
export const customerAccountPaths = {
  register: '/internal-api/customer-portal/register',
  verifyEmail: '/internal-api/customer-portal/verify-email',
  forgotPassword: '/internal-api/customer-portal/forgot-password',
  resetPassword: '/internal-api/customer-portal/reset-password',
  /** GET: what the account page shows. */
  account: '/internal-api/customer-portal/account',
  accountEmail: '/internal-api/customer-portal/account/email',
  accountPassword: '/internal-api/customer-portal/account/password',
  signOutEverywhere: '/internal-api/customer-portal/account/sign-out-everywhere',
  /** PUT: the language the portal and the account's mails use (the switch stores it while signed in). */
  accountLanguage: '/internal-api/customer-portal/account/language',
  /** Staff: GET and PUT the customer's portal email. */
  staffPortalEmail: (customerId: number | string) => `/internal-api/customers/portal-activity/${customerId}/email`,
  staffPortalEmailPattern: '/internal-api/customers/portal-activity/:id/email',
} as const;

/** The browser pages the mails link to and the screens live at (the links carry `?token=...`). */
export const customerAccountPages = {
  register: '/customer-portal/register',
  /** Both the sign-up confirmation and an email change's confirmation open this page. */
  verifyEmail: '/customer-portal/verify-email',
  forgotPassword: '/customer-portal/forgot-password',
  resetPassword: '/customer-portal/reset-password',
  account: '/customer-portal/profile/account',
  login: '/customer-portal/login',
  staffEditEmail: (customerId: number | string) => `/customers/portal-activity/${customerId}/edit-email`,
  staffEditEmailPattern: '/customers/portal-activity/:id/edit-email',
} as const;

/** How long each link works, and the password rule's bounds. */
export const customerAccountLimits = {
  verifyEmailHours: 24,
  emailChangeHours: 24,
  resetPasswordMinutes: 60,
  passwordMin: 8,
  /** Argon2 hashes whatever it gets; the bound keeps a request cheap (the login form's own maximum). */
  passwordMax: 200,
  nameMax: 100,
  emailMax: 255,
} as const;

export const customerAccountLanguages = ['en', 'es'] as const;
export type CustomerAccountLanguage = (typeof customerAccountLanguages)[number];

export const customerAccountMessages = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: `The password must be at least ${customerAccountLimits.passwordMin} characters.`,
  passwordTooLong: `The password may not be greater than ${customerAccountLimits.passwordMax} characters.`,
  passwordBlank: 'The password may not be only spaces.',
  passwordIsEmail: 'The password may not be your email address.',
  passwordConfirmation: 'The password confirmation does not match.',
  currentPasswordWrong: 'The password is incorrect.',
  invalidDate: 'Please enter a valid date (mm/dd/yyyy).',
  /** Said to the person signing up about themselves; the staff intake names the customer term instead. */
  minimumAge: (age: number) => `You must be at least ${age} years old to create an account.`,
  invalidLanguage: 'Please choose English or Spanish.',
  sameEmail: 'The new email must be different from your current email.',
  /** Answers that never say whether an address has an account. */
  registered: (hours: number) =>
    `Thank you. We sent a confirmation link to the email address you entered. Open it within ${hours} hours to finish creating your account.`,
  forgotPasswordSent: (minutes: number) =>
    `If an account uses that email address, we sent it a link to reset the password. The link works for ${minutes} minutes.`,
  emailChangeSent: (hours: number) =>
    `We sent a confirmation link to your new email address. Your email changes when you open it (within ${hours} hours).`,
  /** verify-email outcomes. */
  emailConfirmedSignedIn: 'Your email address is confirmed. Welcome!',
  emailConfirmedSignIn: 'Your email address is confirmed. Please sign in.',
  emailChanged: 'Your email address has been changed.',
  /** reset-password and change-password outcomes. */
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. You were signed out on your other devices.',
  signedOutEverywhere: 'You have been signed out on every device.',
  /** Links that cannot be used: 422 when unknown, 410 when used or expired. */
  linkInvalid: 'This link is not valid. Please check that you copied the whole link, or ask for a new one.',
  linkUsed: 'This link has already been used. Please sign in, or ask for a new link.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  emailTaken: 'That email address is already used by another portal account.',
  /** Staff page. */
  noPortalAccount: 'This customer has no portal account.',
  staffEmailChanged: 'The portal email has been changed.',
} as const;

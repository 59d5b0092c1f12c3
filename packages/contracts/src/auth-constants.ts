// Plain values of the auth area, kept apart from its Zod schemas so a page that needs only
// these (the login shell) does not load Zod.

export const guards = ['customer', 'staff'] as const;
export type Guard = (typeof guards)[number];

export const staffRoles = ['case_manager', 'admin', 'agency_admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const invalidCredentialsMessage = 'These credentials do not match our records.';

export const authPaths = {
  csrfToken: '/internal-api/csrf-token',
  customerLogin: '/internal-api/customer-portal/login',
  staffLogin: '/internal-api/login',
  logout: '/internal-api/logout',
  customerCurrentUser: '/internal-api/customer-portal/current-user',
  staffCurrentUser: '/internal-api/current-user',
} as const;

import { z } from 'zod';
import { requiredMessage } from './errors.ts';

export const guards = ['customer', 'staff'] as const;
export type Guard = (typeof guards)[number];

export const staffRoles = ['case_manager', 'admin', 'agency_admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const loginBodySchema = z.object({
  email: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .email('The email must be a valid email address.'),
  password: z.string({ error: requiredMessage }).min(1, requiredMessage).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const invalidCredentialsMessage = 'These credentials do not match our records.';

/** Participant spec 6: the current-user call carries userId, guard and internal. */
export const currentUserSchema = z.object({
  userId: z.number().int(),
  guard: z.enum(guards),
  /** True for staff (internal users), false for customers. */
  internal: z.boolean(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles).nullable(),
  locationIds: z.array(z.number().int()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const csrfTokenSchema = z.object({ token: z.string() });

export const authPaths = {
  csrfToken: '/internal-api/csrf-token',
  customerLogin: '/internal-api/customer-portal/login',
  staffLogin: '/internal-api/login',
  logout: '/internal-api/logout',
  customerCurrentUser: '/internal-api/customer-portal/current-user',
  staffCurrentUser: '/internal-api/current-user',
} as const;

import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { whenMissing } from './validation-messages.ts';

import { guards, staffRoles } from './auth-constants.ts';
import { customerAccountLanguages } from './customer-account-constants.ts';

export * from './auth-constants.ts';

export const loginBodySchema = z.object({
  email: z
    .string({ error: whenMissing(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .email('The email must be a valid email address.'),
  password: z
    .string({ error: whenMissing(requiredMessage) })
    .min(1, requiredMessage)
    .max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

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
  /**
   * A customer's language as stored on their account (the switch saves it while signed in); a browser that has no
   * remembered choice takes it at sign-in. Absent for staff, whose portal is English.
   */
  preferredLanguage: z.enum(customerAccountLanguages).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const csrfTokenSchema = z.object({ token: z.string() });

import { z } from 'zod';
import { currentUserSchema } from './auth.ts';

/**
 * Platform responses that the spec leaves "not shown" (see docs/spec-decisions.md).
 * A login and a logout rotate the CSRF secret, so both answer with the token to use next.
 */
export const loginResponseSchema = z.object({
  data: currentUserSchema,
  csrf_token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = z.object({ csrf_token: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** What the local upload PUT answers once the file passed its checks. */
export const uploadReceiptSchema = z.object({
  path: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type UploadReceipt = z.infer<typeof uploadReceiptSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const platformPaths = {
  settings: '/settings',
  healthz: '/healthz',
  readyz: '/readyz',
  /** Prometheus text; sessionless, for the operator only (METRICS_TOKEN, METRICS_ALLOW). */
  metrics: '/metrics',
  apiDocs: '/internal-api/docs',
} as const;

import { z } from 'zod';
import { restrictionSchema } from './customer-record.ts';

/**
 * The snapshot page (/customers/record/snapshot/{id}, staff spec 2.1), reached from the banner's '+ N more'
 * sources link. The spec gives no content; docs/spec-decisions.md says what it holds and why.
 */
export const customerSnapshotPaths = { snapshot: '/internal-api/customers/record/:id/snapshot' } as const;

export const snapshotSourceSchema = z.object({
  id: z.number(),
  location: z.string(),
  source: z.string(),
  source_customer_id: z.string().nullable(),
  created_at: z.string(),
});

export const snapshotEnrollmentSchema = z.object({
  id: z.number(),
  program: z.string(),
  /** The latest status, null before the first one is recorded. */
  status: z.string().nullable(),
  created_at: z.string(),
  exit_at: z.string().nullable(),
  service_log_total: z.number(),
});

export const customerSnapshotSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  birthdate: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  status: z.boolean(),
  deleted: z.boolean(),
  customer_type: z.string().nullable(),
  /** The External ID of the search (spec 2.3). */
  source_system_customer_id: z.string().nullable(),
  primary_location: z.string().nullable(),
  created_at: z.string(),
  /** Every source, oldest first (the banner shows only the first few). */
  sources: z.array(snapshotSourceSchema),
  case_managers: z.array(z.object({ id: z.number(), name: z.string() })),
  restrictions: z.array(restrictionSchema),
  enrollments: z.array(snapshotEnrollmentSchema),
});
export type CustomerSnapshot = z.infer<typeof customerSnapshotSchema>;

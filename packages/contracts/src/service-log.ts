import { z } from 'zod';

export {
  enrollmentStatusNames,
  serviceLengths,
  serviceLogLimits,
  serviceLogPath,
  serviceLogPaths,
} from './service-log-constants.ts';

export const serviceTypeSchema = z.object({ name: z.string(), color: z.string() });

export const serviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  duration: z.string(),
  enrollment: z.boolean(),
  expense_associated: z.boolean(),
  type: serviceTypeSchema,
});

export const serviceLogProgramSchema = z.object({ id: z.number(), name: z.string(), is_common_exit: z.boolean() });

export const enrollmentStatusSchema = z.object({ name: z.string(), created_at: z.string() });

/** A log as the enrolments panel shows it: a subset of the tracker's service log entry, same names. */
export const enrollmentServiceLogSchema = z.object({
  id: z.number(),
  title: z.string(),
  service: z.object({ name: z.string(), type: serviceTypeSchema }),
  location: z.string().nullable(),
  created_by_user: z.string(),
  created_on: z.string(),
  start_at: z.string(),
  end_at: z.string().nullable(),
  created_at: z.string(),
});

export const enrollmentSchema = z.object({
  id: z.number(),
  program: serviceLogProgramSchema,
  service: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  exit_at: z.string().nullable(),
  /** Newest first: the first is the current status. */
  statuses: z.object({ data: z.array(enrollmentStatusSchema) }),
  /** Newest first, at most serviceLogLimits.logsPerEnrollment. */
  serviceLogs: z.object({ data: z.array(enrollmentServiceLogSchema) }),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentsResponseSchema = z.object({ data: z.array(enrollmentSchema) });
export type EnrollmentsResponse = z.infer<typeof enrollmentsResponseSchema>;

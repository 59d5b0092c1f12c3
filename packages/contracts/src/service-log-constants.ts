// The plain values of service-log.ts (paths, limits, lengths, status names), kept apart from its Zod schemas
// (service-log.ts re-exports them) so a page that needs only these does not load Zod (#30).

/** The service log (staff spec 2.12, 3, 7). The spec's enrolment failure text is customerRecordMessages.enrollmentsFailed. */
export const serviceLogPaths = {
  enrollments: '/internal-api/service-log/enrollments/:id',
} as const;

export const serviceLogPath = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

/** How many logs an enrolment lists on the customer record, newest first. */
export const serviceLogLimits = { logsPerEnrollment: 20 } as const;

export const serviceLengths = ['Single-day', 'Multi-day'] as const;

/** Status names of an enrolment (free text in the data); an open enrolment whose newest is `enrolled` is enrolled. */
export const enrollmentStatusNames = {
  reportable: 'Active - Reportable Individual',
  enrolled: 'Active - Enrolled',
} as const;

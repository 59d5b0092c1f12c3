import { customerRecordMessages, serviceLogPath, serviceLogPaths, type EnrollmentsResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../platform/api';

/**
 * The customer's service-log enrolments. Spec 6 and 8: a 403 is ignored silently (the panel then shows
 * nothing); any other failure shows 'Unable to fetch service log enrollments'.
 */
export function enrollmentsQuery(customerId: number) {
  return queryOptions({
    queryKey: ['customer-record', customerId, 'enrollments'] as const,
    queryFn: async ({ signal }): Promise<EnrollmentsResponse | null> => {
      try {
        return await api.get<EnrollmentsResponse>(serviceLogPath(serviceLogPaths.enrollments, { id: customerId }), {
          signal,
        });
      } catch (error) {
        if (isApiError(error, 403)) return null;
        throw error;
      }
    },
    meta: { errorMessage: customerRecordMessages.enrollmentsFailed },
  });
}

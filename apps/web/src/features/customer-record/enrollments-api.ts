import { customerRecordMessages, serviceLogPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../platform/api';
import { client } from '../../platform/api-client';

/**
 * The customer's service-log enrolments. Spec 6 and 8: a 403 is ignored silently (the panel then shows
 * nothing); any other failure shows 'Unable to fetch service log enrollments'.
 */
export function enrollmentsQuery(customerId: number) {
  return queryOptions({
    queryKey: ['customer-record', customerId, 'enrollments'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await client.get(serviceLogPaths.enrollments, { params: { id: customerId }, signal });
      } catch (error) {
        if (isApiError(error, 403)) return null;
        throw error;
      }
    },
    meta: { errorMessage: customerRecordMessages.enrollmentsFailed },
  });
}

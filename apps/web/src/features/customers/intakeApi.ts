import {
  customerIntakePaths,
  type CustomerImportBody,
  type CustomerImportResponse,
  type CustomerIntakeBody,
  type CustomerIntakeResponse,
  type CustomerLookupBody,
  type CustomerLookupResponse,
  type IntakeLocation,
} from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** The locations the signed-in staff user may add a customer to. */
export const intakeLocationsQuery = queryOptions({
  queryKey: ['customers', 'intake-locations'],
  queryFn: ({ signal }) => api.get<{ data: IntakeLocation[] }>(customerIntakePaths.locations, { signal }),
  staleTime: 5 * 60_000,
});

export function useCustomerLookup() {
  return useMutation({
    mutationFn: (body: CustomerLookupBody) => api.post<CustomerLookupResponse>(customerIntakePaths.lookup, body),
  });
}

export function useCustomerImport() {
  return useMutation({
    mutationFn: (body: CustomerImportBody) => api.post<CustomerImportResponse>(customerIntakePaths.import, body),
  });
}

export function useCustomerIntake() {
  return useMutation({
    mutationFn: (body: CustomerIntakeBody) => api.post<CustomerIntakeResponse>(customerIntakePaths.intake, body),
  });
}

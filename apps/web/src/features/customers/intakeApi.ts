import {
  customerIntakePaths,
  type CustomerImportBody,
  type CustomerIntakeBody,
  type CustomerLookupBody,
} from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

/** The locations the signed-in staff user may add a customer to. */
export const intakeLocationsQuery = queryOptions({
  queryKey: ['customers', 'intake-locations'],
  queryFn: ({ signal }) => client.get(customerIntakePaths.locations, { signal }),
  staleTime: 5 * 60_000,
});

export function useCustomerLookup() {
  return useMutation({
    mutationFn: (body: CustomerLookupBody) => client.post(customerIntakePaths.lookup, { body }),
  });
}

export function useCustomerImport() {
  return useMutation({
    mutationFn: (body: CustomerImportBody) => client.post(customerIntakePaths.import, { body }),
  });
}

export function useCustomerIntake() {
  return useMutation({
    mutationFn: (body: CustomerIntakeBody) => client.post(customerIntakePaths.intake, { body }),
  });
}

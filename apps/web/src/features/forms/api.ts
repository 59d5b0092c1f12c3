import { formPaths, type FormSubmissionBody } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

/** Which form, and for whom: a customer fills their own (no customerId); staff fill one for a customer. */
export interface FormTarget {
  formId: number;
  customerId?: number;
}

export const formKeys = {
  list: (customerId?: number) => ['forms', 'list', customerId ?? 'me'] as const,
  form: ({ formId, customerId }: FormTarget) => ['forms', 'form', formId, customerId ?? 'me'] as const,
  races: ['forms', 'races'] as const,
};

export function formsListQuery(customerId?: number) {
  return queryOptions({
    queryKey: formKeys.list(customerId),
    queryFn: ({ signal }) =>
      (customerId === undefined
        ? client.get(formPaths.customerList, { signal })
        : client.get(formPaths.staffList, { params: { customerId }, signal })
      ).then((body) => body.data),
  });
}

export function formQuery(target: FormTarget) {
  const { formId, customerId } = target;
  return queryOptions({
    queryKey: formKeys.form(target),
    queryFn: ({ signal }) =>
      customerId === undefined
        ? client.get(formPaths.customerForm, { params: { formId }, signal })
        : client.get(formPaths.staffForm, { params: { formId, customerId }, signal }),
    // The screen shows the spec's own load-failure toast.
    meta: { silent: true },
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
}

export function submitForm(target: FormTarget, body: FormSubmissionBody) {
  const { formId, customerId } = target;
  return customerId === undefined
    ? client.post(formPaths.customerSubmit, { params: { formId }, body })
    : client.post(formPaths.staffSubmit, { params: { formId, customerId }, body });
}

export const racesQuery = queryOptions({
  queryKey: formKeys.races,
  queryFn: ({ signal }) => client.get(formPaths.races, { signal }).then((body) => body.data),
  staleTime: Infinity,
  retry: 1,
  // The component shows the spec's load-failure text with a Refresh button.
  meta: { silent: true },
});

export function lookupZip(zip: string, signal?: AbortSignal) {
  return client.get(formPaths.zipLookup, { params: { zip }, signal });
}

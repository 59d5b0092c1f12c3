import {
  formPaths,
  type EligibilityFormItem,
  type FormLoadResponse,
  type FormSubmissionBody,
  type FormSubmissionResponse,
  type Race,
  type ZipLookup,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Which form, and for whom: a customer fills their own (no customerId); staff fill one for a customer. */
export interface FormTarget {
  formId: number;
  customerId?: number;
}

/** Fills `:name` placeholders of a contract path. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

export const formKeys = {
  list: (customerId?: number) => ['forms', 'list', customerId ?? 'me'] as const,
  form: ({ formId, customerId }: FormTarget) => ['forms', 'form', formId, customerId ?? 'me'] as const,
  races: ['forms', 'races'] as const,
};

export function formsListQuery(customerId?: number) {
  const path = customerId === undefined ? formPaths.customerList : fillPath(formPaths.staffList, { customerId });
  return queryOptions({
    queryKey: formKeys.list(customerId),
    queryFn: ({ signal }) => api.get<{ data: EligibilityFormItem[] }>(path, { signal }).then((body) => body.data),
  });
}

export function formQuery(target: FormTarget) {
  const path =
    target.customerId === undefined
      ? fillPath(formPaths.customerForm, { formId: target.formId })
      : fillPath(formPaths.staffForm, { formId: target.formId, customerId: target.customerId });
  return queryOptions({
    queryKey: formKeys.form(target),
    queryFn: ({ signal }) => api.get<FormLoadResponse>(path, { signal }),
    // The screen shows the spec's own load-failure toast.
    meta: { silent: true },
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
}

export function submitForm(target: FormTarget, body: FormSubmissionBody) {
  const path =
    target.customerId === undefined
      ? fillPath(formPaths.customerSubmit, { formId: target.formId })
      : fillPath(formPaths.staffSubmit, { formId: target.formId, customerId: target.customerId });
  return api.post<FormSubmissionResponse>(path, body);
}

export const racesQuery = queryOptions({
  queryKey: formKeys.races,
  queryFn: ({ signal }) => api.get<{ data: Race[] }>(formPaths.races, { signal }).then((body) => body.data),
  staleTime: Infinity,
  retry: 1,
  // The component shows the spec's load-failure text with a Refresh button.
  meta: { silent: true },
});

export function lookupZip(zip: string, signal?: AbortSignal) {
  return api.get<ZipLookup>(fillPath(formPaths.zipLookup, { zip }), { signal });
}

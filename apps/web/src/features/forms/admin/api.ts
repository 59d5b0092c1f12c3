import {
  formPaths,
  type FormDefinition,
  type FormDefinitionInput,
  type formDefinitionImportResponseSchema,
  type formDefinitionSummarySchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api';
import { fillPath } from '../api';

export type FormDefinitionSummary = ReturnType<typeof formDefinitionSummarySchema.parse>;
export type ImportResult = ReturnType<typeof formDefinitionImportResponseSchema.parse>;

export const definitionKeys = { list: ['forms', 'definitions'] as const };

export const definitionsQuery = queryOptions({
  queryKey: definitionKeys.list,
  queryFn: ({ signal }) =>
    api.get<{ data: FormDefinitionSummary[] }>(formPaths.definitions, { signal }).then((body) => body.data),
  // The page shows a 403 as its own alert rather than a toast.
  meta: { silent: true },
});

export function exportDefinition(formId: number) {
  return api.get<FormDefinition>(fillPath(formPaths.definitionExport, { formId }));
}

export function importDefinition(definition: FormDefinitionInput) {
  return api.post<ImportResult>(formPaths.definitionImport, definition);
}

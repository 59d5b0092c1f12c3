import { formPaths, type FormDefinitionInput } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, type ResponseOf } from '../../../platform/api-client';

export type FormDefinitionSummary = ResponseOf<typeof formPaths.definitions, 'get'>['data'][number];
export type ImportResult = ResponseOf<typeof formPaths.definitionImport, 'post'>;

export const definitionKeys = { list: ['forms', 'definitions'] as const };

export const definitionsQuery = queryOptions({
  queryKey: definitionKeys.list,
  queryFn: ({ signal }) => client.get(formPaths.definitions, { signal }).then((body) => body.data),
  // The page shows a 403 as its own alert rather than a toast.
  meta: { silent: true },
});

export function exportDefinition(formId: number) {
  return client.get(formPaths.definitionExport, { params: { formId } });
}

export function importDefinition(definition: FormDefinitionInput) {
  return client.post(formPaths.definitionImport, { body: definition });
}

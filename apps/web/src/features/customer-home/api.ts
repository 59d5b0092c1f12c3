import {
  customerHomePaths,
  documentPaths,
  type CustomerHomeImpactAnswersBody,
  type CustomerHomeResourceBody,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { customerHomeKeys } from './widgetQueries';

// The home's widget queries live in widgetQueries.ts, which the home loads without the rest of this module.
export { customerHomeKeys, profileWidgetQuery, resourcesWidgetQuery, toolsWidgetQuery } from './widgetQueries';

export const toolsPageQuery = queryOptions({
  queryKey: customerHomeKeys.toolsPage,
  queryFn: () => client.get(customerHomePaths.tools),
});

export const impactQuestionsQuery = queryOptions({
  queryKey: customerHomeKeys.impact,
  queryFn: () => client.get(customerHomePaths.impactQuestions),
});

export const adminResourcesQuery = queryOptions({
  queryKey: customerHomeKeys.adminResources,
  queryFn: () => client.get(customerHomePaths.adminResources),
});

export const saveImpactAnswers = (body: CustomerHomeImpactAnswersBody) =>
  client.put(customerHomePaths.impactQuestions, { body });

export const createResource = (body: CustomerHomeResourceBody) =>
  client.post(customerHomePaths.adminResources, { body });
export const updateResource = (id: number, body: CustomerHomeResourceBody) =>
  client.put(customerHomePaths.adminResource, { params: { id }, body });
export const deleteResource = (id: number) => client.delete(customerHomePaths.adminResource, { params: { id } });

/**
 * The avatar through the platform's signed-URL upload (purpose 'avatar'): a stored name, the file PUT to it, then
 * the upload made the customer's avatar. Any step's refusal arrives as an ApiError with the server's message.
 */
export async function uploadAvatar(file: File) {
  const signed = await client.get(documentPaths.signedUrl, {
    query: { fileName: file.name, size: file.size, purpose: 'avatar' },
  });
  const put = await fetch(signed.url, {
    method: signed.method,
    body: file,
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  if (!put.ok) {
    const body = (await put.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(put.status, body?.message ? { message: body.message } : null, put.statusText);
  }
  return client.put(customerHomePaths.avatar, { body: { path: signed.path } });
}

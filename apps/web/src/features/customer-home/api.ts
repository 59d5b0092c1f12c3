import {
  customerHomePaths,
  customerHomeResourcePath,
  documentPaths,
  type CustomerHomeAdminResource,
  type CustomerHomeImpactAnswersBody,
  type CustomerHomeImpactQuestionsResponse,
  type CustomerHomeProfileWidget,
  type CustomerHomeResourceBody,
  type CustomerHomeResources,
  type CustomerHomeToolsPage,
  type CustomerHomeToolsWidget,
  type SignedUrlResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../platform/api';

export const customerHomeKeys = {
  all: ['customer-home'] as const,
  profile: ['customer-home', 'profile'] as const,
  tools: ['customer-home', 'tools'] as const,
  toolsPage: ['customer-home', 'tools-page'] as const,
  resources: ['customer-home', 'resources'] as const,
  impact: ['customer-home', 'impact'] as const,
  adminResources: ['customer-home', 'admin-resources'] as const,
};

export const profileWidgetQuery = queryOptions({
  queryKey: customerHomeKeys.profile,
  queryFn: () => api.get<CustomerHomeProfileWidget>(customerHomePaths.profileWidget),
});

export const toolsWidgetQuery = queryOptions({
  queryKey: customerHomeKeys.tools,
  queryFn: () => api.get<CustomerHomeToolsWidget>(customerHomePaths.toolsWidget),
});

export const toolsPageQuery = queryOptions({
  queryKey: customerHomeKeys.toolsPage,
  queryFn: () => api.get<CustomerHomeToolsPage>(customerHomePaths.tools),
});

export const resourcesWidgetQuery = queryOptions({
  queryKey: customerHomeKeys.resources,
  queryFn: () => api.get<CustomerHomeResources>(customerHomePaths.resourcesWidget),
});

export const impactQuestionsQuery = queryOptions({
  queryKey: customerHomeKeys.impact,
  queryFn: () => api.get<CustomerHomeImpactQuestionsResponse>(customerHomePaths.impactQuestions),
});

export const adminResourcesQuery = queryOptions({
  queryKey: customerHomeKeys.adminResources,
  queryFn: () => api.get<{ data: CustomerHomeAdminResource[] }>(customerHomePaths.adminResources),
});

export const saveImpactAnswers = (body: CustomerHomeImpactAnswersBody) =>
  api.put<CustomerHomeImpactQuestionsResponse>(customerHomePaths.impactQuestions, body);

export const createResource = (body: CustomerHomeResourceBody) =>
  api.post<CustomerHomeAdminResource>(customerHomePaths.adminResources, body);
export const updateResource = (id: number, body: CustomerHomeResourceBody) =>
  api.put<CustomerHomeAdminResource>(customerHomeResourcePath(id), body);
export const deleteResource = (id: number) => api.delete(customerHomeResourcePath(id));

/**
 * The avatar through the platform's signed-URL upload (purpose 'avatar'): a stored name, the file PUT to it, then
 * the upload made the customer's avatar. Any step's refusal arrives as an ApiError with the server's message.
 */
export async function uploadAvatar(file: File): Promise<{ avatar_url: string }> {
  const query = new URLSearchParams({ fileName: file.name, size: String(file.size), purpose: 'avatar' });
  const signed = await api.get<SignedUrlResponse>(`${documentPaths.signedUrl}?${query}`);
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
  return api.put<{ avatar_url: string }>(customerHomePaths.avatar, { path: signed.path });
}

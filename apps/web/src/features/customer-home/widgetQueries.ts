import { customerHomePaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

// The queries of the customer home's own widgets, apart from api.ts (which re-exports them): the home does not load the
// About Me, tools and admin pages' queries and calls, nor the avatar upload (#24).

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
  queryFn: () => client.get(customerHomePaths.profileWidget),
});

export const toolsWidgetQuery = queryOptions({
  queryKey: customerHomeKeys.tools,
  queryFn: () => client.get(customerHomePaths.toolsWidget),
});

export const resourcesWidgetQuery = queryOptions({
  queryKey: customerHomeKeys.resources,
  queryFn: () => client.get(customerHomePaths.resourcesWidget),
});

import {
  boardTimeZone,
  defaultClientSettings,
  isTimeZone,
  setBoardTimeZone,
  type ClientSettings,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from './api-client';

export const settingsPath = '/settings' as const;

/** Client settings, fetched once per page load (participant spec 1). */
export const settingsQuery = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: async ({ signal }) => {
    const settings = await client.get(settingsPath, { signal });
    // The date pickers' "today" and printed dates follow the board's zone, as the server's rules do. A zone is checked
    // only when it is not the one in use: the first check loads the runtime's zone data (about 200 ms of a phone's
    // main thread, issue #30), which a page that shows no date need not pay.
    const zone = settings.board_time_zone;
    if (zone && zone !== boardTimeZone() && isTimeZone(zone)) setBoardTimeZone(zone);
    return settings;
  },
  staleTime: Infinity,
  gcTime: Infinity,
  // Until they arrive, or if they cannot be loaded, the defaults apply (Customer / Customers, 2 MB, ...).
  meta: { silent: true },
});

export function useSettings(): ClientSettings {
  return useQuery(settingsQuery).data ?? defaultClientSettings;
}

/** The client's word for a customer, singular and plural; use it wherever a label says Customer. */
export function useTerminology(): { customer: string; customers: string } {
  const settings = useSettings();
  return { customer: settings.terminology_customer, customers: settings.terminology_customers };
}

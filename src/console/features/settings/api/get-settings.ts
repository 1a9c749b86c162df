/** GET /console-api/settings (owner): SPEC 3's values, and of each secret only set / not set. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleSettings } from '#shared/contract/console-settings.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => consoleRequest('GET', '/settings', { schema: consoleSettings, signal }),
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

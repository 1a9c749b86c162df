/** POST /console-api/settings { values, secrets } → the settings as saved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSettings, type SettingsInput } from '#shared/contract/console-settings.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { SETTINGS_QUERY_KEY } from './get-settings.ts';

export function saveSettings(input: SettingsInput) {
  return consoleRequest('POST', '/settings', { schema: consoleSettings, body: input });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (data) => client.setQueryData(SETTINGS_QUERY_KEY, data),
  });
}

/** POST /console-api/pay-channels { channels } (each once, in order) → the list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelList, type ChannelsInput } from '#shared/contract/console-goods.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { CHANNELS_QUERY_KEY } from './get-channels.ts';

export function setChannels(input: ChannelsInput) {
  return consoleRequest('POST', '/pay-channels', { schema: channelList, body: input });
}

export function useSetChannels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setChannels,
    onSuccess: (data) => client.setQueryData(CHANNELS_QUERY_KEY, data),
  });
}

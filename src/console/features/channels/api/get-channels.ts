/** GET /console-api/pay-channels (finance, owner): the channels in the pay popup's order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelList } from '#shared/contract/console-goods.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export const CHANNELS_QUERY_KEY = ['pay-channels'] as const;

export function channelsQueryOptions() {
  return queryOptions({
    queryKey: CHANNELS_QUERY_KEY,
    queryFn: ({ signal }) => consoleRequest('GET', '/pay-channels', { schema: channelList, signal }),
  });
}

export function useChannels() {
  return useQuery(channelsQueryOptions());
}

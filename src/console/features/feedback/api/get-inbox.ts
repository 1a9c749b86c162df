/** GET /console-api/feedback (support, owner): the inbox, filtered, searched and paged by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxResponse, type InboxQuery } from '#shared/contract/console-feedback.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export type InboxFilters = Partial<Pick<InboxQuery, 'status' | 'type' | 'language' | 'q'>>;
export const INBOX_QUERY_KEY = ['feedback-inbox'] as const;

export function inboxQueryOptions(query: InboxFilters & { page: number; size: number }) {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, query],
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/feedback', { schema: inboxResponse, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInbox(query: InboxFilters & { page: number; size: number }) {
  return useQuery(inboxQueryOptions(query));
}

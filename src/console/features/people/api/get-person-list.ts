/**
 * GET /console-api/people/:uid/{ledger,unlocks,orders,sessions,feedback,invites}?page=&size=:
 * the user page's long lists, each paged by the server (one fetcher, the tab names the list).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  invitesResponse,
  ledgerResponse,
  ordersResponse,
  personFeedbackResponse,
  sessionsResponse,
  unlocksResponse,
} from '#shared/contract/console-people.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { PEOPLE_QUERY_KEY } from './search-people.ts';

export const PERSON_LISTS = {
  ledger: ledgerResponse,
  unlocks: unlocksResponse,
  orders: ordersResponse,
  sessions: sessionsResponse,
  feedback: personFeedbackResponse,
  invites: invitesResponse,
} as const;
export type PersonListName = keyof typeof PERSON_LISTS;

export function personListOptions<N extends PersonListName>(
  uid: number,
  name: N,
  paging: { page: number; size: number },
) {
  const schema: (typeof PERSON_LISTS)[N] = PERSON_LISTS[name];
  return queryOptions({
    queryKey: [...PEOPLE_QUERY_KEY, uid, name, paging],
    queryFn: async ({ signal }) => {
      const data: unknown = await consoleRequest('GET', `/people/${uid}/${name}`, {
        schema,
        query: { ...paging },
        signal,
      });
      return data as z.infer<(typeof PERSON_LISTS)[N]>;
    },
    placeholderData: keepPreviousData,
  });
}

export function usePersonList<N extends PersonListName>(
  uid: number,
  name: N,
  paging: { page: number; size: number },
) {
  return useQuery(personListOptions(uid, name, paging));
}

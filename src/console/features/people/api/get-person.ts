/** GET /console-api/people/:uid: the user page's profile, balances, VIP and devices. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { personPage } from '#shared/contract/console-people.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { PEOPLE_QUERY_KEY } from './search-people.ts';

export function personOptions(uid: number) {
  return queryOptions({
    queryKey: [...PEOPLE_QUERY_KEY, uid],
    queryFn: ({ signal }) => consoleRequest('GET', `/people/${uid}`, { schema: personPage, signal }),
  });
}

export function usePerson(uid: number) {
  return useQuery(personOptions(uid));
}

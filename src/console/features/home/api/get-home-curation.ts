/**
 * GET /console-api/home: home's banners (with where each stands for viewers now) and the rails'
 * order. Also the one way every write, which answers the whole curation, updates it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { homeCuration, type HomeCuration } from '#shared/contract/console-home.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';

export const HOME_CURATION_KEY = ['home', 'curation'] as const;

export function homeCurationQueryOptions() {
  return queryOptions({
    queryKey: HOME_CURATION_KEY,
    queryFn: ({ signal }) => consoleRequest('GET', '/home', { schema: homeCuration, signal }),
  });
}

export function useHomeCuration() {
  return useQuery(homeCurationQueryOptions());
}

/** The fetcher of a write that answers the whole curation. */
export function homeWrite(path: string, body?: unknown) {
  return consoleRequest('POST', path, { schema: homeCuration, ...(body !== undefined ? { body } : {}) });
}

/**
 * A write whose answer is the curation as it is after: it replaces the cached one. `optimistic`
 * shows the expected curation at once and puts the old one back on a refusal. `inline`: the
 * caller shows the refusal itself (no message).
 */
export function useHomeWrite<V>(
  write: (variables: V) => Promise<HomeCuration>,
  options: { optimistic?: (before: HomeCuration, variables: V) => HomeCuration; inline?: boolean } = {},
) {
  const client = useQueryClient();
  const { optimistic } = options;
  return useMutation({
    mutationFn: write,
    ...(options.inline ? { meta: INLINE_ERRORS } : {}),
    onMutate: async (variables: V) => {
      if (!optimistic) return { before: undefined };
      await client.cancelQueries({ queryKey: HOME_CURATION_KEY });
      const before = client.getQueryData<HomeCuration>(HOME_CURATION_KEY);
      if (before) client.setQueryData(HOME_CURATION_KEY, optimistic(before, variables));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(HOME_CURATION_KEY, context.before);
    },
    onSuccess: (curation) => client.setQueryData(HOME_CURATION_KEY, curation),
  });
}

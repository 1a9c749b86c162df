/**
 * The viewer's own invite code (POST /invite/info), for links that should count a friend who
 * joins through them as invited (a shared drama, lib/share-link.ts). The code never changes for
 * an account, so it is asked once per session token; the invite feature keeps the full answer
 * (counts, rules) under the same `invite` key prefix, so invalidating that refreshes both.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** How long a share waits for the code before it goes without one (the tap's activation lapses). */
export const INVITE_CODE_WAIT_MS = 1000;

export function inviteCodeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invite', 'code', token] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('inviteInfo', {}, { silent: true, timeoutMs: 5000, ...(signal ? { signal } : {}) }))
        .invite_code,
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The code when it is known or arrives within `waitMs`; undefined without a session, on a
 * failure or when it is slow (a share goes on without it rather than not at all).
 */
export async function inviteCodeWithin(
  client: QueryClient,
  token: string,
  waitMs = INVITE_CODE_WAIT_MS,
): Promise<string | undefined> {
  if (token === '') return undefined;
  const options = inviteCodeQueryOptions(token);
  const known = client.getQueryData(options.queryKey);
  if (known !== undefined) return known;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    return await Promise.race([client.fetchQuery(options).catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

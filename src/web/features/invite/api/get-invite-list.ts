/** POST /invite/list: the friends the user invited, newest first, with status and reward. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InvitePage } from '#shared/contract/invite.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { INVITE_QUERY_KEY } from './get-invite-info.ts';

export const INVITE_PAGE_SIZE = 20;

export function getInviteList(page: number, signal?: AbortSignal): Promise<InvitePage> {
  return apiRequest('inviteList', { page, page_size: INVITE_PAGE_SIZE }, signal ? { signal } : {});
}

export function inviteListQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...INVITE_QUERY_KEY, 'list', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getInviteList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useInviteList() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(inviteListQueryOptions(token, languageId));
}

/** POST /invite/info: the user's invite code and link, the reward, the counts and the rules. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteInfoData } from '#shared/contract/invite.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const INVITE_QUERY_KEY = ['invite'] as const;

export function getInviteInfo(signal?: AbortSignal): Promise<InviteInfoData> {
  return apiRequest('inviteInfo', {}, signal ? { signal } : {});
}

export function inviteInfoQueryOptions(token: string, languageId: LanguageId) {
  return queryOptions({
    queryKey: [...INVITE_QUERY_KEY, 'info', token, languageId] as const,
    queryFn: ({ signal }) => getInviteInfo(signal),
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useInviteInfo() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useQuery(inviteInfoQueryOptions(token, languageId));
}

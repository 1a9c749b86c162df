/**
 * POST /user/index: the user info of SPEC 3, as a query keyed by token and language. Every
 * successful fetch also updates the session store (names, VIP, balances, hadLogin).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfoData } from '#shared/contract/user.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const USER_INFO_QUERY_KEY = 'user-info';

export function getUserInfo(signal?: AbortSignal): Promise<UserInfoData> {
  return apiRequest('userIndex', undefined, signal ? { signal } : {});
}

export function userInfoQueryOptions(token: string, languageId: LanguageId) {
  return queryOptions({
    queryKey: [USER_INFO_QUERY_KEY, token, languageId] as const,
    queryFn: async ({ signal }) => {
      const info = await getUserInfo(signal);
      // A late answer for a token that has since been replaced must not overwrite the session.
      if (useSession.getState().token === token) useSession.getState().applyUserInfo(info);
      return info;
    },
    enabled: token !== '',
  });
}

/** Keeps the session store in sync with the server while mounted (the app shell mounts it once). */
export function useUserInfo() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useQuery(userInfoQueryOptions(token, languageId));
}

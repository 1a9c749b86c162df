/**
 * POST /user/update-profile {nickname?, avatar?}: answers the fresh user info, which goes
 * straight into the session store and the user-info query (no refetch needed).
 */
import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, UserInfoData } from '#shared/contract/user.ts';
import { apiRequest, type RequestOptions } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { userInfoQueryOptions } from './get-user-info.ts';

export async function updateProfile(
  body: UpdateProfileRequest,
  options: RequestOptions = {},
): Promise<UserInfoData> {
  const token = useSession.getState().token;
  const info = await apiRequest('updateProfile', body, options);
  if (useSession.getState().token === token) {
    useSession.getState().applyUserInfo(info);
    queryClient.setQueryData(userInfoQueryOptions(token, useLocale.getState().languageId).queryKey, info);
  }
  return info;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: (body: UpdateProfileRequest) => updateProfile(body) });
}

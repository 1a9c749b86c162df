import type { UserInfoData } from './contract/user.ts';

/** SPEC 4: hadLogin when a social entry is already bound or an email exists. */
export function deriveHadLogin(info: Pick<UserInfoData, 'email' | 'data_list'>): boolean {
  if (info.email !== '') return true;
  return info.data_list.some((group) =>
    group.list.some((entry) => entry.type !== 'email' && entry.is_click === 0),
  );
}

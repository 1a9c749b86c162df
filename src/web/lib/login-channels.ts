/**
 * The ways to log in this deployment offers (decision 0053): Facebook and TikTok with their keys
 * or their stand-ins, email where codes can reach people. The login popup lists them; the
 * personal centre offers to log in, and the settings to link one, only when there is one.
 */
import type { LoginMethodType } from '#shared/contract/user.ts';
import type { SystemInfo } from '#web/stores/session.ts';

export type LoginChannel = LoginMethodType;

const ORDER: readonly LoginChannel[] = ['facebook', 'tiktok', 'email'];

export function offeredChannels(info: SystemInfo): LoginChannel[] {
  return ORDER.filter(
    (channel) =>
      (channel !== 'facebook' || info.facebookAppid !== '') &&
      (channel !== 'tiktok' || info.tiktokClientkey !== '') &&
      (channel !== 'email' || info.emailLogin),
  );
}

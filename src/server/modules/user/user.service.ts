/**
 * Guest accounts by device, the user-info answer of SPEC 3, and logout.
 */
import type { DeviceInfo } from '#shared/contract/headers.ts';
import {
  checkNickname,
  fitNickname,
  NICKNAME_MAX,
  type DeviceLoginRequest,
  type LoginData,
  type UpdateProfileRequest,
  type UserInfoData,
} from '#shared/contract/user.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import { recordNothing, type RecordEvent } from '../events/event-recorder.ts';
import { attributeNewAccount } from '../invite/invite.rules.ts';
import type { AvatarStore } from '../upload/avatar-store.ts';
import type { SessionService } from '../session/session.service.ts';
import type { UserProfileRow } from './user.repository.ts';

class DeviceRace extends Error {}

// Building an Intl formatter costs far more than using one: one per locale, made on first use.
const dateFormats = new Map<LanguageId, Intl.DateTimeFormat>();
function formatDate(language: LanguageId, date: Date): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * The name shown for an account that has not chosen one: the part of its email before the @
 * once it logged in by email (it is no guest any more), else "Guest <uid>".
 */
export function displayNickname(
  row: Pick<UserProfileRow, 'nickname' | 'id'> & { email?: string | null },
  language: LanguageId,
): string {
  if (row.nickname !== '') return row.nickname;
  const local = row.email ? fitNickname(row.email.split('@')[0] ?? '') : '';
  return local !== '' ? local : translate(language, 'guest_nickname', { uid: row.id });
}

export function createUserService(deps: {
  uow: UnitOfWork;
  sessions: SessionService;
  avatars: AvatarStore;
  now?: () => number;
  /** Viewer events (decision 0038): app open, a friend arrived from an invite link. */
  recordEvent?: RecordEvent;
}) {
  const { uow, sessions } = deps;
  const recordEvent = deps.recordEvent ?? recordNothing;
  const now = deps.now ?? Date.now;
  const { users } = uow.read;

  /**
   * The guest account of a device: found, or created with its wallet, race-safe. Only a
   * device seen for the first time is attributed to the inviter whose code it came with
   * (in the creating transaction: the loser of a race leaves no invite behind).
   */
  async function guestFor(device: DeviceInfo, inviteCode?: string): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = await users.findDeviceUser(device.udid);
      // A device bound to a blocked account (issue 18) gets no account at all, not a new guest.
      if (existing?.blocked) throw new ApiError('accountBlocked');
      if (existing !== undefined && !existing.registered) {
        await users.touchDevice(device);
        return existing.userId;
      }
      if (existing !== undefined) {
        // The device's guest became a registered account (it bound an email or a provider).
        // A device login never hands out a registered account (the udid is no credential):
        // the device gets a fresh guest; logging back in needs the email code or the provider.
        try {
          return await uow.run(async (tx) => {
            const repo = tx.users;
            const userId = await repo.createGuest();
            if (!(await repo.repointDevice(device.udid, existing.userId, userId))) throw new DeviceRace();
            return userId;
          });
        } catch (error) {
          if (!(error instanceof DeviceRace)) throw error;
          continue;
        }
      }
      try {
        const created = await uow.run(async (tx) => {
          const repo = tx.users;
          const userId = await repo.createGuest();
          if (!(await repo.insertDevice(device, userId))) throw new DeviceRace();
          return { userId, invited: await attributeNewAccount(tx, userId, inviteCode) };
        });
        if (created.invited) recordEvent({ kind: 'invite_arrived', userId: created.userId });
        return created.userId;
      } catch (error) {
        if (!(error instanceof DeviceRace)) throw error;
      }
    }
    throw new Error(`device ${device.udid.slice(0, 4)}… kept racing`);
  }

  return {
    async deviceLogin(body: DeviceLoginRequest, language: LanguageId): Promise<LoginData> {
      const { invite_code: inviteCode, ...device } = body;
      const userId = await guestFor(device, inviteCode);
      const token = await sessions.issue(userId, 'device', language);
      const profile = await users.profile(userId);
      return {
        user_token: token,
        nickname: profile ? displayNickname(profile, language) : '',
        email: profile?.email ?? '',
      };
    },

    /** The app was opened (POST /user/index): an event, buffered. */
    opened(userId: number): void {
      recordEvent({ kind: 'app_open', userId });
    },

    async userInfo(userId: number, language: LanguageId): Promise<UserInfoData | undefined> {
      const row = await users.profile(userId);
      if (!row) return undefined;
      const vipUntilMs = row.vipUntil?.getTime() ?? 0;
      const isVip = vipUntilMs > now();
      return {
        uid: row.id,
        nickname: displayNickname(row, language),
        email: row.email ?? '',
        avatar: row.avatar,
        realName: row.realName,
        is_svip: isVip ? 1 : 0,
        svip_info: {
          desc: isVip
            ? translate(language, 'svip_active', { date: formatDate(language, new Date(vipUntilMs)) })
            : translate(language, 'svip_none'),
          icon: '/vip.svg',
          end_time: Math.floor(vipUntilMs / 1000),
        },
        asset_items: [
          { action: 'goldDetail', title: translate(language, 'asset_gold'), value: row.gold },
          { action: 'coinDetail', title: translate(language, 'asset_coin'), value: row.coin },
        ],
        data_list: [
          {
            title: translate(language, 'login_methods'),
            list: [
              { type: 'facebook', title: 'Facebook', is_click: row.facebookId ? 0 : 1, value: '' },
              { type: 'tiktok', title: 'TikTok', is_click: row.tiktokOpenId ? 0 : 1, value: '' },
              {
                type: 'email',
                title: translate(language, 'method_email'),
                is_click: row.email ? 0 : 1,
                value: row.email ?? '',
              },
            ],
          },
        ],
      };
    },

    logout: (token: string) => sessions.revoke(token),

    /**
     * Changes the nickname (checkNickname's rules) and/or the avatar (only a URL that
     * /api/comm/upload answered, whose file is stored here). Guests may do both.
     */
    async updateProfile(userId: number, body: UpdateProfileRequest): Promise<void> {
      const fields: { nickname?: string; avatar?: string } = {};
      if (body.nickname !== undefined) {
        const nickname = checkNickname(body.nickname);
        if (!nickname.ok) {
          if (nickname.problem === 'required') throw new ApiError('validation', {}, 'nickname_required');
          if (nickname.problem === 'too_long') {
            throw new ApiError('validation', { max: NICKNAME_MAX }, 'nickname_too_long');
          }
          throw new ApiError('validation', {}, 'nickname_invalid');
        }
        fields.nickname = nickname.value;
      }
      if (body.avatar !== undefined) {
        if (!(await deps.avatars.has(body.avatar))) throw new ApiError('validation', {}, 'avatar_invalid');
        fields.avatar = body.avatar;
      }
      if (Object.keys(fields).length === 0) throw new ApiError('validation');
      if (!(await users.updateProfile(userId, fields))) throw new ApiError('sessionExpired');
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;

/**
 * The user session state of SPEC 3 (small app state: server data itself lives in TanStack
 * Query, this store keeps what the whole app reads synchronously, like the token).
 */
import { create } from 'zustand';
import type { CheckSettingData, ProtocolList } from '#shared/contract/setting.ts';
import type { LoginData, UserInfoData } from '#shared/contract/user.ts';
import { deriveHadLogin } from '#shared/had-login.ts';
import type { PixelIds } from '#web/lib/pixels.ts';
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';

export interface SvipInfo {
  /** Unix seconds; 0 when never VIP. */
  endTime: number;
  icon: string;
  desc: string;
}

export interface SystemInfo {
  facebookAppid: string;
  facebookVersion: string;
  tiktokClientkey: string;
  /** Email login is offered (its codes can reach people); on until the settings say otherwise. */
  emailLogin: boolean;
}

export interface SystemLanguage {
  /** `use_language` (0..5; 0 means Traditional Chinese). */
  siteLanguage: number;
  /** `use_lanaguage_switch` === 1: the user's own choice overrides the site language. */
  switchEnabled: boolean;
}

export interface SessionData {
  token: string;
  loginName: string;
  nickName: string;
  realName: string;
  avatar: string;
  userId: number | null;
  email: string;
  hadLogin: boolean;
  goldValue: number;
  coinValue: number;
  isSVip: boolean;
  svipInfo: SvipInfo;
  serviceEmail: string;
  indexImage: string;
  systemInfo: SystemInfo;
  systemLan: SystemLanguage;
  protocolList: ProtocolList | null;
  /** Site name and icon from the system settings ("" until loaded). */
  appName: string;
  appIcon: string;
  /** Analytics pixel ids from the system settings (pixel_facebook, pixel_tiktok; "" = not configured). */
  pixelIds: PixelIds;
}

export interface SessionActions {
  setToken: (token: string) => void;
  /** A login response (device, email, Facebook or TikTok): keeps the new token. */
  applyLogin: (data: LoginData) => void;
  applyUserInfo: (info: UserInfoData) => void;
  applySettings: (data: CheckSettingData) => void;
  /** SPEC 4: clears token, login flags, names, email, avatar, VIP and balances; forgets the stored token. */
  logout: () => void;
}

export type SessionState = SessionData & SessionActions;

const EMPTY_SVIP: SvipInfo = { endTime: 0, icon: '', desc: '' };

/** The part of the session that belongs to the signed-in account (what logout clears). */
const signedOut = {
  token: '',
  loginName: '',
  nickName: '',
  realName: '',
  avatar: '',
  userId: null,
  email: '',
  hadLogin: false,
  goldValue: 0,
  coinValue: 0,
  isSVip: false,
  svipInfo: EMPTY_SVIP,
} satisfies Partial<SessionData>;

function initialData(): SessionData {
  const token = readStorage(STORAGE_KEYS.token) ?? '';
  return {
    ...signedOut,
    token,
    hadLogin: token !== '' && readStorage(STORAGE_KEYS.registered) === '1',
    serviceEmail: '',
    indexImage: '',
    systemInfo: { facebookAppid: '', facebookVersion: '', tiktokClientkey: '', emailLogin: true },
    systemLan: { siteLanguage: 0, switchEnabled: false },
    protocolList: null,
    appName: '',
    appIcon: '',
    pixelIds: { facebook: '', tiktok: '' },
  };
}

/** A new token: whether it is a registered account's is known again with its user info. */
function persistToken(token: string): void {
  if (token) writeStorage(STORAGE_KEYS.token, token);
  else removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.registered);
}

function persistHadLogin(hadLogin: boolean): boolean {
  if (hadLogin) writeStorage(STORAGE_KEYS.registered, '1');
  else removeStorage(STORAGE_KEYS.registered);
  return hadLogin;
}

function assetValue(info: UserInfoData, action: UserInfoData['asset_items'][number]['action']): number {
  return info.asset_items.find((item) => item.action === action)?.value ?? 0;
}

export const useSession = create<SessionState>()((set) => ({
  ...initialData(),

  setToken: (token) => {
    persistToken(token);
    set({ token, hadLogin: false });
  },

  applyLogin: (data) => {
    persistToken(data.user_token);
    set({
      token: data.user_token,
      hadLogin: false,
      nickName: data.nickname,
      email: data.email,
      loginName: data.email,
    });
  },

  applyUserInfo: (info) =>
    set({
      userId: info.uid,
      nickName: info.nickname,
      realName: info.realName,
      email: info.email,
      loginName: info.email,
      avatar: info.avatar,
      hadLogin: persistHadLogin(deriveHadLogin(info)),
      isSVip: info.is_svip === 1,
      svipInfo: { endTime: info.svip_info.end_time, icon: info.svip_info.icon, desc: info.svip_info.desc },
      goldValue: assetValue(info, 'goldDetail'),
      coinValue: assetValue(info, 'coinDetail'),
    }),

  applySettings: ({ system_setting: s, protocol_list }) =>
    set({
      serviceEmail: s.email,
      indexImage: s.index_image,
      appName: s.appName,
      appIcon: s.icon,
      systemInfo: {
        facebookAppid: s.facebook_appid,
        facebookVersion: s.facebook_version,
        tiktokClientkey: s.tiktok_clientkey,
        emailLogin: s.email_login !== 0,
      },
      systemLan: { siteLanguage: s.use_language, switchEnabled: s.use_lanaguage_switch === 1 },
      protocolList: protocol_list,
      pixelIds: { facebook: s.pixel_facebook.trim(), tiktok: s.pixel_tiktok.trim() },
    }),

  logout: () => {
    persistToken('');
    set({ ...signedOut, svipInfo: { ...EMPTY_SVIP } });
  },
}));

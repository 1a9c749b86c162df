import { z } from 'zod';
import { deviceInfo } from './headers.ts';

export const deviceLoginRequest = deviceInfo;

/** SPEC 3 login response. */
export const loginData = z.object({ user_token: z.string(), nickname: z.string(), email: z.string() });
export type LoginData = z.infer<typeof loginData>;

export const LOGIN_METHOD_TYPES = ['facebook', 'tiktok', 'email'] as const;
export type LoginMethodType = (typeof LOGIN_METHOD_TYPES)[number];

export const loginMethodEntry = z.object({
  type: z.enum(LOGIN_METHOD_TYPES),
  title: z.string(),
  /** 1: can still be bound (clickable); 0: already bound. */
  is_click: z.union([z.literal(0), z.literal(1)]),
  value: z.string(),
});
export type LoginMethodEntry = z.infer<typeof loginMethodEntry>;

export const ASSET_ACTIONS = ['goldDetail', 'coinDetail'] as const;
export const assetItem = z.object({
  action: z.enum(ASSET_ACTIONS),
  title: z.string(),
  value: z.number().int(),
});
export type AssetItem = z.infer<typeof assetItem>;

/** SPEC 3 user-info response. */
export const userInfoData = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  avatar: z.string(),
  realName: z.string(),
  is_svip: z.union([z.literal(0), z.literal(1)]),
  svip_info: z.object({
    desc: z.string(),
    icon: z.string(),
    /** VIP expiry, unix seconds; 0 when never VIP. */
    end_time: z.number().int(),
  }),
  asset_items: z.array(assetItem),
  data_list: z.array(z.object({ title: z.string(), list: z.array(loginMethodEntry) })),
});
export type UserInfoData = z.infer<typeof userInfoData>;

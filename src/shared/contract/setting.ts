import { z } from 'zod';

/** SPEC 3 system settings as the server sends them (secrets are never filled in). */
export const systemSetting = z.object({
  email: z.string(),
  index_image: z.string(),
  appName: z.string(),
  icon: z.string(),
  pixel_facebook: z.string(),
  pixel_tiktok: z.string(),
  facebook_appid: z.string(),
  facebook_version: z.string(),
  tiktok_clientkey: z.string(),
  /** Ours, beside SPEC 3's: 1 when email login is offered (its codes can reach people). */
  email_login: z.union([z.literal(0), z.literal(1)]),
  /** Kept for the shape of SPEC 3; always "" on the wire: the secret stays on the server. */
  tiktok_sercet: z.literal(''),
  /** 0..5, SPEC 9: 0 or unset means Traditional Chinese. */
  use_language: z.number().int().min(0).max(5),
  /** 1: a language the user chose overrides use_language; 0: it does not. */
  use_lanaguage_switch: z.union([z.literal(0), z.literal(1)]),
});
export type SystemSetting = z.infer<typeof systemSetting>;

export const protocolEntry = z.object({ title: z.string(), url: z.string() });
export const protocolList = z.object({ user: protocolEntry, privacy: protocolEntry });
export type ProtocolList = z.infer<typeof protocolList>;

/** SPEC 7: "settings-request object"; today nothing in it changes the answer. */
export const checkSettingRequest = z
  .object({ keys: z.array(z.string().max(64)).max(50).optional() })
  .passthrough()
  .nullish();

export const checkSettingData = z.object({ system_setting: systemSetting, protocol_list: protocolList });
export type CheckSettingData = z.infer<typeof checkSettingData>;

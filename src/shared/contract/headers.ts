import { z } from 'zod';

/** The common headers of SPEC 7 (lower-cased as HTTP delivers them). */
export const COMMON_HEADER_NAMES = [
  'ver',
  'language',
  'debug',
  'osType',
  'appId',
  'product',
  'marketChannel',
  'packageName',
  'udid',
  'sysVer',
  'phoneModel',
  'idfa',
  'token',
  'sign',
  'time',
] as const;

export type CommonHeaderName = (typeof COMMON_HEADER_NAMES)[number];
export type CommonHeaders = Record<CommonHeaderName, string>;

export const deviceInfo = z.object({
  marketChannel: z.string().max(64).default(''),
  packageName: z.string().max(128).default(''),
  udid: z.string().trim().min(8).max(128),
  sysVer: z.string().max(128).default(''),
  phoneModel: z.string().max(128).default(''),
  idfa: z.string().max(128).default(''),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

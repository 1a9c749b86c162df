/**
 * What the app tells the server about this device: the common request headers of SPEC 7
 * and the device-login payload of SPEC 3 come from here.
 */
import type { DeviceInfo } from '#shared/contract/headers.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export const MARKET_CHANNEL = 'web';
const MAX_HEADER_LENGTH = 128;

interface NavigatorUAData {
  platform?: string;
  mobile?: boolean;
}

/** A v4 UUID; `crypto.randomUUID` needs a secure context, a phone on http over the LAN is not one. */
export function randomId(): string {
  const c: Crypto | undefined = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') {
    try {
      return c.randomUUID();
    } catch {
      // Insecure context: fall through to getRandomValues.
    }
  }
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memoryUdid: string | undefined;

/** Generated once and kept in localStorage (in memory only when storage is unavailable). */
export function getUdid(): string {
  const stored = readStorage(STORAGE_KEYS.udid);
  if (stored && stored.length >= 8) return stored;
  memoryUdid ??= randomId();
  writeStorage(STORAGE_KEYS.udid, memoryUdid);
  return memoryUdid;
}

/** Header values must be Latin-1 for fetch; anything else is dropped rather than throwing. */
export function headerSafe(value: string, max = MAX_HEADER_LENGTH): string {
  return value.replace(/[^\x20-\x7e]/g, '').slice(0, max);
}

function nav(): (Navigator & { userAgentData?: NavigatorUAData }) | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

export function getSysVer(): string {
  return headerSafe(nav()?.userAgent ?? '');
}

export function getPhoneModel(): string {
  const n = nav();
  const platform = n?.userAgentData?.platform || n?.platform || '';
  return headerSafe(platform);
}

export function getPackageName(): string {
  return typeof location === 'undefined' ? '' : headerSafe(location.hostname);
}

/** The device-login payload of SPEC 3. */
export function getDeviceInfo(): DeviceInfo {
  return {
    marketChannel: MARKET_CHANNEL,
    packageName: getPackageName(),
    udid: getUdid(),
    sysVer: getSysVer(),
    phoneModel: getPhoneModel(),
    idfa: '',
  };
}

/**
 * The device-login payload: SPEC 3's device fields, plus the code of the invite link this
 * visitor came by (stored on arrival; the server uses it only when the device is new).
 */
export function getDeviceLoginPayload(): DeviceInfo & { invite_code?: string } {
  const inviteCode = readStorage(STORAGE_KEYS.inviteCode);
  return inviteCode ? { ...getDeviceInfo(), invite_code: inviteCode } : getDeviceInfo();
}

/** After a successful device login the invite has done its work (or could not apply). */
export function clearPendingInvite(): void {
  removeStorage(STORAGE_KEYS.inviteCode);
}

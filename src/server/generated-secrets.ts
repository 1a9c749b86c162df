/**
 * Secrets left unset in the environment are generated once and kept in DATA_DIR (0600), never
 * hard-coded (DESIGN 6): the API sign key, the media secret and the admin token in
 * secrets.json; the Web Push VAPID key pair in vapid.json (issue 19). `persist` false (an
 * in-memory run) makes fresh ones each start.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export type GeneratedSecrets = { apiSignKey: string; mediaSecret: string; adminToken: string };

export function loadOrCreateSecrets(dataDir: string, persist: boolean): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const fresh = (): GeneratedSecrets => ({
    apiSignKey: randomBytes(24).toString('base64url'),
    mediaSecret: randomBytes(32).toString('base64url'),
    adminToken: randomBytes(24).toString('base64url'),
  });
  if (!persist) return fresh();
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
    const merged = { ...fresh(), ...stored };
    if (stored.apiSignKey && stored.mediaSecret && stored.adminToken) return merged;
    writeFileSync(file, JSON.stringify(merged, null, 2), { mode: 0o600 });
    return merged;
  }
  mkdirSync(dataDir, { recursive: true });
  const created = fresh();
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function loadOrCreateVapidKeys(dataDir: string, persist: boolean): VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  if (persist && existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof VapidKeys, unknown>>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  }
  const keys = webpush.generateVAPIDKeys();
  if (persist) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  }
  return keys;
}

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from './env.ts';
import { checkPushEndpoint } from './modules/follow/push-transport.ts';

const base = { API_SIGN_KEY: 'k', MEDIA_SECRET: 's', ADMIN_TOKEN: 'admin-token-0123456789' };
const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json (0600) and kept', () => {
    const dir = dataDir();
    const first = loadConfig({ ...base, DATA_DIR: dir }).push;
    expect(first.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ ...base, DATA_DIR: dir }).push.vapid).toEqual(first.vapid);
    expect(first).toMatchObject({ allowOrigin: undefined, releaseCheckSeconds: 60 });
    expect(first.vapid.subject).toBe('mailto:push@localhost');
  });

  it('come from the environment when both are set, and never one alone', () => {
    const keys = webpush.generateVAPIDKeys();
    const env = {
      ...base,
      DATA_IN_MEMORY: '1',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    };
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'mailto:ops@example.com' }).push.vapid).toEqual({
      ...keys,
      subject: 'mailto:ops@example.com',
    });
    expect(() => loadConfig({ ...base, DATA_IN_MEMORY: '1', VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://drama.example.com' }).push.vapid.subject).toBe(
      'https://drama.example.com',
    );
  });
});

describe('PUSH_ALLOW_ORIGIN', () => {
  it('takes an origin only', () => {
    const env = { ...base, DATA_IN_MEMORY: '1' };
    expect(loadConfig({ ...env, PUSH_ALLOW_ORIGIN: 'http://127.0.0.1:9000' }).push.allowOrigin).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => loadConfig({ ...env, PUSH_ALLOW_ORIGIN: 'http://127.0.0.1:9000/push' })).toThrow(
      /PUSH_ALLOW_ORIGIN/,
    );
  });

  it('lets that one origin through, and https on public hosts only otherwise', () => {
    const allowed = 'http://127.0.0.1:9000';
    expect(checkPushEndpoint('http://127.0.0.1:9000/push/a', allowed)).toMatchObject({
      ok: true,
      allowed: true,
    });
    expect(checkPushEndpoint('http://127.0.0.1:9001/push/a', allowed).ok).toBe(false);
    expect(checkPushEndpoint('http://127.0.0.1:9000/push/a', undefined).ok).toBe(false);
    expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', undefined)).toMatchObject({
      ok: true,
      allowed: false,
    });
    for (const refused of [
      'https://192.168.1.1/x',
      'https://[fe80::1]/x',
      'https://[::ffff:7f00:1]/x',
      'ftp://a.b/x',
    ]) {
      expect(checkPushEndpoint(refused, allowed).ok, refused).toBe(false);
    }
  });
});

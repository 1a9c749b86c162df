import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { isPublicAddress } from './lib/public-address.ts';

const base = {
  DATA_IN_MEMORY: '1',
  API_SIGN_KEY: 'k',
  MEDIA_SECRET: 's',
  ADMIN_TOKEN: 'admin-token-0123456789',
};

describe('isPublicAddress', () => {
  it('calls loopback, private, link-local and private-network names not public', () => {
    for (const url of [
      'http://localhost:8080',
      'http://app.localhost',
      'http://127.0.0.1',
      'http://[::1]:8080',
      'http://[::ffff:127.0.0.1]',
      'http://10.0.0.5',
      'http://172.16.0.1',
      'http://172.31.255.255',
      'http://192.168.1.20:8080',
      'http://169.254.10.10',
      'http://100.64.0.1',
      'http://[fd00::1]',
      'http://[fe80::1]',
      'http://raspberrypi',
      'http://nas.local',
      'http://drama.internal',
      'http://tv.home.arpa',
    ]) {
      expect(isPublicAddress(url), url).toBe(false);
    }
  });

  it('calls every other address public', () => {
    for (const url of [
      'https://drama.example.com',
      'http://8.8.8.8',
      'http://172.32.0.1',
      'http://[2001:db8::1]',
      'http://[::ffff:8.8.8.8]',
      'https://localhost.example.com',
    ]) {
      expect(isPublicAddress(url), url).toBe(true);
    }
  });
});

describe('the SANDBOX switch', () => {
  it('is on without PUBLIC_URL or on a private one, off on a public one', () => {
    expect(loadConfig(base).sandbox).toEqual({ enabled: true, publicAddress: false });
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://192.168.0.2:8080' }).sandbox.enabled).toBe(true);
    const publicSite = loadConfig({ ...base, PUBLIC_URL: 'https://drama.example.com' });
    expect(publicSite.sandbox).toEqual({ enabled: false, publicAddress: true });
    expect(publicSite.paySandbox).toBe(false);
    expect(publicSite.oauthSandbox).toBe(false);
  });

  it('can be set either way, and the sandbox gateway stands in only while Stripe is not configured', () => {
    const staging = loadConfig({ ...base, PUBLIC_URL: 'https://staging.example.com', SANDBOX: '1' });
    expect([staging.paySandbox, staging.oauthSandbox]).toEqual([true, true]);
    const off = loadConfig({ ...base, SANDBOX: '0' });
    expect([off.paySandbox, off.oauthSandbox]).toEqual([false, false]);
    const stripe = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' });
    expect([stripe.paySandbox, stripe.oauthSandbox]).toEqual([false, true]);
  });

  it('stops on the settings it replaced, naming the new one', () => {
    expect(() => loadConfig({ ...base, PAY_SANDBOX: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, OAUTH_SANDBOX: '0' })).toThrow(/replaced by SANDBOX/);
  });

  it('reads TRUST_PROXY here with the rest', () => {
    expect(loadConfig(base).trustProxy).toBe(0);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });
});

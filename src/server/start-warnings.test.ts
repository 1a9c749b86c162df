import { describe, expect, it } from 'vitest';
import { reachableAddresses, startWarnings } from './start-warnings.ts';

const safe = {
  host: '0.0.0.0',
  publicUrl: 'https://drama.example.com',
  sandbox: { enabled: false, publicAddress: true },
  emailLogin: true,
  stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: undefined },
};

describe('warnings at start', () => {
  it('says nothing about a deployment that is configured', () => {
    expect(startWarnings(safe, ['93.184.216.34'])).toEqual([]);
  });

  it('warns when stand-ins run on an address strangers may reach, without PUBLIC_URL', () => {
    const local = { ...safe, publicUrl: undefined, sandbox: { enabled: true, publicAddress: false } };
    expect(startWarnings(local, [])).toEqual([]);
    const [warning] = startWarnings(local, ['93.184.216.34']);
    expect(warning?.fields).toEqual({ addresses: ['93.184.216.34'] });
    expect(warning?.message).toMatch(/set PUBLIC_URL/);
    // Bound to loopback only: nobody outside reaches it.
    expect(startWarnings({ ...local, host: '127.0.0.1' }, ['93.184.216.34'])).toEqual([]);
  });

  it('warns that email login is off, and that Stripe without its webhook secret gets no notifications', () => {
    const messages = startWarnings(
      { ...safe, emailLogin: false, stripe: { ...safe.stripe, webhookSecret: undefined } },
      [],
    ).map((w) => w.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/email login is off/);
    expect(messages[1]).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });

  it('finds the reachable addresses among the interfaces', () => {
    expect(
      reachableAddresses([
        '127.0.0.1',
        '::1',
        '192.168.1.20',
        '93.184.216.34',
        'fe80::1',
        'fd00::2',
        '2a00:1450:4001::5',
        // Documentation ranges, as test networks hand out: routed nowhere.
        '192.0.2.2',
        '203.0.113.5',
        '2001:db8::5',
      ]),
    ).toEqual(['93.184.216.34', '2a00:1450:4001::5']);
  });
});

/**
 * Behind one proxy (TRUST_PROXY=1), the client's address is the one the proxy saw: an address
 * the client writes into X-Forwarded-For itself does not get it round the per-address limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { consoleCall } from '../modules/operator/console.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await t.close();
});

describe('behind one proxy', () => {
  it('limits by the address the proxy saw, whatever the client forwarded', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await consoleCall(t.app, 'POST', '/auth/login', {
        body: { email: 'flood@example.com', password: 'not the password', totp_code: '000000' },
        // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address it saw.
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        ip: '10.0.0.1',
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 20).every((code) => code === 911)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('keeps clients the proxy saw apart', async () => {
    const res = await consoleCall(t.app, 'POST', '/auth/login', {
      body: { email: 'flood@example.com', password: 'not the password', totp_code: '000000' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
      ip: '10.0.0.1',
    });
    expect(res.body.code).toBe(911);
  });
});

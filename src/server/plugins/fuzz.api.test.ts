import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#shared/contract/endpoints.ts';
import { buildTestApp, deviceToken, type TestApp } from '../testing/build-test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await deviceToken(t.api, 'fuzz-device-000001');
});
afterAll(async () => {
  await t.close();
});

const postPaths = Object.values(endpoints)
  .filter((e) => e.method === 'POST')
  .map((e) => e.path);

describe('the HTTP surface under arbitrary input', () => {
  it('answers any JSON body on any POST route with an envelope and never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postPaths, '/does/not/exist'),
        fc.jsonValue({ maxDepth: 3 }),
        fc.boolean(),
        fc.constantFrom('0', '1', '2', '3', '4', '5', '99', ''),
        async (path, body, withToken, language) => {
          const res = await t.api.post(path, body, { language, ...(withToken ? { token } : {}) });
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body.code).toBe('number');
          expect(typeof res.body.msg).toBe('string');
          expect(res.body.msg.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers arbitrary body text with an envelope and never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postPaths), fc.string({ maxLength: 200 }), async (path, text) => {
        const res = await t.api.postRaw(path, text);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.code).toBe('number');
      }),
      { numRuns: 150 },
    );
  });
});

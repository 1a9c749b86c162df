/**
 * A block's audit row (the roles audit): its reason once (blocked_reason), not a second time
 * as `reason`; an unblock keeps its own reason. Who blocked is the row's operator (named by the
 * console from the row), and blocked_by their id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { consoleCall, setUpOperator, testClock } from '../operator/console.testing.ts';
import { uidOf } from './people.testing.ts';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('the audit row of a block', () => {
  it('holds the reason once, and the unblock its own', async () => {
    const sue = await setUpOperator(t.app, clock, { email: 'sue@example.com', role: 'owner', name: 'Sue' });
    const uid = await uidOf(t.api, await deviceToken(t.api));
    const post = (path: string, reason: string) =>
      consoleCall(t.app, 'POST', `/people/${uid}/${path}`, { session: sue.session, body: { reason } });
    expect((await post('block', 'chargeback fraud')).body.code).toBe(200);
    expect((await post('unblock', 'paid back')).body.code).toBe(200);
    const rows = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=user', { session: sue.session })).body.data,
    ).items;
    const block = rows.find((row) => row.action === 'block');
    expect(block).toMatchObject({
      operator_id: sue.id,
      operator_name: 'Sue',
      after: { blockedReason: 'chargeback fraud', blockedBy: sue.id },
    });
    expect(block?.after).not.toHaveProperty('reason');
    expect(rows.find((row) => row.action === 'unblock')?.after).toMatchObject({
      reason: 'paid back',
      blockedReason: null,
    });
  });
});

/**
 * The operator's money and session actions on a viewer (issue 18): adjusting a balance (roles,
 * a ledger row 'adjust' naming the operator with the reason, exactly once per key, never below
 * zero, shown in the viewer's wallet records in their language), granting VIP (from max(now,
 * vip_until)), revoking every session (the old token answers 301), each audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { ADJUST_MAX, adjustResponse, ledgerResponse, personPage } from '#shared/contract/console-people.ts';
import { goldDetailPage, type LedgerItem } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { ledgerMismatches } from '../../testing/money.ts';
import { consoleCall, testClock } from '../operator/console.testing.ts';
import { setUpPeopleTeam, uidOf, type PeopleTeam } from './people.testing.ts';

const clock = testClock();
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let team: PeopleTeam;
let token = '';
let uid = 0;

const post = (path: string, body: unknown, session = team.finance) =>
  consoleCall(t.app, 'POST', path, { session, body });
const adjust = (body: Record<string, unknown>, session = team.finance) =>
  post(`/people/${uid}/adjust`, { asset: 'gold', reason: 'goodwill for a failed top-up', ...body }, session);

async function records(language: number): Promise<LedgerItem[]> {
  const res = await t.api.post('/pay/gold-detail', { page: 1, page_size: 20 }, { token, language });
  return goldDetailPage.parse(res.body.data).list;
}

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  team = await setUpPeopleTeam(t.app, clock);
  token = await deviceToken(t.api, 'people-actions-0001');
  uid = await uidOf(t.api, token);
});
afterAll(async () => {
  await t.close();
});

describe('adjusting a balance', () => {
  it('is for finance and owners: support and editors get 903, nothing written', async () => {
    expect((await adjust({ delta: 5, key: 'support-key-1' }, team.support)).body.code).toBe(903);
    expect((await adjust({ delta: 5, key: 'editor-key-1' }, team.editor)).body.code).toBe(903);
    expect((await post(`/people/${uid}/vip`, { days: 3, reason: 'x' }, team.support)).body.code).toBe(903);
    const ledger = ledgerResponse.parse(
      (await consoleCall(t.app, 'GET', `/people/${uid}/ledger`, { session: team.support })).body.data,
    );
    expect(ledger.total).toBe(0);
  });

  it('refuses bad input with 601 and an unknown user with 404', async () => {
    expect((await adjust({ delta: 0, key: 'bad-input-01' })).body.code).toBe(601);
    expect((await adjust({ delta: 1.5, key: 'bad-input-02' })).body.code).toBe(601);
    expect((await adjust({ delta: 5, key: 'bad-input-03', reason: '  ' })).body.code).toBe(601);
    expect((await adjust({ delta: 5, key: 'bad-input-04', reason: 'x'.repeat(501) })).body.code).toBe(601);
    expect((await adjust({ delta: 5, key: 'short' })).body.code).toBe(601);
    expect((await adjust({ delta: 5, key: 'bad-input-05', asset: 'diamonds' })).body.code).toBe(601);
    expect(
      (await post('/people/99999999/adjust', { asset: 'gold', delta: 5, reason: 'r', key: 'nobody-key' }))
        .body.code,
    ).toBe(404);
    expect((await post(`/people/${uid}/vip`, { days: 0, reason: 'r' })).body.code).toBe(601);
    expect((await post(`/people/${uid}/vip`, { days: 3651, reason: 'r' })).body.code).toBe(601);
  });

  it('refuses an amount beyond the limit either way with 601 saying the range, and moves nothing', async () => {
    for (const [delta, key] of [
      [99_999_999_999, 'too-much-0001'],
      [-(ADJUST_MAX + 1), 'too-much-0002'],
    ] as const) {
      expect((await adjust({ delta, key })).body).toMatchObject({
        code: 601,
        msg: 'An adjustment must be between -10,000,000 and 10,000,000',
      });
    }
    const ledger = ledgerResponse.parse(
      (await consoleCall(t.app, 'GET', `/people/${uid}/ledger`, { session: team.finance })).body.data,
    );
    expect(ledger.total).toBe(0);
  });

  it('credits once per key, with a ledger row naming the operator and the reason', async () => {
    const first = await adjust({ delta: 500, key: 'credit-key-0001' });
    expect(first.body.code).toBe(200);
    const done = adjustResponse.parse(first.body.data);
    expect(done.gold).toBe(500);
    const again = await adjust({ delta: 500, key: 'credit-key-0001' });
    expect(adjustResponse.parse(again.body.data)).toEqual(done);
    const both = await Promise.all([
      adjust({ delta: 7, asset: 'coin', key: 'credit-key-0002' }),
      adjust({ delta: 7, asset: 'coin', key: 'credit-key-0002' }),
    ]);
    expect(both.map((r) => r.body.code)).toEqual([200, 200]);
    const page = personPage.parse(
      (await consoleCall(t.app, 'GET', `/people/${uid}`, { session: team.support })).body.data,
    );
    expect(page).toMatchObject({ gold: 500, coin: 7 });
    const ledger = ledgerResponse.parse(
      (await consoleCall(t.app, 'GET', `/people/${uid}/ledger`, { session: team.support })).body.data,
    );
    expect(ledger.items).toHaveLength(2);
    expect(ledger.items[1]).toMatchObject({
      id: done.ledger_id,
      reason: 'adjust',
      delta: 500,
      balance_after: 500,
      asset: 'gold',
      note: 'goodwill for a failed top-up',
      operator_id: team.financeId,
    });
    // The operator by name too, once for the page.
    expect(ledger.operators).toEqual([{ id: team.financeId, name: 'Fin' }]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('takes back, but never below zero: 951 and nothing written', async () => {
    const over = await adjust({ delta: -501, key: 'debit-key-00001' });
    expect(over.body.code).toBe(951);
    expect(over.body.msg).toBe('The balance cannot go below zero');
    const zh = await consoleCall(t.app, 'POST', `/people/${uid}/adjust`, {
      session: team.finance,
      body: { asset: 'gold', delta: -501, reason: 'r', key: 'debit-key-00002' },
      headers: { language: '2' },
    });
    expect(zh.body.msg).toBe('餘額不能低於零');
    const taken = await adjust({ delta: -200, key: 'debit-key-00003' }, team.owner);
    expect(adjustResponse.parse(taken.body.data).gold).toBe(300);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('shows in the viewer’s wallet records with a reason in their language', async () => {
    const en = (await records(3)).filter((r) => r.reason === 'adjust').map((r) => r.title);
    expect(en).toEqual([
      'Deducted by customer service: 200',
      'Added by customer service: 7',
      'Added by customer service: 500',
    ]);
    const zhHans = (await records(1)).find((r) => r.reason === 'adjust');
    expect(zhHans?.title).toBe('客服调整扣除：200');
  });

  it('is audited with before and after', async () => {
    const res = await consoleCall(t.app, 'GET', '/audit?entity=user&action=adjust', { session: team.owner });
    const audit = auditResponse.parse(res.body.data);
    expect(audit.total).toBe(3);
    expect(audit.items[0]).toMatchObject({
      entity_id: String(uid),
      before: { gold: 500, coin: 7 },
      after: { gold: 300, delta: -200, reason: 'goodwill for a failed top-up' },
    });
  });
});

describe('granting VIP', () => {
  it('extends from now, then from the end of the VIP still running', async () => {
    const first = await post(`/people/${uid}/vip`, { days: 30, reason: 'apology' });
    expect(first.body.data).toEqual({ vip_until: new Date(clock.now() + 30 * DAY).toISOString() });
    const second = await post(`/people/${uid}/vip`, { days: 5, reason: 'apology' }, team.owner);
    expect(second.body.data).toEqual({ vip_until: new Date(clock.now() + 35 * DAY).toISOString() });
    const info = (await t.api.post('/user/index', undefined, { token })).body.data as { is_svip: number };
    expect(info.is_svip).toBe(1);
    const audit = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=user&action=grant_vip', { session: team.owner })).body
        .data,
    );
    expect(audit.items[0]).toMatchObject({ after: { days: 5, reason: 'apology' } });
  });
});

describe('revoking sessions', () => {
  it('ends every token of the user: the next call answers 301', async () => {
    const other = await deviceToken(t.api, 'people-actions-0001');
    expect(
      (await post(`/people/${uid}/revoke-sessions`, { reason: 'stolen phone' }, team.editor)).body.code,
    ).toBe(903);
    expect(
      (await post(`/people/${uid}/revoke-sessions`, { reason: 'stolen phone' }, team.finance)).body.code,
    ).toBe(903);
    const res = await post(`/people/${uid}/revoke-sessions`, { reason: 'stolen phone' }, team.support);
    expect(res.body).toMatchObject({ code: 200, data: { revoked: 2 } });
    for (const old of [token, other]) {
      expect((await t.api.post('/user/index', undefined, { token: old })).body.code).toBe(301);
    }
    token = await deviceToken(t.api, 'people-actions-0001');
    expect((await t.api.post('/user/index', undefined, { token })).body.code).toBe(200);
  });
});

describe('an idempotency key used again', () => {
  it('with other values is refused in the operator’s language, nothing applied', async () => {
    const other = await uidOf(t.api, await deviceToken(t.api, 'people-actions-0002'));
    const send = (body: Record<string, unknown>, language = '3') =>
      consoleCall(t.app, 'POST', `/people/${other}/adjust`, {
        session: team.finance,
        body: { asset: 'gold', delta: 100, reason: 'test', key: 'reused-key-0001', ...body },
        headers: { language },
      });
    const first = adjustResponse.parse((await send({})).body.data);
    expect(first.gold).toBe(100);
    const changed = await send({ delta: 5 });
    expect(changed.body).toMatchObject({ code: 601, data: null });
    expect(changed.body.msg).toBe(
      "This adjustment's key was already used with other values; nothing was changed now. Close the dialog and open it again.",
    );
    expect((await send({ asset: 'coin' }, '1')).body).toMatchObject({
      code: 601,
      msg: '此调整的键已用于其他数值，本次未做任何更改。请关闭对话框后重新打开。',
    });
    expect((await send({ reason: 'another reason' })).body.code).toBe(601);
    // The same values again: the first answer, once.
    expect(adjustResponse.parse((await send({})).body.data)).toEqual(first);
    const page = personPage.parse(
      (await consoleCall(t.app, 'GET', `/people/${other}`, { session: team.support })).body.data,
    );
    expect(page).toMatchObject({ gold: 100, coin: 0 });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});

/**
 * Invite codes and links over HTTP on a real database (issue 6, DESIGN 3): one code a user, in
 * the unambiguous alphabet, a link on PUBLIC_URL, the rules in the request's language; and the
 * masked nicknames of the list. Attribution and the reward: invite-reward.api.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { INVITE_REWARD_GOLD } from '#shared/constants.ts';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '#shared/contract/invite.ts';
import { createUnitOfWork } from '../../unit-of-work.ts';
import { createInviteService, maskNickname, randomInviteCode } from './invite.service.ts';
import { deviceLogin, info, inviter, newUdid, PUBLIC_URL, t, uidOf, useInviteApp } from './invite.testing.ts';

const clock = Date.now();
useInviteApp(() => clock);

describe('POST /invite/info', () => {
  it('gives every user one 8-symbol code of the unambiguous alphabet and a link on PUBLIC_URL', async () => {
    const token = await deviceLogin(newUdid());
    const first = await info(token);
    expect(first.invite_code).toHaveLength(INVITE_CODE_LENGTH);
    for (const ch of first.invite_code) expect(INVITE_CODE_ALPHABET).toContain(ch);
    expect(first.invite_link).toBe(`${PUBLIC_URL}/?invite=${first.invite_code}`);
    expect(first).toMatchObject({
      reward_per_friend: INVITE_REWARD_GOLD,
      invited_count: 0,
      valid_count: 0,
      total_earned: 0,
    });
    expect(first.rules.length).toBeGreaterThan(2);
    expect(first.rules.join(' ')).toContain('2,000');
    expect((await info(token)).invite_code).toBe(first.invite_code);

    const other = await info(await deviceLogin(newUdid()));
    expect(other.invite_code).not.toBe(first.invite_code);
  });

  it('answers the rules in the request language', async () => {
    const token = await deviceLogin(newUdid());
    const [zhHans, zhHant, en, th, id] = await Promise.all([1, 2, 3, 4, 5].map((l) => info(token, l)));
    const texts = [zhHans, zhHant, en, th, id].map((d) => d?.rules.join('\n'));
    expect(new Set(texts).size).toBe(5);
    expect(zhHans?.rules[2]).toContain('金币');
    expect(zhHant?.rules[2]).toContain('金幣');
  });

  it('makes one code when many first requests come at once', async () => {
    const token = await deviceLogin(newUdid());
    const codes = await Promise.all(Array.from({ length: 8 }, () => info(token)));
    expect(new Set(codes.map((c) => c.invite_code)).size).toBe(1);
  });

  it('draws again when a drawn code belongs to someone else', async () => {
    const a = await inviter();
    const draws = [a.code, a.code, 'ZZZZ2222'];
    const service = createInviteService({
      uow: createUnitOfWork(t.database.db),
      publicUrl: undefined,
      drawCode: () => draws.shift() ?? randomInviteCode(),
    });
    const b = await uidOf(await deviceLogin(newUdid()));
    expect(await service.codeFor(b)).toBe('ZZZZ2222');
    expect(await service.info(b, 'http://10.0.0.2:8080', 3)).toMatchObject({
      invite_link: 'http://10.0.0.2:8080/?invite=ZZZZ2222',
    });
  });

  it('needs a session', async () => {
    expect((await t.api.post('/invite/info', {})).body.code).toBe(301);
    expect((await t.api.post('/invite/list', {})).body.code).toBe(301);
  });
});

describe('maskNickname', () => {
  it('keeps the first character (a code point) and hides the rest', () => {
    expect(maskNickname('Alice')).toBe('A***');
    expect(maskNickname('  王小明 ')).toBe('王***');
    expect(maskNickname('😀smile')).toBe('😀***');
    expect(maskNickname('')).toBe('***');
  });
});

/**
 * The invite-friends campaign (issue 6): each user's invite code and link, and the friends
 * they invited. Attribution and the reward happen in the device-login and account
 * transactions (./invite.rules.ts).
 */
import { randomInt } from 'node:crypto';
import { INVITE_REWARD_GOLD } from '#shared/constants.ts';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_PARAM,
  type InvitedFriend,
  type InviteInfoData,
  type InvitePage,
} from '#shared/contract/invite.ts';
import type { LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import { displayNickname } from '../user/user.service.ts';
import { translateList } from '../../i18n/messages.ts';
import { countText } from '../../i18n/numbers.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';

/** Draws of a fresh code before giving up (31^8 codes: a clash is already rare). */
const CODE_ATTEMPTS = 5;

/** A random code of INVITE_CODE_LENGTH symbols of the unambiguous alphabet. */
export function randomInviteCode(draw: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[draw(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** The first character and ***: enough to recognise a friend, not to find them. */
export function maskNickname(name: string): string {
  const first = [...name.trim()][0];
  return first === undefined ? '***' : `${first}***`;
}

function isUniqueViolation(error: unknown): boolean {
  const e = (error as { code?: string; cause?: { code?: string } } | undefined) ?? {};
  return e.code === '23505' || e.cause?.code === '23505';
}

function seconds(date: Date | null): number {
  return date ? Math.floor(date.getTime() / 1000) : 0;
}

export function inviteLink(origin: string, code: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(INVITE_PARAM, code);
  return url.toString();
}

export function createInviteService(deps: {
  uow: UnitOfWork;
  /** PUBLIC_URL when set; otherwise the links use the origin of the request. */
  publicUrl: string | undefined;
  drawCode?: () => string;
}) {
  const repo = deps.uow.read.invites;
  const drawCode = deps.drawCode ?? (() => randomInviteCode());

  /** The user's code, made on first use; a clash with another user's code draws again. */
  async function codeFor(userId: number): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const existing = await repo.codeOf(userId);
      if (existing === undefined) throw new ApiError('sessionExpired');
      if (existing !== null) return existing;
      try {
        await repo.setCodeIfNone(userId, drawCode());
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // Set by us or by a concurrent request: read it back on the next turn.
    }
    const last = await repo.codeOf(userId);
    if (last) return last;
    throw new Error(`no free invite code for user ${userId} after ${CODE_ATTEMPTS} draws`);
  }

  return {
    codeFor,

    async info(userId: number, requestOrigin: string, language: LanguageId): Promise<InviteInfoData> {
      const code = await codeFor(userId);
      const stats = await repo.stats(userId);
      return {
        invite_code: code,
        invite_link: inviteLink(deps.publicUrl ?? requestOrigin, code),
        reward_per_friend: INVITE_REWARD_GOLD,
        invited_count: stats.invited,
        valid_count: stats.valid,
        total_earned: stats.earned,
        rules: translateList(language, 'invite.rule', { reward: countText(language, INVITE_REWARD_GOLD) }),
      };
    },

    async list(
      userId: number,
      q: { page: number; page_size: number },
      language: LanguageId,
    ): Promise<InvitePage> {
      const [stats, rows] = await Promise.all([repo.stats(userId), repo.page(userId, q.page, q.page_size)]);
      const list: InvitedFriend[] = rows.map((row) => ({
        uid: row.inviteeId,
        nickname: maskNickname(
          displayNickname({ id: row.inviteeId, nickname: row.nickname, email: row.email }, language),
        ),
        avatar: row.avatar,
        status: row.rewardedAt ? 1 : 0,
        reward: row.reward,
        created_at: seconds(row.createdAt),
        rewarded_at: seconds(row.rewardedAt),
      }));
      return { list, total: stats.invited, page: q.page, page_size: q.page_size };
    },
  };
}
export type InviteService = ReturnType<typeof createInviteService>;

/**
 * The console's people screens (issue 18), reads only: the search box (the server works out
 * what was typed: digits are a uid or an order, an @ an email, anything else an order, an
 * invite code or part of a nickname) and the user page with its paged lists. The operator's
 * actions on an account are people-actions.service.ts.
 */
import type {
  InvitesResponse,
  LedgerResponse,
  MatchKind,
  OrdersResponse,
  PageQuery,
  PeopleSearchQuery,
  PeopleSearchResponse,
  PersonFeedbackResponse,
  PersonPage,
  PersonSummary,
  SessionsResponse,
  UnlocksResponse,
} from '#shared/contract/console-people.ts';
import { normalizeInviteCode } from '#shared/contract/invite-code.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { isVip } from '../money/entitlement.ts';
import type { PersonRow } from './people.repository.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function summary(row: PersonRow, kind: MatchKind): PersonSummary {
  return {
    uid: row.id,
    nickname: row.nickname,
    email: row.email,
    created_at: iso(row.createdAt),
    blocked: row.blockedAt !== null,
    matched_by: kind,
  };
}

export function createPeopleService(deps: { uow: UnitOfWork; now: () => number }) {
  const { people, catalogue } = deps.uow.read;

  /** The exact matches of what was typed, each user once, in the order of the kinds tried. */
  async function exactMatches(text: string): Promise<PersonSummary[]> {
    const tries: [MatchKind, Promise<PersonRow | undefined>][] = [];
    if (/^\d+$/.test(text)) {
      const uid = Number(text);
      if (Number.isSafeInteger(uid)) tries.push(['uid', people.byUid(uid)]);
      tries.push(['order', people.byOrder(text)]);
    } else if (text.includes('@')) {
      tries.push(['email', people.byEmail(text)]);
    } else {
      tries.push(['order', people.byOrder(text)]);
    }
    const code = text.includes('@') ? undefined : normalizeInviteCode(text);
    if (code) tries.push(['invite_code', people.byInviteCode(code)]);
    const found: PersonSummary[] = [];
    for (const [kind, lookup] of tries) {
      const row = await lookup;
      if (row && !found.some((f) => f.uid === row.id)) found.push(summary(row, kind));
    }
    return found;
  }

  /** The user must exist for any of the page's lists. */
  async function existing(uid: number): Promise<void> {
    if (!(await people.byUid(uid))) throw new ApiError('recordNotFound');
  }

  return {
    async search(query: PeopleSearchQuery): Promise<PeopleSearchResponse> {
      const text = query.q;
      const exact = await exactMatches(text);
      if (/^\d+$/.test(text) || text.includes('@')) {
        return { items: query.page === 1 ? exact : [], total: exact.length };
      }
      const byName = await people.byNickname(text, query);
      const named = byName.rows
        .filter((row) => !exact.some((e) => e.uid === row.id))
        .map((row) => summary(row, 'nickname'));
      return {
        items: query.page === 1 ? [...exact, ...named] : named,
        total: byName.total + exact.length,
      };
    },

    async page(uid: number): Promise<PersonPage> {
      const row = await people.profile(uid);
      if (!row) throw new ApiError('recordNotFound');
      const [devices, operators] = await Promise.all([
        people.devices(uid),
        deps.uow.read.orderConsole.operatorNames(row.blockedBy === null ? [] : [row.blockedBy]),
      ]);
      return {
        uid: row.id,
        nickname: row.nickname,
        email: row.email,
        avatar: row.avatar,
        channels: [
          ...(row.email ? (['email'] as const) : []),
          ...(row.facebookId ? (['facebook'] as const) : []),
          ...(row.tiktokOpenId ? (['tiktok'] as const) : []),
        ],
        language: row.language,
        created_at: iso(row.createdAt),
        registered_at: isoOrNull(row.registeredAt),
        last_seen_at: isoOrNull(row.lastSeenAt),
        invite_code: row.inviteCode,
        blocked_at: isoOrNull(row.blockedAt),
        blocked_reason: row.blockedReason,
        blocked_by: row.blockedBy,
        gold: row.gold,
        coin: row.coin,
        vip_until: isoOrNull(row.vipUntil),
        vip_active: isVip(row.vipUntil, deps.now()),
        devices: devices.map((d) => ({
          udid: d.udid,
          phone_model: d.phoneModel,
          sys_ver: d.sysVer,
          market_channel: d.marketChannel,
          created_at: iso(d.createdAt),
          last_seen_at: iso(d.lastSeenAt),
        })),
        operators,
      };
    },

    async ledger(uid: number, paging: PageQuery): Promise<LedgerResponse> {
      await existing(uid);
      const { rows, total } = await people.ledger(uid, paging);
      const items = rows.map((r) => ({
        id: r.id,
        asset: r.asset,
        delta: r.delta,
        balance_after: r.balanceAfter,
        reason: r.reason,
        reference: r.reference,
        note: r.note,
        operator_id: r.operatorId,
        trade_no: r.tradeNo,
        created_at: iso(r.createdAt),
      }));
      const operatorIds = new Set(rows.flatMap((r) => (r.operatorId === null ? [] : [r.operatorId])));
      return { items, total, operators: await deps.uow.read.orderConsole.operatorNames([...operatorIds]) };
    },

    async unlocks(uid: number, paging: PageQuery, language: LanguageId): Promise<UnlocksResponse> {
      await existing(uid);
      const { rows, total } = await people.unlocks(uid, paging);
      const titles = await catalogue.titles([...new Set(rows.map((r) => r.dramaId))], localeOf(language));
      const items = rows.map((r) => ({
        drama_id: r.dramaId,
        drama_title: titles.get(r.dramaId) ?? '',
        episode_id: r.episodeId,
        number: r.number,
        created_at: iso(r.createdAt),
      }));
      return { items, total };
    },

    async orders(uid: number, paging: PageQuery): Promise<OrdersResponse> {
      await existing(uid);
      const { rows, total } = await people.orders(uid, paging);
      const items = rows.map((o) => ({
        trade_no: o.tradeNo,
        title: o.title,
        channel: o.channel,
        status: o.status,
        amount_cents: o.amountCents,
        currency: o.currency,
        gold: o.gold,
        bonus: o.bonus,
        vip_days: o.vipDays,
        created_at: iso(o.createdAt),
        paid_at: isoOrNull(o.paidAt),
      }));
      return { items, total };
    },

    async sessions(uid: number, paging: PageQuery): Promise<SessionsResponse> {
      await existing(uid);
      const { rows, total } = await people.sessions(uid, paging);
      const items = rows.map((s) => ({
        kind: s.kind,
        language: s.language,
        created_at: iso(s.createdAt),
        last_seen_at: iso(s.lastSeenAt),
        revoked_at: isoOrNull(s.revokedAt),
      }));
      return { items, total };
    },

    async feedback(uid: number, paging: PageQuery): Promise<PersonFeedbackResponse> {
      await existing(uid);
      const { rows, total } = await people.feedback(uid, paging);
      const items = rows.map((f) => ({
        id: f.id,
        type: f.type,
        content: f.content,
        created_at: iso(f.createdAt),
        closed_at: isoOrNull(f.closedAt),
        replies: f.replies,
      }));
      return { items, total };
    },

    async invites(uid: number, paging: PageQuery): Promise<InvitesResponse> {
      await existing(uid);
      const { rows, total } = await people.invitees(uid, paging);
      const inviter = await people.inviter(uid);
      const entry = (r: NonNullable<typeof inviter>) => ({
        uid: r.uid,
        nickname: r.nickname,
        created_at: iso(r.createdAt),
        rewarded_at: isoOrNull(r.rewardedAt),
      });
      return { items: rows.map(entry), total, invited_by: inviter ? entry(inviter) : null };
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;

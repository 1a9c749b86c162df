/**
 * The console's people screens (issue 18), reads only: the search box (the server works out
 * what was typed: digits are a uid or an order, an @ an email, anything else an order, an
 * invite code or part of a nickname; without an @ also the start of an email, whose part
 * before the @ is the name shown for a person without a nickname) and the user page with its
 * paged lists, named in the console's language (the `language` header). The operator's
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
import { orderResult } from '../money/order-facts.ts';
import { orderPackageName } from '../money/order-name.ts';
import type { PersonRow } from './people.repository.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Each value once, nulls left out. */
const distinct = <T>(values: (T | null)[]): T[] => [...new Set(values.filter((v) => v !== null))];

function summary(row: PersonRow, kind: MatchKind): PersonSummary {
  return {
    uid: row.id,
    nickname: row.nickname,
    email: row.email,
    created_at: iso(row.createdAt),
    blocked: row.blockedAt !== null,
    matched_by: kind,
    merged_into: row.mergedInto,
  };
}

export function createPeopleService(deps: { uow: UnitOfWork; now: () => number }) {
  const { people, catalogue, invites } = deps.uow.read;

  /**
   * The account an invite code credits: its holder, or the account its guest holder merged into
   * (InviteRepository.ownerOfCode, decision 0058): the person who shared the link is there now.
   */
  async function codeOwner(code: string): Promise<PersonRow | undefined> {
    const owner = await invites.ownerOfCode(code);
    return owner ? people.byUid(owner.id) : undefined;
  }

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
    if (code) tries.push(['invite_code', codeOwner(code)]);
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
    /**
     * The exact matches (on the first page), then the pages of two lists one after the other:
     * emails that begin with what was typed, then (not for digits) nicknames containing it.
     */
    async search(query: PeopleSearchQuery): Promise<PeopleSearchResponse> {
      const text = query.q;
      const exact = await exactMatches(text);
      if (text.includes('@')) return { items: query.page === 1 ? exact : [], total: exact.length };
      const offset = (query.page - 1) * query.size;
      const byEmail = await people.byEmailPrefix(text, { offset, limit: query.size });
      const byName = /^\d+$/.test(text)
        ? { rows: [], total: 0 }
        : await people.byNickname(
            text,
            { offset: Math.max(0, offset - byEmail.total), limit: query.size - byEmail.rows.length },
            text,
          );
      const found = [
        ...byEmail.rows.map((row) => summary(row, 'email')),
        ...byName.rows.map((row) => summary(row, 'nickname')),
      ].filter((row) => !exact.some((e) => e.uid === row.uid));
      return {
        items: query.page === 1 ? [...exact, ...found] : found,
        total: exact.length + byEmail.total + byName.total,
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
        merged_into: row.mergedInto,
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

    /**
     * The ledger, each row with what it was about in words: the series (and episodes), the
     * order's package, the viewer and the operator it names, each kind in one query a page.
     */
    async ledger(uid: number, paging: PageQuery, language: LanguageId): Promise<LedgerResponse> {
      await existing(uid);
      const { rows, total } = await people.ledger(uid, paging);
      const [titles, packages, named, operators] = await Promise.all([
        catalogue.titles(distinct(rows.map((r) => r.dramaId)), localeOf(language)),
        people.packagesOf(distinct(rows.map((r) => r.tradeNo))),
        people.names(distinct(rows.flatMap((r) => [r.inviteeId, r.otherUserId]))),
        deps.uow.read.orderConsole.operatorNames(distinct(rows.map((r) => r.operatorId))),
      ]);
      const packageOf = new Map(packages.map((p) => [p.tradeNo, orderPackageName(language, p, p.type)]));
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
        drama_id: r.dramaId,
        drama_title: r.dramaId === null ? null : (titles.get(r.dramaId) ?? ''),
        episode_from: r.episodeFrom,
        episode_to: r.episodeTo ?? r.episodeFrom,
        package_name: r.tradeNo === null ? null : (packageOf.get(r.tradeNo) ?? null),
        invitee_id: r.inviteeId,
        other_user_id: r.otherUserId,
      }));
      return { items, total, operators, people: named };
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

    async orders(uid: number, paging: PageQuery, language: LanguageId): Promise<OrdersResponse> {
      await existing(uid);
      const { rows, total } = await people.orders(uid, paging);
      const items = rows.map(({ order: o, type }) => ({
        trade_no: o.tradeNo,
        title: o.title,
        package_name: orderPackageName(language, o, type),
        channel: o.channel,
        status: o.status,
        result: orderResult(o),
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
        images: f.images,
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
        email: r.email,
        created_at: iso(r.createdAt),
        rewarded_at: isoOrNull(r.rewardedAt),
      });
      return { items: rows.map(entry), total, invited_by: inviter ? entry(inviter) : null };
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;

/**
 * What is sold, as the console edits it (issue 18): the packages (never deleted: orders name
 * them; `active: false` takes one off sale) and the payment channels' switches and order. Every
 * write is audited in its transaction, then this process's offer cache is dropped so the pay
 * popup shows the change at once (others within CATALOGUE_FRESHNESS, decision 0033).
 */
import type {
  ChannelList,
  ChannelsInput,
  ConsoleGoods,
  GoodsInput,
  GoodsList,
  GoodsState,
} from '#shared/contract/console-goods.ts';
import type { ChangedSince } from '#shared/contract/console-version.ts';
import { CHANNEL_IDS } from '../pay/gateway.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { GoodsRow, GoodsWrite } from '../money/goods.repository.ts';
import { onSaleAt, type OfferCache } from '../money/offer-cache.ts';
import { channelSettings, PAY_CHANNELS_SETTING } from '../money/pay-channels.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import { changedNothing } from '../operator/audit-no-op.ts';

function stateOf(g: GoodsRow, at: number): GoodsState {
  if (!g.active) return 'off';
  if (onSaleAt(g, at)) return 'on_sale';
  return g.saleFrom && g.saleFrom.getTime() > at ? 'scheduled' : 'ended';
}

function texts(input: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(input).filter((e): e is [string, string] => !!e[1]?.trim()));
}

/**
 * The version of a package (decision 0063): when it was last saved. Only the console writes a
 * package, and every save that changes it moves this on (`update` makes it later than the one
 * before, whatever the clock says); a save that changes nothing writes nothing, so another tab
 * open on the package is not told it changed.
 */
const versionOf = (g: GoodsRow): string => g.updatedAt.toISOString();

/** 601 with `changedSince` when the package is no longer the `version` the save names. */
function refuseStale(g: GoodsRow, version: string | undefined): void {
  if (version === undefined || version === versionOf(g)) return;
  throw new ApiError('validation', { id: g.id }, 'goods_changed_since').withData({
    changed_since: true,
    version: versionOf(g),
  } satisfies ChangedSince);
}

function toGoods(g: GoodsRow, orders: number, at: number): ConsoleGoods {
  return {
    id: g.id,
    type: g.type,
    price_cents: g.priceCents,
    gold: g.gold,
    bonus: g.bonus,
    vip_days: g.vipDays,
    tag: g.tag === 'hot' || g.tag === 'best' || g.tag === 'new' ? g.tag : null,
    tag_text: texts(g.tagText),
    tag_color: g.tagColor,
    note: texts(g.note),
    sort: g.sort,
    sale_from: g.saleFrom?.toISOString() ?? null,
    sale_until: g.saleUntil?.toISOString() ?? null,
    active: g.active,
    state: stateOf(g, at),
    orders,
    updated_at: g.updatedAt.toISOString(),
    version: versionOf(g),
  };
}

function toWrite(input: GoodsInput, at: Date): GoodsWrite {
  const vip = input.type === 2;
  return {
    type: input.type,
    priceCents: input.price_cents,
    // A VIP package credits days only; a coin pack no days.
    gold: vip ? 0 : input.gold,
    bonus: vip ? 0 : input.bonus,
    vipDays: vip ? input.vip_days : 0,
    tag: input.tag,
    tagText: texts(input.tag_text),
    tagColor: input.tag_color?.toLowerCase() ?? null,
    note: texts(input.note),
    sort: input.sort,
    saleFrom: input.sale_from ? new Date(input.sale_from) : null,
    saleUntil: input.sale_until ? new Date(input.sale_until) : null,
    active: input.active,
    updatedAt: at,
  };
}

const FOREVER = Number.POSITIVE_INFINITY;
type Window = Pick<GoodsRow, 'saleFrom' | 'saleUntil'>;
/** Whether two on-sale windows share a moment (an open end reaches forever). */
const windowsMeet = (a: Window, b: Window): boolean =>
  (a.saleFrom?.getTime() ?? -FOREVER) < (b.saleUntil?.getTime() ?? FOREVER) &&
  (b.saleFrom?.getTime() ?? -FOREVER) < (a.saleUntil?.getTime() ?? FOREVER);

/**
 * The active package this write would sell the same thing as, at the same time: the same kind,
 * coins (or VIP days) and price (every package is in USD: `goods` has no currency of its own), in
 * windows that meet. The pay popup would show two cards alike; a write that is off sale never
 * does, and is checked when it is put on sale. A package's own row (`id`) is not its duplicate.
 */
export function duplicateOf(
  write: GoodsWrite,
  others: readonly GoodsRow[],
  id?: number,
): GoodsRow | undefined {
  if (!write.active) return undefined;
  return others.find(
    (g) =>
      g.id !== id &&
      g.active &&
      g.type === write.type &&
      g.priceCents === write.priceCents &&
      g.gold === (write.gold ?? 0) &&
      g.vipDays === (write.vipDays ?? 0) &&
      windowsMeet(g, { saleFrom: write.saleFrom ?? null, saleUntil: write.saleUntil ?? null }),
  );
}

/** 601 with the package it duplicates, for the form to say. */
async function refuseDuplicate(tx: Repositories, write: GoodsWrite, id?: number): Promise<void> {
  const twin = duplicateOf(write, await tx.goods.active(), id);
  if (twin)
    throw new ApiError('validation', { id: twin.id }, 'goods_duplicate').withData({ duplicate_of: twin.id });
}

export function createShopService(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  offers: Pick<OfferCache, 'invalidate'>;
  /** The channels this deployment can take payments through (configured gateways). */
  configured: readonly string[];
  now: () => number;
}) {
  const { uow, audit, offers, now } = deps;

  async function one(id: number): Promise<ConsoleGoods> {
    const found = (await uow.read.goods.all()).find((g) => g.row.id === id);
    if (!found) throw new ApiError('recordNotFound');
    return toGoods(found.row, found.orders, now());
  }

  async function channels(): Promise<ChannelList> {
    const settings = channelSettings(await uow.read.settings.get(PAY_CHANNELS_SETTING));
    return {
      items: settings.map(({ channel, enabled }) => {
        const configured = deps.configured.includes(channel);
        return { channel, channel_id: CHANNEL_IDS[channel], enabled: enabled && configured, configured };
      }),
    };
  }

  return {
    async list(): Promise<GoodsList> {
      const at = now();
      return { items: (await uow.read.goods.all()).map((g) => toGoods(g.row, g.orders, at)) };
    },

    async create(actor: AuditActor, input: GoodsInput): Promise<ConsoleGoods> {
      const id = await uow.run(async (tx) => {
        const write = toWrite(input, new Date(now()));
        await refuseDuplicate(tx, write);
        const row = await tx.goods.insert(write);
        await audit.record(tx, actor, { action: 'create', entity: 'goods', entityId: row.id, after: row });
        return row.id;
      });
      offers.invalidate();
      return one(id);
    },

    async update(actor: AuditActor, id: number, input: GoodsInput): Promise<ConsoleGoods> {
      const changed = await uow.run(async (tx) => {
        // Locked: a save racing this one waits, then finds the version this one leaves.
        const before = await tx.goods.lock(id);
        if (!before) throw new ApiError('recordNotFound');
        refuseStale(before, input.version);
        // Orders keep their own copy of what they credit; the kind of a sold package stays.
        if (before.type !== input.type) throw new ApiError('validation', { field: 'type' });
        const write = toWrite(input, new Date(Math.max(now(), before.updatedAt.getTime() + 1)));
        // Nothing changed (the audit's own test, `updatedAt` aside): no write, no row, the same version.
        if (changedNothing({ action: 'update', before, after: { ...before, ...write } })) return false;
        await refuseDuplicate(tx, write, id);
        const after = await tx.goods.update(id, write);
        await audit.record(tx, actor, { action: 'update', entity: 'goods', entityId: id, before, after });
        return true;
      });
      if (changed) offers.invalidate();
      return one(id);
    },

    channels,

    async setChannels(actor: AuditActor, input: ChannelsInput): Promise<ChannelList> {
      const off = input.channels.find((c) => c.enabled && !deps.configured.includes(c.channel));
      if (off) throw new ApiError('payChannelNotConfigured', { channel: off.channel });
      await uow.run(async (tx) => {
        const before = channelSettings(await tx.settings.get(PAY_CHANNELS_SETTING));
        await tx.settings.set(PAY_CHANNELS_SETTING, input.channels);
        await audit.record(tx, actor, {
          action: 'update',
          entity: 'pay_channels',
          before,
          after: input.channels,
        });
      });
      offers.invalidate();
      return channels();
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;

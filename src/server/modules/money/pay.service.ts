/**
 * Top-ups and VIP (issue 5, DESIGN.md section 3). An order is created pending (1) and moves
 * to paid (2) or failed (3) only on the gateway's word: a verified notification or the
 * gateway's answer to a query. The move is a conditional UPDATE in the same transaction as
 * the credit, so however many times and in whatever order the word arrives, the package is
 * credited exactly once, and paid stays paid. (A late "paid" after "failed" still credits:
 * the buyer's money was taken.)
 */
import { randomBytes } from 'node:crypto';
import { ORDER_PENDING } from '#db/schema/wallet.ts';
import type { LanguageId } from '#shared/languages.ts';
import type {
  CreateOrderData,
  GoodsItem,
  OrderItem,
  PayCenterData,
  PayChannel,
} from '#shared/contract/wallet.ts';
import { ORDER_OPEN_MS } from '#shared/contract/wallet-constants.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { isVip } from './entitlement.ts';
import type { GoodsRow } from './goods.repository.ts';
import type { OrderRow } from './order.repository.ts';
import type { GatewayChannel, GatewayPayment, PaymentGateway } from '../pay/gateway.ts';
import { isOrdersCheckout, type GatewayWordFrom } from './gateway-word.ts';
import { groupText } from '../../i18n/messages.ts';
import type { BusinessCounters } from '../ops/metrics.ts';
import type { OrderTimeline } from './order-timeline.ts';
import { onSaleAt, type OfferCache, type Offers } from './offer-cache.ts';
import { channelSettings, offeredGateways, PAY_CHANNELS_SETTING } from './pay-channels.ts';
import { recordNothing, type RecordEvent } from '../events/event-recorder.ts';
import { goodsBonus, goodsNote, goodsTitle, tagOf } from './goods-text.ts';
import { orderEvent, orderResult } from './order-facts.ts';
import { createOrderQuery } from './order-query.service.ts';
import { centsToDecimal, priceText } from '../../i18n/numbers.ts';
import type { TopupLimitService } from './topup-limit.service.ts';

const payText = groupText('pay');

function tradeNumber(nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 14);
  return `T${stamp}${randomBytes(8).toString('hex')}`;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type SettleResult = 'credited' | 'failed' | 'unchanged';

export function createPayService(deps: {
  uow: UnitOfWork;
  gateways: readonly PaymentGateway[];
  /** What is offered, as operators set it (issue 18): packages and channels, kept briefly. */
  offers: Pick<OfferCache, 'current'>;
  serviceEmail: () => Promise<string>;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
  /** Told of what a settlement committed (metrics, decision 0034). */
  counters?: Pick<BusinessCounters, 'coinsCredited' | 'paymentFailed'>;
  /** The orders' gateway timeline (issue 18). */
  timeline?: OrderTimeline;
  /** Viewer events (decision 0038): top-up started, paid, refunded. */
  recordEvent?: RecordEvent;
  /** The viewer's monthly top-up limit (issue 19): refuses an order over it (809). */
  topupLimits?: Pick<TopupLimitService, 'check'>;
}) {
  const { uow, gateways, now, log, counters, timeline } = deps;
  const recordEvent = deps.recordEvent ?? recordNothing;
  const { orders } = uow.read;
  const gatewayOf = (channel: string) => gateways.find((g) => g.channel === channel);
  /** The gateways switched on now: the database's word, not the offer cache's. */
  const openGateways = async () =>
    offeredGateways(gateways, channelSettings(await uow.read.settings.get(PAY_CHANNELS_SETTING)));

  function channels(language: LanguageId, settings: Offers['channels']): PayChannel[] {
    return offeredGateways(gateways, settings).map((g) => ({
      channel_id: g.channelId,
      title: payText(language, g.channel === 'stripe' ? 'channel_stripe' : 'channel_sandbox'),
      icon: g.icon,
      gateway: `/pay/gateway/${g.channel}`,
    }));
  }

  function item(language: LanguageId, g: GoodsRow, pal: PayChannel[]): GoodsItem {
    return {
      type: g.type,
      goods_id: g.id,
      title: goodsTitle(language, g),
      price: centsToDecimal(g.priceCents),
      price_cents: g.priceCents,
      currency: 'USD',
      fat_price: priceText(language, g.priceCents),
      note: goodsNote(language, g),
      gold_num: g.gold,
      bonus_num: g.bonus,
      or_send: goodsBonus(language, g.bonus),
      vip_days: g.vipDays,
      tag: tagOf(language, g),
      pal_channel: pal,
    };
  }

  /**
   * The packages' answers in each language, made once per snapshot of the offers: their texts
   * are a dozen i18next calls a package, the same for every viewer (about a third of the
   * popup's CPU). The sale window is still applied per request.
   */
  const offeredItems = new WeakMap<Offers, Map<LanguageId, { goods: GoodsRow; item: GoodsItem }[]>>();
  function itemsOf(language: LanguageId, offers: Offers): { goods: GoodsRow; item: GoodsItem }[] {
    let byLanguage = offeredItems.get(offers);
    if (!byLanguage) offeredItems.set(offers, (byLanguage = new Map()));
    let items = byLanguage.get(language);
    if (!items) {
      const pal = channels(language, offers.channels);
      items = offers.goods.map((goods) => ({ goods, item: item(language, goods, pal) }));
      byLanguage.set(language, items);
    }
    return items;
  }

  async function settle(payment: GatewayPayment, source: string, from: GatewayWordFrom) {
    if (payment.status === 'pending' || payment.tradeNo === '') return 'unchanged';
    const named = await orders.byTradeNo(payment.tradeNo);
    if (!named || !isOrdersCheckout(named, from)) {
      log({ order: payment.tradeNo, source, ref: from.ref ?? null }, "gateway word ignored: not the order's");
      return 'unchanged';
    }
    const at = new Date(now());
    const credited: { gold: number; bonus: number; order?: OrderRow } = { gold: 0, bonus: 0 };
    const result = await uow.run(async (tx): Promise<SettleResult> => {
      if (payment.status === 'failed' || payment.status === 'cancelled') {
        const moved = await tx.orders.markFailed(payment.tradeNo, payment.status, at, from);
        return moved ? 'failed' : 'unchanged';
      }
      const order = await tx.orders.markPaid(payment.tradeNo, payment, at, from);
      if (!order) return 'unchanged';
      const reference = order.tradeNo;
      const credit = { reason: 'topup', reference, tradeNo: reference, at } as const;
      if (order.gold > 0)
        await tx.wallet.credit(order.userId, { ...credit, asset: 'gold', delta: order.gold });
      if (order.bonus > 0)
        await tx.wallet.credit(order.userId, { ...credit, asset: 'coin', delta: order.bonus });
      if (order.vipDays > 0) await tx.vip.extend(order.userId, order.vipDays, at);
      credited.gold = order.gold;
      credited.bonus = order.bonus;
      credited.order = order;
      return 'credited';
    });
    if (result !== 'unchanged') log({ order: payment.tradeNo, result, source }, 'order settled');
    if (result === 'failed' && (payment.status === 'failed' || payment.status === 'cancelled'))
      counters?.paymentFailed(payment.status);
    if (result === 'credited') {
      if (credited.gold > 0) counters?.coinsCredited('gold', credited.gold);
      if (credited.bonus > 0) counters?.coinsCredited('coin', credited.bonus);
      if (credited.order) recordEvent(orderEvent('paid', credited.order));
    }
    return result;
  }

  const orderRow = (tradeNo: string): Promise<OrderRow | undefined> => orders.byTradeNo(tradeNo);

  return {
    settle,
    gatewayOf,
    orderRow,
    /**
     * The order a gateway payment paid: by the payment kept on it, else (an order paid before
     * payments were kept, decision 0036) through the checkout session the gateway names for
     * that payment, whose order keeps it from then on; undefined when no order of ours made it.
     */
    async orderOfPayment(
      channel: GatewayChannel,
      paymentRef: string,
      sessionOf: (paymentRef: string) => Promise<{ ref: string; tradeNo: string } | undefined>,
    ): Promise<OrderRow | undefined> {
      const kept = await orders.byPaymentRef(paymentRef);
      if (kept) return kept;
      const session = await sessionOf(paymentRef);
      if (!session) return undefined;
      return orders.keepPaymentRef(session.tradeNo, { channel, ref: session.ref }, paymentRef);
    },

    async center(userId: number, language: LanguageId): Promise<PayCenterData> {
      const at = now();
      const [balance, standing, offers, email] = await Promise.all([
        uow.read.wallet.balances(userId, new Date(at)),
        uow.read.vip.standing(userId),
        deps.offers.current(),
        deps.serviceEmail(),
      ]);
      const vipUntil = standing?.vipUntil ?? null;
      const vip = isVip(vipUntil, at);
      return {
        goldRemain: balance.gold,
        silverRemain: balance.coin,
        about: [
          payText(language, 'about_coins'),
          payText(language, 'about_vip'),
          payText(language, 'about_secure'),
          payText(language, 'about_help', { email }),
        ],
        user: { expiry_date: vip && vipUntil ? isoDate(vipUntil) : '', is_svip: vip ? 1 : 0 },
        items: itemsOf(language, offers)
          .filter(({ goods }) => onSaleAt(goods, at))
          .map((offered) => offered.item),
      };
    },

    async createOrder(
      userId: number,
      language: LanguageId,
      goodsId: number,
      channelId: number,
      /** The price the viewer saw, when the app says it: another price now orders nothing. */
      seenPriceCents?: number,
    ): Promise<CreateOrderData> {
      // The database's word, not the cache's: nothing is sold off sale or through a closed channel.
      const [g, open] = await Promise.all([
        uow.read.goods.onSaleById(goodsId, new Date(now())),
        openGateways(),
      ]);
      if (!g) throw new ApiError('goodsNotFound');
      // Changed by an operator since the pay centre was read: told before any gateway, not after.
      if (seenPriceCents !== undefined && seenPriceCents !== g.priceCents)
        throw new ApiError(
          'goodsNotFound',
          { title: goodsTitle(language, g), price: priceText(language, g.priceCents) },
          'goods_price_changed',
        );
      const gateway = open.find((x) => x.channelId === channelId);
      if (!gateway) throw new ApiError('payChannelUnavailable');
      // Before anything is written or any gateway asked: no order, no payment page.
      await deps.topupLimits?.check(userId, language, g.priceCents);
      const tradeNo = tradeNumber(now());
      const title = goodsTitle(language, g);
      const order = {
        tradeNo,
        userId,
        goodsId: g.id,
        channel: gateway.channel,
        title,
        amountCents: g.priceCents,
        currency: 'USD',
        gold: g.gold,
        bonus: g.bonus,
        vipDays: g.vipDays,
        createdAt: new Date(now()),
      };
      await orders.insert(order);
      recordEvent(orderEvent('topup_started', order));
      await timeline?.record({ tradeNo, kind: 'created', source: 'app', summary: gateway.channel });
      return {
        orderId: tradeNo,
        orderName: title,
        gateway: `/pay/gateway/${gateway.channel}`,
        price: centsToDecimal(g.priceCents),
        currency: 'USD',
      };
    },

    /**
     * Where the buyer's browser goes for this order: the gateway's checkout page, created on
     * the first visit (idempotent per order at the gateway); `done` once the order is settled,
     * `closed` while its channel is switched off, undefined for an unknown order.
     */
    async checkoutUrl(
      channel: GatewayChannel,
      tradeNo: string,
      returnUrl: string,
      notifyUrl: string,
      language: LanguageId,
      cancelUrl: string = returnUrl,
    ): Promise<{ url: string } | { done: true } | { closed: true } | undefined> {
      const order = await orderRow(tradeNo);
      const gateway = gatewayOf(channel);
      if (!order || order.channel !== channel || !gateway) return undefined;
      if (order.status !== ORDER_PENDING) return { done: true };
      // A channel switched off since the order was made sends nobody on to pay through it (a
      // payment made there all the same, on a page opened before, is still credited).
      if (!(await openGateways()).some((g) => g.channel === channel)) return { closed: true };
      if (order.gatewayUrl) return { url: order.gatewayUrl };
      // Too late to start paying: closed as the sweep would (order-sweep.service.ts).
      if (order.createdAt.getTime() <= now() - ORDER_OPEN_MS) {
        await orders.markFailed(tradeNo, 'cancelled', new Date(now()));
        return { done: true };
      }
      const created = await gateway.createCheckout({
        tradeNo,
        amountCents: order.amountCents,
        currency: order.currency,
        description: order.title,
        returnUrl,
        cancelUrl,
        notifyUrl,
        language,
        orderCreatedAt: order.createdAt.getTime(),
      });
      await orders.setCheckout(tradeNo, created.ref, created.url);
      await timeline?.record({
        tradeNo,
        kind: 'redirect',
        source: channel,
        summary: created.ref,
        answer: created,
      });
      const again = await orderRow(tradeNo);
      return { url: again?.gatewayUrl ?? created.url };
    },

    /** POST /pay/query-order (order-query.service.ts). */
    query: createOrderQuery({ orders, gatewayOf, settle, timeline, now, log }),

    async orderList(userId: number, language: LanguageId, page: number, pageSize: number) {
      const { rows, total } = await orders.page(userId, page, pageSize);
      const list: OrderItem[] = rows.map(({ order: o, type }) => ({
        trade_no: o.tradeNo,
        goods_id: o.goodsId,
        type,
        title: goodsTitle(language, { type, gold: o.gold, vipDays: o.vipDays }),
        price: centsToDecimal(o.amountCents),
        fat_price: priceText(language, o.amountCents, o.currency),
        currency: o.currency,
        status: o.status,
        result: orderResult(o),
        channel: o.channel,
        gold_num: o.gold,
        bonus_num: o.bonus,
        vip_days: o.vipDays,
        created_at: Math.floor(o.createdAt.getTime() / 1000),
        paid_at: o.paidAt ? Math.floor(o.paidAt.getTime() / 1000) : 0,
        refunded_at: o.refundedAt ? Math.floor(o.refundedAt.getTime() / 1000) : 0,
      }));
      return { list, total, page, page_size: pageSize };
    },
  };
}
export type PayService = ReturnType<typeof createPayService>;

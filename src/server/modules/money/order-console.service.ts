/**
 * The console's orders (issue 18): the filtered list, an order's page (its user, its ledger
 * rows, its gateway timeline, whether it may be refunded), the refund preview and the refund
 * itself, both through refund.service.ts (the one rule), and asking a pending order's gateway
 * now (order-gateway-check.ts). A package is named from what the order credits (its own copy,
 * order-name.ts), in the console's language (the `language` header), beside the name the buyer
 * saw (`title`): never from the package as it is now.
 */
import { ORDER_PAID } from '#db/schema/wallet.ts';
import type {
  ConsoleOrder,
  GatewayCheckAnswer,
  OrderDetail,
  OrderListQuery,
  OrderListResponse,
  RefundPreview,
} from '#shared/contract/console-orders.ts';
import type { LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor } from '../operator/audit.service.ts';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import type { OrderGatewayCheck } from './order-gateway-check.ts';
import { consoleEvent } from './order-event-view.ts';
import type { OrderRow } from './order.repository.ts';
import { orderResult } from './order-facts.ts';
import { orderPackageName } from './order-name.ts';
import type { RefundService } from './refund.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toOrder(o: OrderRow, name: string): ConsoleOrder {
  return {
    trade_no: o.tradeNo,
    user_id: o.userId,
    goods_id: o.goodsId,
    channel: o.channel,
    title: o.title,
    package_name: name,
    status: o.status,
    result: orderResult(o),
    amount_cents: o.amountCents,
    currency: o.currency,
    gold: o.gold,
    bonus: o.bonus,
    vip_days: o.vipDays,
    created_at: o.createdAt.toISOString(),
    paid_at: iso(o.paidAt),
    refunded_at: iso(o.refundedAt),
    refunded_by: o.refundedBy,
    refund_ref: o.refundRef,
    gateway_ref: o.gatewayRef,
    payment_ref: o.paymentRef,
  };
}

/** Who may move an order's money from the console: refund it, ask its gateway (decision 0036). */
export const ORDER_MONEY_ROLES: readonly OperatorRole[] = ['owner', 'finance'];

export function createOrderConsoleService(deps: {
  uow: UnitOfWork;
  refunds: RefundService;
  /** The channels whose gateway is offered now (a refund needs it). */
  channels: () => readonly string[];
  gatewayCheck: OrderGatewayCheck;
}) {
  const { uow, refunds, gatewayCheck } = deps;

  async function existing(tradeNo: string): Promise<OrderRow> {
    const order = await uow.read.orders.byTradeNo(tradeNo);
    if (!order) throw new ApiError('orderNotFound');
    return order;
  }

  /** The order's page; `role`: the operator reading it (what they may do with it). */
  async function detail(tradeNo: string, language: LanguageId, role?: OperatorRole): Promise<OrderDetail> {
    const order = await existing(tradeNo);
    const repo = uow.read.orderConsole;
    const [user, ledger, events, type] = await Promise.all([
      repo.userOf(order.userId),
      repo.ledgerOf(tradeNo),
      uow.read.orderEvents.ofOrder(tradeNo),
      repo.goodsType(order.goodsId),
    ]);
    const operatorIds = [order.refundedBy, ...ledger.map((r) => r.operatorId)].filter((id) => id !== null);
    return {
      order: toOrder(order, orderPackageName(language, order, type)),
      user: user ? { uid: user.uid, email: user.email, nickname: user.nickname } : null,
      ledger: ledger.map((r) => ({
        id: r.id,
        asset: r.asset,
        delta: r.delta,
        balance_after: r.balanceAfter,
        reason: r.reason,
        operator_id: r.operatorId,
        created_at: r.createdAt.toISOString(),
      })),
      events: events.map(consoleEvent),
      operators: await repo.operatorNames([...new Set(operatorIds)]),
      refundable:
        order.status === ORDER_PAID && order.gatewayRef !== null && deps.channels().includes(order.channel),
      gateway_check: role !== undefined && ORDER_MONEY_ROLES.includes(role) && gatewayCheck.checkable(order),
    };
  }

  return {
    async list(query: OrderListQuery, language: LanguageId): Promise<OrderListResponse> {
      const { rows, total } = await uow.read.orderConsole.page(query);
      return { items: rows.map((r) => toOrder(r.order, orderPackageName(language, r.order, r.type))), total };
    },

    detail,

    async preview(tradeNo: string): Promise<RefundPreview> {
      const p = await refunds.preview(await existing(tradeNo));
      if (!p) throw new ApiError('orderNotRefundable');
      return { gold: p.gold, coin: p.coin, vip_days: p.vipDays };
    },

    /** The order's page after the refund, and whether the gateway is still processing it (0054). */
    async refund(
      actor: AuditActor,
      tradeNo: string,
      language: LanguageId,
      reason?: string,
      role?: OperatorRole,
    ): Promise<{ detail: OrderDetail; processing: boolean }> {
      const { processing } = await refunds.request(actor, tradeNo, reason);
      return { detail: await detail(tradeNo, language, role), processing };
    },

    /** Asks a pending order's gateway now; the order's page after, and what the gateway said. */
    async askGateway(
      actor: AuditActor,
      tradeNo: string,
      language: LanguageId,
      role?: OperatorRole,
    ): Promise<GatewayCheckAnswer> {
      const check = await gatewayCheck.check(actor, tradeNo);
      return { ...(await detail(tradeNo, language, role)), check };
    },
  };
}
export type OrderConsoleService = ReturnType<typeof createOrderConsoleService>;

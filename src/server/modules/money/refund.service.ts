/**
 * Refunds (issue 18, decision 0036). A paid order (2) becomes refunded (4) once, with a
 * conditional UPDATE in the same transaction as what it takes back (refund.rule.ts): whoever
 * comes first does it (the console's action, the sandbox's signed refund notification, a
 * Stripe `charge.refunded` webhook however often and concurrently it arrives), the others
 * change nothing. The console asks the gateway first and applies the refund on its answer;
 * the gateway's later word is then a no-op.
 */
import { recordNothing, type RecordEvent } from '../events/event-recorder.ts';
import { orderEvent } from './order-facts.ts';
import { ORDER_PAID, ORDER_REFUNDED } from '#db/schema/wallet.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import type { BusinessCounters } from '../ops/metrics.ts';
import type { GatewayRefund, PaymentGateway } from '../pay/gateway.ts';
import type { OrderRow } from './order.repository.ts';
import { timelineRow, type OrderTimeline } from './order-timeline.ts';
import { DAY_MS, refundTake, type RefundTake } from './refund.rule.ts';

/**
 * How long a console refund holds its order against another one (the gateway's answer takes
 * at most about 45 s: 15 s, two retries); a request that died holding it lets go after this.
 */
export const REFUND_CLAIM_HOLD_MS = 120_000;

/** The audit log's writer for what a gateway reported (no operator). */
const GATEWAY_ACTOR = (source: string): AuditActor => ({ id: null, name: source });

export interface RefundOutcome {
  order: OrderRow;
  take: RefundTake;
}

/** What the console shows before a refund: what it would take back now. */
export interface RefundPreview {
  gold: number;
  coin: number;
  vipDays: number;
}

export function previewOf(take: RefundTake): RefundPreview {
  return { gold: take.gold, coin: take.coin, vipDays: Math.round((take.vipMs / DAY_MS) * 100) / 100 };
}

async function holdingsTake(tx: Repositories, order: OrderRow, at: Date): Promise<RefundTake> {
  const balance = await tx.wallet.lock(order.userId, at);
  const lastingCoin = await tx.wallet.lastingCoin(order.userId, balance);
  const vipUntil = await tx.vip.lockVip(order.userId);
  return refundTake(order, { gold: balance.gold, lastingCoin, vipUntil }, at);
}

/**
 * When the gateway made the refund, for the timeline: its own time kept between the request and
 * now, else the request's. A gateway may notify the refund before it answers the request (the
 * sandbox does): dated so, its reply comes before that notification, as it happened.
 */
export function replyAt(askedAt: number, gatewayAt: number | undefined, now: number): number {
  if (gatewayAt === undefined || !Number.isFinite(gatewayAt)) return askedAt;
  return Math.min(Math.max(gatewayAt, askedAt), Math.max(now, askedAt));
}

export function createRefundService(deps: {
  uow: UnitOfWork;
  gateways: readonly PaymentGateway[];
  audit: AuditService;
  timeline: OrderTimeline;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
  counters?: Pick<BusinessCounters, 'refunded'>;
  /** Viewer events (decision 0038): the refunded order, for the dashboard. */
  recordEvent?: RecordEvent;
}) {
  const { uow, audit, timeline, now, log } = deps;
  const recordEvent = deps.recordEvent ?? recordNothing;

  /**
   * The audit row of a console refund: the order's amount and buyer, what was taken back (when
   * this request applied it), and the operator's reason.
   */
  function auditEvent(
    order: Pick<OrderRow, 'tradeNo' | 'amountCents' | 'userId'>,
    outcome: RefundOutcome | undefined,
    reason: string | undefined,
  ) {
    return {
      action: 'refund',
      entity: 'order',
      entityId: order.tradeNo,
      before: { status: ORDER_PAID },
      after: {
        status: ORDER_REFUNDED,
        amount_cents: order.amountCents,
        buyer_uid: order.userId,
        ...(outcome ? { taken: previewOf(outcome.take) } : {}),
        ...(reason ? { reason } : {}),
      },
    };
  }

  /**
   * Refunds a paid order and takes back what is unspent; undefined when it was not paid (already
   * refunded, or never paid): nothing changes then.
   */
  async function apply(
    tradeNo: string,
    how: { source: string; refundRef?: string | undefined; actor?: AuditActor; reason?: string | undefined },
  ): Promise<RefundOutcome | undefined> {
    const at = new Date(now());
    const outcome = await uow.run(async (tx) => {
      const order = await tx.orders.markRefunded(tradeNo, at, how.refundRef);
      if (!order) return undefined;
      const take = await holdingsTake(tx, order, at);
      const entry = {
        reason: 'refund',
        reference: order.tradeNo,
        tradeNo: order.tradeNo,
        at,
        ...(order.refundedBy === null ? {} : { operatorId: order.refundedBy }),
      } as const;
      // The wallet is locked and the take bounded by it: these cannot come up short.
      for (const asset of ['gold', 'coin'] as const) {
        if (
          take[asset] > 0 &&
          !(await tx.wallet.takeBack(order.userId, { ...entry, asset, delta: -take[asset] }))
        )
          throw new Error(`refund of ${tradeNo} found less ${asset} than it locked`);
      }
      if (take.vipMs > 0) await tx.vip.setVipUntil(order.userId, take.vipUntil);
      const result = { order, take };
      if (how.actor) await audit.record(tx, how.actor, auditEvent(order, result, how.reason));
      return result;
    });
    if (outcome) {
      const p = previewOf(outcome.take);
      log({ order: tradeNo, source: how.source, ...p }, 'order refunded');
      deps.counters?.refunded(outcome.order.channel);
      recordEvent(orderEvent('refunded', outcome.order));
      await timeline.record({
        tradeNo,
        kind: 'refunded',
        source: how.source,
        // What was taken back is in the answer; the console words it in the operator's language.
        summary: '',
        answer: { taken: p, refund_ref: how.refundRef ?? null },
      });
    }
    return outcome;
  }

  return {
    apply,

    /** What a refund would take back now (computed by the same rule, nothing changed). */
    async preview(order: OrderRow): Promise<RefundPreview | undefined> {
      if (order.status !== ORDER_PAID) return undefined;
      const at = new Date(now());
      return uow.run(async (tx) => previewOf(await holdingsTake(tx, order, at)));
    },

    /**
     * The console's refund (finance and owners): the gateway gives the money back, then the
     * order is refunded here, audited; a gateway word that came first leaves only the audit.
     * One request at a time per order: another one meanwhile answers 807, as a second refund
     * after it does. Its answer: whether the gateway is still processing the refund (0054).
     */
    async request(actor: AuditActor, tradeNo: string, reason?: string): Promise<{ processing: boolean }> {
      const order = await uow.read.orders.byTradeNo(tradeNo);
      if (!order) throw new ApiError('orderNotFound');
      const gateway = deps.gateways.find((g) => g.channel === order.channel);
      if (order.status !== ORDER_PAID || !gateway || !order.gatewayRef || actor.id === null)
        throw new ApiError('orderNotRefundable');
      const askedAt = now();
      const claim = new Date(askedAt);
      if (!(await uow.read.orders.claimRefund(tradeNo, actor.id, claim, REFUND_CLAIM_HOLD_MS)))
        throw new ApiError('orderNotRefundable');
      await timeline.record({
        tradeNo,
        kind: 'refund_request',
        source: 'console',
        summary: actor.name,
        ...(reason ? { answer: { reason } } : {}),
        at: askedAt,
      });
      let refund: GatewayRefund;
      try {
        refund = await gateway.refund({
          tradeNo,
          gatewayRef: order.gatewayRef,
          paymentRef: order.paymentRef,
        });
      } catch (error) {
        log({ order: tradeNo, err: String(error) }, 'gateway refund failed');
        await uow.read.orders.releaseRefund(tradeNo, claim);
        await timeline.record({
          tradeNo,
          kind: 'refund_refused',
          source: order.channel,
          summary: '',
          answer: { error: String(error) },
        });
        throw new ApiError('refundFailed');
      }
      const state = refund.state ?? 'succeeded';
      await timeline.record({
        tradeNo,
        kind: 'refund_accepted',
        source: order.channel,
        // The refund's id, and the gateway's word for it when it is not simply done.
        summary: state === 'succeeded' ? refund.ref : `${refund.ref || '-'}: ${refund.status ?? state}`,
        answer: refund,
        at: replyAt(askedAt, refund.at, now()),
      });
      // Processing or refunded before: the money is (on its way) back; taken back now, as
      // Stripe's own refund notification does. A later failure is told (failedAtGateway).
      const outcome = await apply(tradeNo, {
        source: 'console',
        refundRef: refund.ref || undefined,
        actor,
        reason,
      });
      if (!outcome) {
        // Applied first by the gateway's word while this request held the order: audited here.
        // Otherwise another request took the order over (after REFUND_CLAIM_HOLD_MS): not ours.
        const current = await uow.read.orders.byTradeNo(tradeNo);
        if (current?.gatewayCheckedAt?.getTime() !== claim.getTime())
          throw new ApiError('orderNotRefundable');
        await uow.run((tx) => audit.record(tx, actor, auditEvent(current, undefined, reason)));
      }
      return { processing: state === 'processing' };
    },

    /**
     * The gateway gave up on a refund the order was refunded for (Stripe: `refund.failed`, a
     * refund updated to failed or canceled): the money did not go back. Nothing is credited
     * again; the order's timeline and the audit log say so, for an operator to make it right
     * (decision 0054). Once per refund, however often the gateway says it.
     */
    async failedAtGateway(
      tradeNo: string,
      failure: { source: string; refundRef: string; status: string; reason: string | null },
    ): Promise<boolean> {
      // The order's row held while its events are read and written: deliveries at the same
      // instant tell it once.
      const told = await uow.run(async (tx) => {
        if (!(await tx.orders.lock(tradeNo))) return false;
        const events = await tx.orderEvents.ofOrder(tradeNo);
        if (events.some((e) => e.kind === 'refund_failed' && e.summary.startsWith(`${failure.refundRef}:`)))
          return false;
        const summary = `${failure.refundRef}: ${failure.status}${failure.reason ? ` (${failure.reason})` : ''}`;
        const event = {
          tradeNo,
          kind: 'refund_failed',
          source: failure.source,
          summary,
          answer: failure,
        } as const;
        await tx.orderEvents.append(timelineRow(event, now()));
        await audit.record(tx, GATEWAY_ACTOR(failure.source), {
          action: 'refund_failed',
          entity: 'order',
          entityId: tradeNo,
          after: { refund_ref: failure.refundRef, status: failure.status, reason: failure.reason },
        });
        return true;
      });
      if (told)
        log({ order: tradeNo, ...failure }, 'refund failed at the gateway: the money did not go back');
      return told;
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;

/**
 * The built-in sandbox payment gateway: a separate party with its own books. The app creates
 * a payment here and sends the buyer to its hosted page; when the buyer presses Pay, Fail or
 * Cancel, the gateway records the outcome and POSTs a signed notification to the app's
 * notify URL, as a real gateway does. The app may also ask it for a payment's state. A payment
 * left open lapses ORDER_OPEN_MS after it was made (as a Stripe Checkout session expires): it is
 * then `expired`, said to the app the same way, and its page no longer takes a choice.
 */
import { randomBytes } from 'node:crypto';
import { ORDER_OPEN_MS } from '#shared/contract/wallet-constants.ts';
import type { SandboxPaymentRow, SandboxRepository } from './sandbox.repository.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signing.ts';

export type SandboxStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded';
export type SandboxAction = 'pay' | 'fail' | 'cancel';

export interface SandboxPayment {
  id: string;
  merchant_reference: string;
  status: SandboxStatus;
  amount_cents: number;
  currency: string;
  description: string;
  created: number;
}

const OUTCOME: Record<SandboxAction, SandboxStatus> = { pay: 'paid', fail: 'failed', cancel: 'canceled' };

function toPayment(row: SandboxPaymentRow): SandboxPayment {
  return {
    id: row.id,
    merchant_reference: row.merchantReference,
    status: row.status as SandboxStatus,
    amount_cents: row.amountCents,
    currency: row.currency,
    description: row.description,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export function createSandboxGateway(deps: {
  payments: SandboxRepository;
  secret: string;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
  fetch?: typeof fetch;
}) {
  const { payments, secret, now, log } = deps;
  const send = deps.fetch ?? fetch;

  /** The stored payment, lapsed first if it is still open past its time (and the app told). */
  async function byId(id: string): Promise<SandboxPaymentRow | undefined> {
    const row = await payments.byId(id);
    if (!row || row.status !== 'open' || now() - row.createdAt.getTime() < ORDER_OPEN_MS) return row;
    const lapsed = await payments.finish(id, 'expired', new Date(now()));
    if (lapsed) await notify(lapsed);
    return lapsed ?? (await payments.byId(id));
  }

  /** Delivers the signed notification; false when the merchant could not be reached. */
  async function notify(row: SandboxPaymentRow): Promise<boolean> {
    const type = row.status === 'refunded' ? 'payment.refunded' : 'payment.updated';
    const body = JSON.stringify({ type, data: toPayment(row) });
    const signature = signSandboxPayload(secret, body, Math.floor(now() / 1000));
    try {
      const response = await send(row.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) log({ payment: row.id, status: response.status }, 'sandbox notification refused');
      return response.ok;
    } catch (error) {
      log({ payment: row.id, err: String(error) }, 'sandbox notification not delivered');
      return false;
    }
  }

  return {
    /** Idempotent per merchant reference: the same order gets the same payment. */
    async createPayment(input: {
      merchantReference: string;
      amountCents: number;
      currency: string;
      description: string;
      notifyUrl: string;
      returnUrl: string;
    }): Promise<{ id: string; url: string }> {
      const at = new Date(now());
      const id = await payments.create({
        id: `sp_${randomBytes(12).toString('hex')}`,
        ...input,
        createdAt: at,
        updatedAt: at,
      });
      if (!id) throw new Error('sandbox payment not stored');
      return { id, url: `/sandbox-pay/checkout/${id}` };
    },

    async retrieve(id: string): Promise<SandboxPayment | undefined> {
      const row = await byId(id);
      return row ? toPayment(row) : undefined;
    },

    /** The stored payment as the hosted page shows it. */
    row: byId,

    /**
     * The buyer's choice on the hosted page; only an open payment moves. Where the buyer goes
     * next, whether the choice was a Cancel that left the payment unpaid (not one pressed
     * after it was paid, in another tab), and whether it was a Pay the gateway refused because
     * the payment had ended unpaid meanwhile (failed, cancelled or lapsed: the page says so,
     * rather than sending the buyer back as if it had gone through).
     */
    async complete(
      id: string,
      action: SandboxAction,
    ): Promise<
      { returnUrl: string; merchantReference: string; cancelled: boolean; refused: boolean } | undefined
    > {
      const current = await byId(id);
      if (!current) return undefined;
      const moved = await payments.finish(id, OUTCOME[action], new Date(now()));
      const row = moved ?? (await byId(id));
      if (!row) return undefined;
      if (moved) await notify(moved);
      const status = row.status as SandboxStatus;
      return {
        returnUrl: row.returnUrl,
        merchantReference: row.merchantReference,
        cancelled: action === 'cancel' && status !== 'paid' && status !== 'refunded',
        refused: !moved && action === 'pay' && status !== 'paid' && status !== 'refunded',
      };
    },

    /**
     * Gives a paid payment's money back, in full (its books say refunded), then notifies the
     * merchant as for a payment; the refund's id and when it was made (Unix ms). Asking again
     * answers the same.
     */
    async refund(id: string): Promise<{ id: string; status: 'refunded'; created_ms: number }> {
      const moved = await payments.refund(id, new Date(now()));
      const row = moved ?? (await byId(id));
      if (!row || row.status !== 'refunded') throw new Error(`sandbox payment ${id} is not paid`);
      if (moved) await notify(moved);
      return { id: `re_${row.id.slice(3)}`, status: 'refunded', created_ms: row.updatedAt.getTime() };
    },

    /** Sends the notification of a finished payment again (a gateway's retry). */
    async resend(id: string): Promise<boolean> {
      const row = await byId(id);
      if (!row || row.status === 'open') return false;
      return notify(row);
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/**
 * The locally stored pending order of SPEC 3 (goodsId, goodsName, tradeNo, price, currency
 * USD, tradeTime in seconds): written before the browser leaves for the gateway, read on
 * every load to poll its status, cleared when it ends (SPEC 4). Beside SPEC's fields, whether
 * the viewer was already told it is still pending (back from the gateway without finishing).
 */
import { CURRENCY } from '#shared/constants.ts';
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';

export interface PendingOrder {
  goodsId: number;
  goodsName: string;
  tradeNo: string;
  /** Exact decimal string, e.g. "4.99". */
  price: string;
  currency: string;
  /** Unix seconds when the order was created. */
  tradeTime: number;
  /** The viewer was told, once, that the payment is not finished yet (not on every return). */
  toldPending?: boolean;
}

function isPendingOrder(value: unknown): value is PendingOrder {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    typeof o.goodsId === 'number' &&
    typeof o.goodsName === 'string' &&
    typeof o.tradeNo === 'string' &&
    o.tradeNo !== '' &&
    typeof o.price === 'string' &&
    typeof o.currency === 'string' &&
    typeof o.tradeTime === 'number' &&
    Number.isFinite(o.tradeTime) &&
    (o.toldPending === undefined || typeof o.toldPending === 'boolean')
  );
}

/** The stored order, or null when there is none (or what is stored is not one). */
export function readPendingOrder(): PendingOrder | null {
  const raw = readStorage(STORAGE_KEYS.pendingOrder);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPendingOrder(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function savePendingOrder(order: PendingOrder): void {
  writeStorage(STORAGE_KEYS.pendingOrder, JSON.stringify(order));
}

export function clearPendingOrder(): void {
  removeStorage(STORAGE_KEYS.pendingOrder);
}

/**
 * Notes that the viewer is being told this order is still pending: true the first time; false
 * (nothing written) when they were told already (another tab, say), or when the stored order is
 * another one or none (it ended meanwhile, or a new one was made).
 */
export function markPendingOrderTold(tradeNo: string): boolean {
  const stored = readPendingOrder();
  if (stored?.tradeNo !== tradeNo || stored.toldPending === true) return false;
  savePendingOrder({ ...stored, toldPending: true });
  return true;
}

/** A fresh pending order for an order the server just created. */
export function newPendingOrder(init: {
  goodsId: number;
  goodsName: string;
  tradeNo: string;
  price: string;
  nowMs: number;
}): PendingOrder {
  return {
    goodsId: init.goodsId,
    goodsName: init.goodsName,
    tradeNo: init.tradeNo,
    price: init.price,
    currency: CURRENCY,
    tradeTime: Math.floor(init.nowMs / 1000),
  };
}

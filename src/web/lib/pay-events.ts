/**
 * App-wide payment events (SPEC 4 step 5: "a paySuccess event is emitted"). A tiny typed
 * emitter in the shared layer, so the pay feature can announce a credited order and any other
 * feature (the play page refetching its locks and balances) can react, without importing each
 * other (STYLE rule 1).
 */

export interface PaySuccessEvent {
  tradeNo: string;
  goodsId: number;
}

type Listener = (event: PaySuccessEvent) => void;

const listeners = new Set<Listener>();

/** Subscribes to paySuccess; returns the unsubscribe function (fits a useEffect cleanup). */
export function onPaySuccess(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitPaySuccess(event: PaySuccessEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // One failing listener must not keep the others from hearing about the payment.
    }
  }
}

/**
 * Transport (the second of the API client's three parts): one fetch with the client's timeout,
 * the caller's cancellation and a network failure told apart. It knows nothing of envelopes
 * or toasts; lib/api-envelope.ts turns what comes back (or a TransportFailure) into an error.
 */

/** What arrived: the HTTP status and the body text, unparsed. */
export interface RawAnswer {
  status: number;
  ok: boolean;
  text: string;
}

/** No answer: the timeout ran out, or the request never reached the server. */
export class TransportFailure extends Error {
  readonly kind: 'timeout' | 'network';
  /** The browser said it was offline when the request failed. */
  readonly offline: boolean;

  constructor(kind: 'timeout' | 'network', offline = false) {
    super(kind);
    this.name = 'TransportFailure';
    this.kind = kind;
    this.offline = offline;
  }
}

export interface TransportOptions {
  timeoutMs: number;
  /** The caller's cancellation: rethrown as is (an AbortError), never a TransportFailure. */
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch keepalive). */
  keepalive?: boolean;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Sends one request. `prepare` makes its init (method, headers, body) and counts like the
 * fetch: its time is inside the timeout, a cancellation stops it, its failure is a network
 * failure (the signer is a chunk loaded on demand).
 */
export async function transport(
  url: string,
  prepare: () => Promise<Pick<RequestInit, 'method' | 'headers' | 'body'>>,
  options: TransportOptions,
): Promise<RawAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onOuterAbort = (): void => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  else options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  try {
    const init = await prepare();
    controller.signal.throwIfAborted();
    const response = await fetch(url, {
      ...init,
      signal: controller.signal,
      credentials: 'same-origin',
      keepalive: options.keepalive === true,
    });
    const text = await response.text();
    return { status: response.status, ok: response.ok, text };
  } catch (error) {
    if (timedOut) throw new TransportFailure('timeout');
    if (options.signal?.aborted || isAbortError(error)) throw error;
    // Offline, the shell's no-network placeholder already says so (the caller shows no toast).
    throw new TransportFailure('network', typeof navigator !== 'undefined' && navigator.onLine === false);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

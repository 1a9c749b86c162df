/** The one way to show a toast (SPEC 9: 2000 ms by default, 5000 ms for transport errors). */
import { TOAST_MS, TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { useNotice, type Notice, type NoticeKind, type NoticePosition } from '#web/stores/notice.ts';
import { ApiRequestError } from './api-error.ts';

export function notify(
  message: string,
  options: { kind?: NoticeKind; durationMs?: number; position?: NoticePosition } = {},
): Notice {
  return useNotice.getState().post({
    kind: options.kind ?? 'info',
    message,
    durationMs: options.durationMs ?? TOAST_MS,
    position: options.position ?? 'center',
  });
}

/**
 * A failed call a tap started, told: the server's refusal as information; no answer (offline,
 * unreachable, too slow) as an error for 5 s, like the client's own transport toasts.
 */
export function notifyFailure(error: ApiRequestError): Notice {
  if (error.kind === 'business') return notify(error.msg);
  const transport = error.kind === 'network' || error.kind === 'timeout';
  return notify(error.msg, { kind: 'error', durationMs: transport ? TRANSPORT_TOAST_MS : TOAST_MS });
}

/**
 * A tap's call that failed with the phone offline: the API client shows no toast then (it would
 * cover the offline screen), so a tap that stays on its page says it here. False for any other
 * failure (the client already told it).
 */
export function notifyIfOffline(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.kind !== 'network' || navigator.onLine) return false;
  notifyFailure(error);
  return true;
}

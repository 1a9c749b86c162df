/** The one way to show a toast (SPEC 9: 2000 ms by default, 5000 ms for transport errors). */
import { TOAST_MS } from '#shared/constants.ts';
import { useNotice, type Notice, type NoticeKind } from '#web/stores/notice.ts';

export function notify(message: string, options: { kind?: NoticeKind; durationMs?: number } = {}): Notice {
  return useNotice.getState().post({
    kind: options.kind ?? 'info',
    message,
    durationMs: options.durationMs ?? TOAST_MS,
  });
}

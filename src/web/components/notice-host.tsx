/** Shows the notices posted to stores/notice.ts as antd-mobile toasts (one on screen at a time). */
import { useEffect, useRef } from 'react';
import { useNotice } from '#web/stores/notice.ts';

/** The toast code, loaded on the first notice (or earlier, when the app preloads it). */
export const loadToast = () => import('./toast.ts');

export function NoticeHost() {
  const current = useNotice((s) => s.current);
  const shown = useRef(0);
  useEffect(() => {
    if (!current || current.id === shown.current) return;
    shown.current = current.id;
    loadToast()
      .then(({ showToast }) => {
        // A newer notice may have replaced this one while the toast code loaded.
        if (useNotice.getState().current?.id !== current.id) return;
        showToast(current, () => useNotice.getState().dismiss(current.id));
      })
      .catch(() => undefined);
  }, [current]);
  return null;
}

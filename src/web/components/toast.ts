/**
 * antd-mobile's Toast behind a tiny module of its own: the notice host loads it on the first
 * notice, so the toast (and its mask and animation code) is not part of the first page's JS.
 */
import { Toast } from 'antd-mobile';
import type { Notice } from '#web/stores/notice.ts';
import styles from './toast.module.css';

const ICONS = { info: undefined, success: 'success', error: 'fail' } as const;

export function showToast(notice: Notice, afterClose: () => void): void {
  Toast.show({
    content: notice.message,
    icon: ICONS[notice.kind],
    duration: notice.durationMs,
    afterClose,
    maskClassName: styles.mask,
  });
}

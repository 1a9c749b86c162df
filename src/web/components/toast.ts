/**
 * antd-mobile's Toast behind a tiny module of its own: the notice host loads it on the first
 * notice, so the toast (and its mask and animation code) is not part of the first page's JS.
 */
import { Toast } from 'antd-mobile';
import type { Notice } from '#web/stores/notice.ts';
import styles from './toast.module.css';

const ICONS = { info: undefined, success: 'success', error: 'fail' } as const;

/**
 * A centred notice keeps antd-mobile's look (a large icon for success and failure). One at the
 * top or bottom edge is a slim line of text, out of the way of what it would otherwise cover.
 */
export function showToast(notice: Notice, afterClose: () => void): void {
  const edge = notice.position !== 'center';
  Toast.show({
    content: notice.message,
    icon: edge ? undefined : ICONS[notice.kind],
    position: notice.position,
    duration: notice.durationMs,
    afterClose,
    maskClassName: edge ? `${styles.mask} ${styles.edge}` : styles.mask,
  });
}

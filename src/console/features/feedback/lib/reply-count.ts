/**
 * How a reply box counts (antd's `count`): characters as the server counts them (code points:
 * an emoji or a Thai mark is one), up to FEEDBACK_REPLY_MAX; a longer paste keeps the first ones.
 */
import { charCount, FEEDBACK_REPLY_MAX } from '#shared/contract/feedback.ts';

export const REPLY_COUNT = {
  max: FEEDBACK_REPLY_MAX,
  show: true,
  strategy: charCount,
  exceedFormatter: (text: string, { max }: { max: number }) => [...text].slice(0, max).join(''),
};

/** Whether a reply of this text is too long to send. */
export const overReplyMax = (text: string): boolean => charCount(text) > FEEDBACK_REPLY_MAX;

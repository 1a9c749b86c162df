/**
 * The fixed dictionaries in the five languages. `drama_genre` is not here: it is the
 * catalogue's tags, read from the database in the request's language.
 */
import type { FeedbackType } from '#shared/contract/feedback.ts';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';

const FEEDBACK_TYPE_LABELS: Record<Locale, Record<FeedbackType, string>> = {
  en: {
    playback: 'Playback problem',
    payment: 'Payment problem',
    account: 'Account and login',
    suggestion: 'Suggestion',
    other: 'Other',
  },
  'zh-Hant': {
    playback: '播放問題',
    payment: '支付問題',
    account: '帳號與登入',
    suggestion: '功能建議',
    other: '其他',
  },
  'zh-Hans': {
    playback: '播放问题',
    payment: '支付问题',
    account: '账号与登录',
    suggestion: '功能建议',
    other: '其他',
  },
  th: {
    playback: 'ปัญหาการเล่นวิดีโอ',
    payment: 'ปัญหาการชำระเงิน',
    account: 'บัญชีและการเข้าสู่ระบบ',
    suggestion: 'ข้อเสนอแนะ',
    other: 'อื่น ๆ',
  },
  id: {
    playback: 'Masalah pemutaran',
    payment: 'Masalah pembayaran',
    account: 'Akun dan proses masuk',
    suggestion: 'Saran',
    other: 'Lainnya',
  },
};

/** The feedback types in the dictionary's order, labelled in `language`. */
export function feedbackTypeLabels(language: LanguageId): Record<FeedbackType, string> {
  return FEEDBACK_TYPE_LABELS[localeOf(language)];
}

/** The label of a stored type (a value no longer in the dictionary shows as is). */
export function feedbackTypeLabel(language: LanguageId, type: string): string {
  const labels = feedbackTypeLabels(language);
  return Object.hasOwn(labels, type) ? labels[type as FeedbackType] : type;
}

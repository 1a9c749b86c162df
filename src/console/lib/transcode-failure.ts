/**
 * A stored transcode failure in the operator's language (shared/contract/transcode-failure.ts):
 * the reasons a person can act on are said in their words; ffmpeg's own detail (English, as
 * ffmpeg writes it) is kept apart, for the screens to offer under a "Technical details"
 * affordance rather than inside the sentence. Anything else is shown as stored.
 */
import { transcodeFailureOf } from '#shared/contract/transcode-failure.ts';
import { useT } from './i18n.ts';

export interface FailureText {
  /** The reason, in the operator's language when it is one the console knows. */
  text: string;
  /** The tool's own words behind it, or null. */
  detail: string | null;
}

export function useFailureText(): (stored: string) => FailureText {
  const t = useT();
  return (stored) => {
    const failure = transcodeFailureOf(stored);
    const plain = (text: string): FailureText => ({ text, detail: null });
    switch (failure.kind) {
      case 'unreadable':
        return { text: t('transcode_error.unreadable'), detail: failure.detail || null };
      case 'missing':
        return plain(t('transcode_error.missing'));
      case 'gave_up':
        return plain(t('transcode_error.gave_up'));
      case 'no_video':
        return plain(t('transcode_error.no_video'));
      case 'no_duration':
        return plain(t('transcode_error.no_duration'));
      case 'not_queued':
        return { text: t('transcode_error.not_queued'), detail: failure.detail || null };
      case 'other':
        return plain(failure.text);
    }
  };
}

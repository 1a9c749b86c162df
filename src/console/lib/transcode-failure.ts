/**
 * A stored transcode failure in the operator's language (shared/contract/transcode-failure.ts):
 * the reasons a person can act on are said in their words, ffmpeg's detail kept as it is;
 * anything else is shown as stored.
 */
import { transcodeFailureOf } from '#shared/contract/transcode-failure.ts';
import { useT } from './i18n.ts';

export function useFailureText(): (stored: string) => string {
  const t = useT();
  return (stored) => {
    const failure = transcodeFailureOf(stored);
    switch (failure.kind) {
      case 'unreadable':
        return t('transcode_error.unreadable', { detail: failure.detail });
      case 'missing':
        return t('transcode_error.missing');
      case 'gave_up':
        return t('transcode_error.gave_up');
      case 'no_video':
        return t('transcode_error.no_video');
      case 'no_duration':
        return t('transcode_error.no_duration');
      case 'not_queued':
        return t('transcode_error.not_queued', { detail: failure.detail });
      case 'other':
        return failure.text;
    }
  };
}

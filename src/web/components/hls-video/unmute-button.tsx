/**
 * The "tap to unmute" pill shown while a video plays muted because the browser refused sound:
 * one line, its wording short enough for a 320 px phone in every language (a longer one is cut
 * with an ellipsis rather than wrapped; the icon says the rest).
 */
import { SoundMuteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './unmute-button.module.css';

export function UnmuteButton({ onUnmute, className }: { onUnmute: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      onClick={onUnmute}
      data-testid="unmute"
    >
      <SoundMuteOutline aria-hidden="true" className={styles.icon} />
      <span className={styles.label}>{t('media.unmute')}</span>
    </button>
  );
}

/** Playback speed (bottom sheet): 0.75x to 2x; the choice stays for the next episodes. */
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './sheets.module.css';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

interface SpeedSheetProps {
  visible: boolean;
  rate: number;
  onSelect: (rate: number) => void;
  onClose: () => void;
}

export function SpeedSheet({ visible, rate, onSelect, onClose }: SpeedSheetProps) {
  const { t } = useTranslation();
  useCloseOnBack(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      // Closing, the fading mask lets the next swipe through to the player at once.
      maskStyle={{ pointerEvents: visible ? 'auto' : 'none' }}
      destroyOnClose
    >
      <div
        className={styles.sheet}
        data-testid="speed-sheet"
        // Open, or on its way out (the popup animates closing before it goes).
        data-open={visible}
        role="dialog"
        aria-labelledby="speed-sheet-title"
      >
        <h2 id="speed-sheet-title" className={styles.title}>
          {t('player.speed_title')}
        </h2>
        <ul className={styles.speeds}>
          {SPEEDS.map((speed) => (
            <li key={speed}>
              <button
                type="button"
                className={styles.speed}
                aria-pressed={speed === rate}
                data-testid={`speed-${speed}`}
                onClick={() => onSelect(speed)}
              >
                {t('player.speed_value', { value: speed })}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}

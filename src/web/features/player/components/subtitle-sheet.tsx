/** Subtitles (bottom sheet): off, or one of the episode's languages; the choice is remembered. */
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import { subtitleName, subtitleOrder } from '../utils/subtitles.ts';
import styles from './sheets.module.css';

interface SubtitleSheetProps {
  visible: boolean;
  /** The episode's track languages. */
  languages: readonly string[];
  /** The language shown now, or null (off). */
  shown: string | null;
  onSelect: (choice: 'off' | string) => void;
  onClose: () => void;
}

export function SubtitleSheet({ visible, languages, shown, onSelect, onClose }: SubtitleSheetProps) {
  const { t } = useTranslation();
  useCloseOnBack(visible, onClose);
  const options = [
    { value: 'off', label: t('player.subtitles_off'), lang: undefined },
    ...subtitleOrder(languages).map((language) => ({
      value: language,
      label: subtitleName(language),
      lang: language,
    })),
  ];
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      maskStyle={{ pointerEvents: visible ? 'auto' : 'none' }}
      destroyOnClose
    >
      <div
        className={styles.sheet}
        data-testid="subtitle-sheet"
        data-open={visible}
        role="dialog"
        aria-labelledby="subtitle-sheet-title"
      >
        <h2 id="subtitle-sheet-title" className={styles.title}>
          {t('player.subtitles_title')}
        </h2>
        <ul className={styles.choices}>
          {options.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className={styles.speed}
                lang={option.lang}
                aria-pressed={(shown ?? 'off') === option.value}
                data-testid={`subtitle-${option.value}`}
                onClick={() => onSelect(option.value)}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}

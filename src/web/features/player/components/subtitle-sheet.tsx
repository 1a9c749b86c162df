/** Subtitles (bottom sheet): off, or one of the episode's languages; the choice is remembered. */
import { useTranslation } from 'react-i18next';
import { subtitleName, subtitleOrder } from '../utils/subtitles.ts';
import { ChoiceSheet } from './choice-sheet.tsx';

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
  const choices = [
    { value: 'off', label: t('player.subtitles_off') },
    ...subtitleOrder(languages).map((language) => ({
      value: language,
      label: subtitleName(language),
      lang: language,
    })),
  ];
  return (
    <ChoiceSheet
      visible={visible}
      name="subtitle"
      title={t('player.subtitles_title')}
      choices={choices}
      selected={shown ?? 'off'}
      layout="column"
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}

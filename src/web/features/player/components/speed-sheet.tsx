/** Playback speed (bottom sheet): 0.75x to 2x; the choice stays for the next episodes. */
import { useTranslation } from 'react-i18next';
import { ChoiceSheet } from './choice-sheet.tsx';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

interface SpeedSheetProps {
  visible: boolean;
  rate: number;
  onSelect: (rate: number) => void;
  onClose: () => void;
}

export function SpeedSheet({ visible, rate, onSelect, onClose }: SpeedSheetProps) {
  const { t } = useTranslation();
  return (
    <ChoiceSheet
      visible={visible}
      name="speed"
      title={t('player.speed_title')}
      choices={SPEEDS.map((speed) => ({ value: speed, label: t('player.speed_value', { value: speed }) }))}
      selected={rate}
      layout="row"
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}

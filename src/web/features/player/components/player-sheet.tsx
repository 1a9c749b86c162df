/**
 * A bottom sheet over the player that picks something (the episode grid, the speed, the
 * subtitles): closed by Back, a tap on the mask or its close button. Closing, its fading mask
 * lets the next swipe through to the player at once. A component inside it renders only
 * while it shows (destroyOnClose).
 */
import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import styles from './sheets.module.css';

interface PlayerSheetProps {
  visible: boolean;
  onClose: () => void;
  showCloseButton?: boolean;
  children: ReactNode;
}

export function PlayerSheet({ visible, onClose, showCloseButton = false, children }: PlayerSheetProps) {
  useCloseOnBack(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      maskStyle={{ pointerEvents: visible ? 'auto' : 'none' }}
      destroyOnClose
      showCloseButton={showCloseButton}
    >
      {children}
    </Popup>
  );
}

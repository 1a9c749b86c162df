/** A bottom sheet with a title and a close button, for short panels (contact, help, poster). */
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './info-sheet.module.css';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';

export function InfoSheet(props: {
  visible: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  useCloseOnBack(props.visible, props.onClose);
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      showCloseButton
      bodyClassName={styles.sheet}
    >
      <div data-testid={props.testId}>
        <h2 className={styles.title}>{props.title}</h2>
        {props.children}
      </div>
    </Popup>
  );
}

/**
 * A bottom sheet that is a dialog: a header with the title, a close button and optionally a
 * back button, over the content (the login, pay and payment-channel popups). The phone's Back
 * closes it (hooks/use-close-on-back.ts).
 */
import { useId, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { CloseOutline, LeftOutline } from './icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import styles from './dialog-sheet.module.css';

export interface DialogSheetProps {
  visible: boolean;
  onClose: () => void;
  title: ReactNode;
  titleClassName?: string;
  titleTestId?: string;
  testId: string;
  /** Extra data-* attributes on the dialog (e.g. the pay popup's mode). */
  data?: Record<`data-${string}`, string>;
  /** A back button left of the title. */
  back?: { onBack: () => void; disabled?: boolean; testId?: string };
  /** Unmount the content once closed. */
  destroyOnClose?: boolean;
  children: ReactNode;
}

export function DialogSheet(props: DialogSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useCloseOnBack(props.visible, props.onClose);
  return (
    <Popup
      visible={props.visible}
      position="bottom"
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={styles.body}
      destroyOnClose={props.destroyOnClose ?? false}
    >
      <div
        className={styles.sheet}
        data-testid={props.testId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        {...props.data}
      >
        <div className={styles.header}>
          {props.back && (
            <button
              type="button"
              className={styles.back}
              data-testid={props.back.testId}
              aria-label={t('common.back')}
              disabled={props.back.disabled}
              onClick={props.back.onBack}
            >
              <LeftOutline aria-hidden="true" />
            </button>
          )}
          <h2
            id={titleId}
            className={props.titleClassName ? `${styles.title} ${props.titleClassName}` : styles.title}
            data-testid={props.titleTestId}
          >
            {props.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={props.onClose}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        {props.children}
      </div>
    </Popup>
  );
}

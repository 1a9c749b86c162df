/**
 * The share dialog: copy the link (SPEC 1's messages), the system share sheet where the
 * browser has one, and the share poster.
 */
import { Button } from 'antd-mobile';
import { LinkOutline, PictureOutline, SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { InfoSheet } from '#web/components/info-sheet.tsx';
import { notify } from '#web/lib/notify.ts';
import { copyText } from '#web/lib/copy-text.ts';
import styles from './invite.module.css';

interface ShareSheetProps {
  visible: boolean;
  onClose: () => void;
  onPoster: () => void;
  appName: string;
  link: string;
}

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export function ShareSheet({ visible, onClose, onPoster, appName, link }: ShareSheetProps) {
  const { t } = useTranslation();

  const copy = async (): Promise<void> => {
    const copied = await copyText(link);
    if (copied) {
      // A slim line at the bottom: the link and the counters it would cover stay in sight.
      notify(t('invite.copied'), { kind: 'success', position: 'bottom' });
      onClose();
    } else {
      notify(t('invite.copy_failed'), { kind: 'error' });
    }
  };

  const share = async (): Promise<void> => {
    try {
      await navigator.share({ title: appName, text: t('invite.share_text', { app: appName }), url: link });
      onClose();
    } catch (error) {
      // Dismissed by the user: nothing to say. Refused: copying still works.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  return (
    <InfoSheet
      visible={visible}
      onClose={onClose}
      title={t('invite.share_title')}
      testId="invite-share-sheet"
    >
      <div className={styles.shareActions}>
        <button
          type="button"
          className={styles.shareAction}
          onClick={() => void copy()}
          data-testid="invite-copy"
        >
          <span className={styles.shareIcon} aria-hidden="true">
            <LinkOutline />
          </span>
          {t('invite.copy_link')}
        </button>
        {canShare() ? (
          <button
            type="button"
            className={styles.shareAction}
            onClick={() => void share()}
            data-testid="invite-system-share"
          >
            <span className={styles.shareIcon} aria-hidden="true">
              <SendOutline />
            </span>
            {t('invite.system_share')}
          </button>
        ) : null}
        <button type="button" className={styles.shareAction} onClick={onPoster} data-testid="invite-poster">
          <span className={styles.shareIcon} aria-hidden="true">
            <PictureOutline />
          </span>
          {t('invite.poster')}
        </button>
      </div>
      <Button block shape="rounded" onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </InfoSheet>
  );
}

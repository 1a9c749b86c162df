/**
 * The download chooser (from the player): how many episodes to save from the one on screen,
 * 1 to 10. The server picks the ones this viewer may play; a locked episode is never saved and
 * the sheet says so. Started downloads run on (download-queue.ts) while the viewer watches,
 * and, where the browser downloads in the background, after they leave (the sheet says so).
 */
import { useEffect, useState } from 'react';
import { Button, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_MAX_EPISODES } from '#shared/contract/download.ts';
import { DialogSheet } from '#web/components/dialog-sheet.tsx';
import { backgroundFetchManager } from '#web/lib/background-fetch.ts';
import { downloadsSupported } from '#web/lib/download-storage.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';
import { getDownloadPlan } from '../api/get-download-plan.ts';
import { startDownloads } from '../utils/download-queue.ts';
import styles from './downloads.module.css';

const DEFAULT_COUNT = 3;

export interface DownloadSheetProps {
  visible: boolean;
  onClose: () => void;
  dramaId: number;
  dramaTitle: string;
  /** The episode on screen: the first one saved. */
  fromEpisode: number;
  /** Opens the Downloads page (a route of the app). */
  onOpenDownloads: () => void;
}

export function DownloadSheet(props: DownloadSheetProps) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userId);
  const [count, setCount] = useState(DEFAULT_COUNT);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Where the browser downloads in the background (decision 0050), the viewer may leave.
  const [background, setBackground] = useState(false);
  useEffect(() => {
    if (!props.visible) return;
    let live = true;
    void backgroundFetchManager().then((manager) => {
      if (live) setBackground(manager !== undefined);
    });
    return () => {
      live = false;
    };
  }, [props.visible]);

  const start = async (): Promise<void> => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await getDownloadPlan({ dramaId: props.dramaId, count, from: props.fromEpisode });
      if (result.status === 'locked') {
        setRefusal(result.message);
        return;
      }
      const { episodes, locked_from: lockedFrom } = result.plan;
      if (episodes.length === 0) {
        setRefusal(
          lockedFrom !== null
            ? t('downloads.locked_from', { number: lockedFrom })
            : t('downloads.nothing_left'),
        );
        return;
      }
      await startDownloads(episodes, { dramaId: props.dramaId, title: props.dramaTitle }, userId);
      notify(
        lockedFrom !== null && episodes.length < count
          ? t('downloads.started_until_locked', { count: episodes.length, number: lockedFrom })
          : t('downloads.started', { count: episodes.length }),
        { kind: 'success' },
      );
      props.onClose();
    } catch {
      // The API client reported it.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogSheet
      visible={props.visible}
      onClose={props.onClose}
      title={t('downloads.sheet_title')}
      testId="download-sheet"
      destroyOnClose
    >
      <div className={styles.chooser}>
        <p className={styles.from}>{t('downloads.sheet_from', { number: props.fromEpisode })}</p>
        <div className={styles.countRow}>
          <span id="download-count-label">{t('downloads.sheet_count')}</span>
          <Stepper
            min={1}
            max={DOWNLOAD_MAX_EPISODES}
            digits={0}
            value={count}
            onChange={(value) => setCount(value)}
            aria-labelledby="download-count-label"
            data-testid="download-count"
          />
        </div>
        <p className={styles.note}>{t('downloads.sheet_note')}</p>
        {background && (
          <p className={styles.note} data-testid="download-background-note">
            {t('downloads.sheet_background')}
          </p>
        )}
        {refusal !== null && (
          <p className={styles.refusal} role="alert" data-testid="download-refusal">
            {refusal}
          </p>
        )}
        {!downloadsSupported() && <p className={styles.refusal}>{t('downloads.unsupported')}</p>}
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={busy}
          disabled={!downloadsSupported()}
          onClick={() => void start()}
          data-testid="download-start"
        >
          {t('downloads.sheet_start', { count })}
        </Button>
        <Button
          block
          fill="none"
          className={styles.link}
          onClick={props.onOpenDownloads}
          data-testid="download-open-list"
        >
          {t('downloads.open_list')}
        </Button>
      </div>
    </DialogSheet>
  );
}

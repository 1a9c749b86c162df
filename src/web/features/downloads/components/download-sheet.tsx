/**
 * The download chooser (from the player): how many episodes to save from the one on screen,
 * 1 to 10, or every unlocked one from there (requests chained: plan-unlocked.ts). The server
 * picks the ones this viewer may play; a locked episode is never saved and the sheet says so.
 * Episodes saved already are listed, and skipped when asked again. Started downloads run on
 * (download-queue.ts) while the viewer watches, and, where the browser downloads in the
 * background, after they leave; a closed app goes on with them when opened again (the sheet
 * says which).
 */
import { useEffect, useState } from 'react';
import { Button, Space, Stepper } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_MAX_EPISODES, type DownloadEpisode } from '#shared/contract/download.ts';
import { DialogSheet } from '#web/components/dialog-sheet.tsx';
import { backgroundFetchManager } from '#web/lib/background-fetch.ts';
import { downloadsSupported } from '#web/lib/download-storage.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';
import { getDownloadPlan } from '../api/get-download-plan.ts';
import { useSavedEpisodes } from '../hooks/use-saved-episodes.ts';
import { episodeRanges } from '../utils/download-groups.ts';
import { startDownloads, type StartOutcome } from '../utils/download-queue.ts';
import { planUnlocked, type UnlockedPlan } from '../utils/plan-unlocked.ts';
import styles from './downloads.module.css';

const DEFAULT_COUNT = 3;

/** The toast once downloads are asked for: how many start, how many were there already, a lock. */
function startedMessage(t: TFunction, outcome: StartOutcome, lockedFrom: number | null): string {
  const { downloading: count, saved } = outcome;
  const locked = lockedFrom !== null;
  if (count === 0)
    return locked ? t('downloads.all_saved_until_locked', { number: lockedFrom }) : t('downloads.all_saved');
  if (saved > 0)
    return locked
      ? t('downloads.started_saved_until_locked', { count, saved, number: lockedFrom })
      : t('downloads.started_saved', { count, saved });
  return locked
    ? t('downloads.started_until_locked', { count, number: lockedFrom })
    : t('downloads.started', { count });
}

/** One request of `count` episodes, as the chain's answer. */
async function planCount(dramaId: number, count: number, from: number): Promise<UnlockedPlan> {
  const result = await getDownloadPlan({ dramaId, count, from });
  if (result.status === 'locked') return result;
  const { episodes, locked_from: lockedFrom } = result.plan;
  // Named only when it cut the list short.
  return { status: 'ok', episodes, lockedFrom: episodes.length < count ? lockedFrom : null };
}

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
  const [busy, setBusy] = useState<'count' | 'all' | null>(null);
  const saved = useSavedEpisodes(props.dramaId, props.visible).data ?? [];
  const savedHere = episodeRanges(saved.filter((number) => number >= props.fromEpisode));
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

  const start = async (which: 'count' | 'all'): Promise<void> => {
    setBusy(which);
    setRefusal(null);
    try {
      const result =
        which === 'all'
          ? await planUnlocked(props.dramaId, props.fromEpisode)
          : await planCount(props.dramaId, count, props.fromEpisode);
      if (result.status === 'locked') {
        setRefusal(result.message);
        return;
      }
      const { episodes, lockedFrom } = result;
      if (episodes.length === 0) {
        setRefusal(
          lockedFrom !== null
            ? t('downloads.locked_from', { number: lockedFrom })
            : t('downloads.nothing_left'),
        );
        return;
      }
      await begin(episodes, lockedFrom);
    } catch {
      // The API client reported it.
    } finally {
      setBusy(null);
    }
  };

  const begin = async (episodes: readonly DownloadEpisode[], lockedFrom: number | null): Promise<void> => {
    const outcome = await startDownloads(
      episodes,
      { dramaId: props.dramaId, title: props.dramaTitle },
      userId,
    );
    // A full device: the queue said so; the sheet stays for the viewer to see it.
    if (outcome.storageFull && outcome.downloading === 0) return;
    notify(startedMessage(t, outcome, lockedFrom), { kind: 'success' });
    props.onClose();
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
        {savedHere.length > 0 && (
          <p className={styles.note} data-testid="download-saved">
            {t('downloads.sheet_saved', { list: savedHere.join(t('downloads.list_separator')) })}
          </p>
        )}
        {background ? (
          // A closed tab cannot hand its downloads over in time: they go on at the next start.
          <p className={styles.note}>
            <span data-testid="download-background-note">{t('downloads.sheet_background')}</span>
            {t('downloads.sheet_closed')}
          </p>
        ) : (
          <p className={styles.note} data-testid="download-foreground-note">
            {t('downloads.sheet_foreground')}
          </p>
        )}
        {refusal !== null && (
          <p className={styles.refusal} role="alert" data-testid="download-refusal">
            {refusal}
          </p>
        )}
        {!downloadsSupported() && <p className={styles.refusal}>{t('downloads.unsupported')}</p>}
        <Space direction="vertical" block>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={busy === 'count'}
            disabled={!downloadsSupported() || busy !== null}
            onClick={() => void start('count')}
            data-testid="download-start"
          >
            {t('downloads.sheet_start', { count })}
          </Button>
          <Button
            block
            color="primary"
            fill="outline"
            shape="rounded"
            loading={busy === 'all'}
            disabled={!downloadsSupported() || busy !== null}
            onClick={() => void start('all')}
            data-testid="download-all"
          >
            {t('downloads.sheet_all')}
          </Button>
        </Space>
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

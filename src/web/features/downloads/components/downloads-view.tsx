/**
 * The Downloads page: the space the downloads take and what is left on the device, then the
 * downloads by series with their sizes, progress while they download, play, retry, and delete
 * (an episode, or a whole series). Works with the network off: everything is on the device.
 */
import { Button, ProgressBar } from 'antd-mobile';
import { DeleteOutline, DownlandOutline, PlayOutline, RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { confirmDialog } from '#web/lib/confirm.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { useSession } from '#web/stores/session.ts';
import { getDownloadPlan } from '../api/get-download-plan.ts';
import { useDownloads, useStorageEstimate, useUnfinishedBytes } from '../hooks/use-downloads.ts';
import { useSavedRefresh } from '../hooks/use-saved-refresh.ts';
import { downloadsShare, episodeState, groupBySeries, type SeriesGroup } from '../utils/download-groups.ts';
import { useDownloadProgress, type LiveProgress } from '../utils/download-progress.ts';
import { deleteDownload, startDownloads } from '../utils/download-queue.ts';
import styles from './downloads.module.css';

const DAY_MS = 86_400_000;

/**
 * What the downloads really take on the device: a complete copy its size, an unfinished one
 * the bytes stored so far (live while it downloads, else as the storage counts them).
 */
function usedBytes(
  records: readonly DownloadRecord[],
  running: Readonly<Record<number, LiveProgress>>,
  unfinished: Readonly<Record<number, number>> | undefined,
): number {
  return records.reduce((sum, r) => {
    if (r.status === 'done') return sum + r.bytes;
    return sum + (running[r.episodeId]?.done ?? unfinished?.[r.episodeId] ?? 0);
  }, 0);
}

/**
 * Days left before a copy goes, counted from when the list was read (after the copy was saved,
 * so a fresh one has 7, not 8): whole days rounded up; 0 once it goes before this day ends.
 */
function daysToExpiry(expiresAt: number, nowMs: number): number {
  const left = expiresAt - nowMs;
  if (left < DAY_MS && new Date(expiresAt).toDateString() === new Date(nowMs).toDateString()) return 0;
  return Math.max(1, Math.ceil(left / DAY_MS));
}

export interface DownloadsViewProps {
  onPlay: (record: DownloadRecord) => void;
}

export function DownloadsView({ onPlay }: DownloadsViewProps) {
  const { t, i18n } = useTranslation();
  const downloads = useDownloads();
  const records = downloads.data ?? [];
  const running = useDownloadProgress((s) => s.running);
  const unfinished = useUnfinishedBytes(records);
  const totalBytes = usedBytes(records, running, unfinished.data);
  useSavedRefresh(
    records.map((r) => r.dramaId),
    downloads.dataUpdatedAt,
  );
  const estimate = useStorageEstimate(records.map((r) => `${r.episodeId}:${r.status}`).join(','));
  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  const removeSeries = async (group: SeriesGroup): Promise<void> => {
    const ok = await confirmDialog({
      content: t('downloads.delete_series_confirm', { title: group.title, count: group.episodes.length }),
      confirmText: t('downloads.delete'),
    });
    if (!ok) return;
    for (const record of group.episodes) await deleteDownload(record);
  };

  return (
    <div className={styles.view} data-testid="downloads">
      <section className={styles.storage} aria-label={t('downloads.storage')} data-testid="downloads-storage">
        <div className={styles.storageLine}>
          <span>{t('downloads.used')}</span>
          <strong data-testid="downloads-used" data-bytes={totalBytes}>
            {size(totalBytes)}
          </strong>
        </div>
        {estimate.data && (
          <>
            <ProgressBar className={styles.storageBar} percent={downloadsShare(totalBytes, estimate.data)} />
            <div className={styles.storageLine}>
              <span>{t('downloads.free')}</span>
              <span data-testid="downloads-free" data-usage={estimate.data.usage}>
                {size(estimate.data.free)}
              </span>
            </div>
          </>
        )}
      </section>

      {downloads.isSuccess && records.length === 0 && (
        <EmptyState
          icon={<DownlandOutline />}
          title={t('downloads.empty_title')}
          description={t('downloads.empty_desc')}
        />
      )}

      {groupBySeries(records).map((group) => (
        <section
          key={group.dramaId}
          className={styles.series}
          data-testid="download-series"
          data-drama={group.dramaId}
        >
          <header className={styles.seriesHead}>
            <div className={styles.seriesText}>
              <h2 className={styles.seriesTitle}>{group.title}</h2>
              <p className={styles.seriesMeta}>
                {t('drama.episodes', { count: group.episodes.length })} · {size(group.bytes)}
              </p>
            </div>
            <Button
              size="small"
              fill="none"
              aria-label={t('downloads.delete_series', { title: group.title })}
              onClick={() => void removeSeries(group)}
              data-testid="download-delete-series"
            >
              <DeleteOutline aria-hidden="true" />
            </Button>
          </header>
          <ul className={styles.episodes}>
            {group.episodes.map((record) => (
              <EpisodeRow
                key={record.episodeId}
                record={record}
                live={running[record.episodeId]}
                size={size(record.bytes)}
                listedAt={downloads.dataUpdatedAt}
                onPlay={() => onPlay(record)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface EpisodeRowProps {
  record: DownloadRecord;
  live: { done: number; total: number } | undefined;
  size: string;
  /** When the list was read (epoch ms): the days left count from it. */
  listedAt: number;
  onPlay: () => void;
}

function EpisodeRow({ record, live, size, listedAt, onPlay }: EpisodeRowProps) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userId);
  const state = episodeState(record, live);
  const label = t('drama.episode_label', { number: record.number });
  const days = daysToExpiry(record.expiresAt, listedAt);
  const expiry = days === 0 ? t('downloads.expires_today') : t('downloads.expires_in', { count: days });

  const retry = async (): Promise<void> => {
    const result = await getDownloadPlan({ dramaId: record.dramaId, count: 1, from: record.number }).catch(
      () => undefined,
    );
    if (result?.status !== 'ok') return;
    await startDownloads(result.plan.episodes, { dramaId: record.dramaId, title: record.dramaTitle }, userId);
  };

  return (
    <li
      className={styles.episode}
      data-testid="download-episode"
      data-episode={record.number}
      data-state={state.kind}
    >
      <button
        type="button"
        className={styles.episodeMain}
        disabled={state.kind !== 'done'}
        onClick={onPlay}
        aria-label={`${t('downloads.play')} ${label}`}
        data-testid="download-play"
      >
        <PlayOutline aria-hidden="true" className={styles.playIcon} />
        <span className={styles.episodeText}>
          <span className={styles.episodeLabel}>{label}</span>
          <span className={styles.episodeMeta}>
            {state.kind === 'downloading'
              ? t('downloads.progress', { percent: state.percent })
              : state.kind === 'failed'
                ? t(state.reason === 'storage' ? 'downloads.failed_storage' : 'downloads.failed')
                : `${size} · ${expiry}`}
          </span>
          {state.kind === 'downloading' && (
            <ProgressBar className={styles.episodeBar} percent={state.percent} />
          )}
        </span>
      </button>
      {state.kind === 'failed' && (
        <Button size="small" fill="none" aria-label={t('downloads.retry')} onClick={() => void retry()}>
          <RedoOutline aria-hidden="true" />
        </Button>
      )}
      <Button
        size="small"
        fill="none"
        aria-label={t('downloads.delete_episode', { label })}
        onClick={() => void deleteDownload(record)}
        data-testid="download-delete"
      >
        <DeleteOutline aria-hidden="true" />
      </Button>
    </li>
  );
}

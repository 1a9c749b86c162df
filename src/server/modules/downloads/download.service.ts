/**
 * Downloads for offline viewing (issue 19, decision 0043): the next episodes of a drama that
 * this viewer may play (free, unlocked or VIP: entitlement.ts), from where they are or from an
 * episode they name, each as the files of one rendition (the smallest rung) with signed URLs
 * and byte sizes read from the media store. A locked episode is never in the list; naming one
 * is refused (731).
 */
import type { DownloadData, DownloadEpisode, DownloadRequest } from '#shared/contract/download.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { EpisodeRow } from '../catalogue/catalogue.repository.ts';
import type { ProgressBuffer } from '../catalogue/progress-buffer.ts';
import { isPlayable, isVip, type LockContext } from '../money/entitlement.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaStore } from '../media/store/media-store.ts';
import { mediaPlaylistFiles, planMaster } from './download-plan.ts';

/** An episode watched to within 5 s (a tenth of a short one) of its end counts as seen. */
function seen(positionMs: number, durationMs: number): boolean {
  return positionMs + Math.min(5000, durationMs / 10) >= durationMs;
}

/** `360p/index.m3u8` → `360p` (a playlist at the top names itself). */
function folderOf(uri: string): string {
  const slash = uri.lastIndexOf('/');
  return slash < 0 ? uri : uri.slice(0, slash);
}

export function createDownloadService(deps: {
  uow: UnitOfWork;
  media: MediaService;
  store: MediaStore;
  progress: ProgressBuffer;
  now: () => number;
}) {
  const { uow, media, store, progress, now } = deps;

  /** The files of one episode's offline copy, or undefined when its media cannot be read. */
  async function episodeFiles(ep: EpisodeRow): Promise<DownloadEpisode | undefined> {
    const prefix = `e/${ep.mediaKey}/`;
    const folder = store.folder(prefix);
    const master = await folder.read('index.m3u8');
    const plan = master === undefined ? undefined : planMaster(master);
    if (!plan) return undefined;
    const playlists = [plan.variant.uri, ...plan.subtitles.map((s) => s.uri)];
    const paths: string[] = ['poster.webp'];
    for (const playlist of playlists) {
      const text = await folder.read(playlist);
      const files = text === undefined ? undefined : mediaPlaylistFiles(playlist, text);
      if (!files) return undefined;
      paths.push(playlist, ...files);
    }
    const unique = [...new Set(paths)];
    const stats = await Promise.all(unique.map((p) => store.stat(`${prefix}${p}`)));
    if (stats.some((s) => s === undefined)) return undefined;
    const signed = media.signFolder(ep.mediaKey);
    const files = unique.map((p, i) => ({
      path: p,
      url: `${signed.folder}${p}`,
      bytes: stats[i]?.size ?? 0,
    }));
    const masterBytes = new TextEncoder().encode(plan.offlineMaster).byteLength;
    return {
      episode_id: ep.id,
      drama_id: ep.dramaId,
      number: ep.number,
      duration_ms: ep.durationMs,
      media_key: ep.mediaKey,
      rendition: {
        name: folderOf(plan.variant.uri),
        width: plan.variant.width,
        height: plan.variant.height,
        bandwidth: plan.variant.bandwidth,
      },
      master: plan.offlineMaster,
      files,
      bytes: files.reduce((sum, f) => sum + f.bytes, masterBytes),
      subtitles: plan.subtitles.map((s) => s.language),
      expires_at: signed.expires_at,
    };
  }

  return {
    async plan(userId: number, request: DownloadRequest): Promise<DownloadData> {
      await progress.settle(userId);
      const [episodes, viewer] = await Promise.all([
        uow.read.catalogue.episodesOf(request.drama_id),
        uow.read.viewers.viewerOfDrama(userId, request.drama_id),
      ]);
      const first = episodes[0];
      if (!first) throw new ApiError('recordNotFound');
      const ctx: LockContext = {
        freeEpisodes: first.freeEpisodes,
        isVip: isVip(viewer.vipUntil, now()),
        unlockedIds: viewer.unlockedIds,
      };
      let start: number;
      if (request.from !== undefined) {
        const named = episodes.find((e) => e.number === request.from);
        if (!named) throw new ApiError('recordNotFound');
        if (!isPlayable(named.number, named.id, ctx)) {
          throw new ApiError('downloadLocked', { number: named.number });
        }
        start = named.number;
      } else {
        const at = viewer.history;
        const current = at ? episodes.find((e) => e.number === at.episodeNumber) : undefined;
        start = !at
          ? 1
          : current && seen(at.positionMs, current.durationMs)
            ? at.episodeNumber + 1
            : at.episodeNumber;
      }
      const chosen: EpisodeRow[] = [];
      let lockedFrom: number | null = null;
      for (const ep of episodes) {
        if (ep.number < start || chosen.length >= request.count) continue;
        if (!isPlayable(ep.number, ep.id, ctx)) {
          lockedFrom = ep.number;
          break;
        }
        chosen.push(ep);
      }
      const planned = await Promise.all(chosen.map(episodeFiles));
      const ready = planned.filter((p): p is DownloadEpisode => p !== undefined);
      // The episode the viewer named cannot be read now: say so rather than answer nothing.
      if (request.from !== undefined && planned[0] === undefined) throw new ApiError('downloadUnavailable');
      return { drama_id: request.drama_id, episodes: ready, locked_from: lockedFrom };
    },
  };
}
export type DownloadService = ReturnType<typeof createDownloadService>;

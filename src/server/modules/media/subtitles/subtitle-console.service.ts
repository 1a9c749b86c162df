/**
 * Subtitles from the console (issue 17): an operator uploads a .vtt or .srt for an episode and a
 * language; it is checked (./subtitle.service.ts), stored as WebVTT in the database (so a new
 * rendition of the episode gets it again) and written into the episode's rendition folder with
 * the master playlist listing every track. Each write is audited in its transaction.
 */
import { isConsoleLocale } from '#shared/contract/console-catalogue.ts';
import type { LanguageId, Locale } from '#shared/languages.ts';
import { ApiError } from '../../../api-error.ts';
import type { UnitOfWork } from '../../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../../operator/audit.service.ts';
import { renditionPrefix, type MediaFolder, type MediaStore } from '../store/media-store.ts';
import { subtitleProblemText } from './subtitle-problems.ts';
import {
  applySubtitleTracks,
  prepareSubtitle,
  removeSubtitleTrack,
  writeSubtitleTrack,
} from './subtitle.service.ts';

/** At most this many problems travel back to the console; the rest are counted. */
const PROBLEMS_SHOWN = 50;

export function createSubtitleConsoleService(deps: {
  uow: UnitOfWork;
  audit: Pick<AuditService, 'record'>;
  store: MediaStore;
  now: () => number;
}) {
  const { uow, audit, now } = deps;
  const folderOf = (mediaKey: string) => deps.store.folder(renditionPrefix(mediaKey));

  /** Writes the stored tracks of an episode into a rendition folder and lists them in its master. */
  async function applyStored(episodeId: number, folder: MediaFolder, durationMs: number): Promise<void> {
    const stored = await uow.read.subtitles.tracksOf(episodeId);
    const tracks = [];
    for (const t of stored)
      if (isConsoleLocale(t.locale))
        tracks.push(await writeSubtitleTrack(folder, t.locale, t.vtt, durationMs));
    await applySubtitleTracks(folder, tracks);
  }

  async function readyEpisode(seriesId: number, episodeId: number) {
    const episode = await uow.read.series.episodeOf(seriesId, episodeId);
    if (!episode) throw new ApiError('recordNotFound');
    if (episode.mediaKey === null) throw new ApiError('episodeNotReady');
    return { ...episode, folder: folderOf(episode.mediaKey) };
  }

  return {
    applyStored,

    async upload(
      actor: AuditActor,
      target: { seriesId: number; episodeId: number; locale: Locale },
      bytes: Uint8Array,
      language: LanguageId,
    ): Promise<{ locale: Locale; cues: number }> {
      const episode = await readyEpisode(target.seriesId, target.episodeId);
      const prepared = prepareSubtitle(bytes, { durationMs: episode.durationMs });
      if (!prepared.ok) {
        const texts = prepared.problems.map((p) => ({
          code: p.code,
          text: subtitleProblemText(language, p),
        }));
        throw new ApiError('subtitleInvalid', { first: texts[0]?.text ?? '' }).withData({
          problems: texts.slice(0, PROBLEMS_SHOWN),
          total: texts.length,
        });
      }
      await uow.run(async (tx) => {
        const before = (await tx.subtitles.tracksOf(episode.id)).find((t) => t.locale === target.locale);
        await tx.subtitles.put({
          episodeId: episode.id,
          locale: target.locale,
          vtt: prepared.vtt,
          cueCount: prepared.cues.length,
          updatedAt: new Date(now()),
        });
        await audit.record(tx, actor, {
          action: before ? 'subtitle_replace' : 'subtitle_add',
          entity: 'episode',
          entityId: episode.id,
          before: before ? { locale: target.locale, cues: before.cueCount } : null,
          after: { locale: target.locale, cues: prepared.cues.length },
        });
        // The files last, inside the transaction: should they fail, nothing is recorded.
        await writeSubtitleTrack(episode.folder, target.locale, prepared.vtt, episode.durationMs);
        const all = await tx.subtitles.tracksOf(episode.id);
        await applySubtitleTracks(
          episode.folder,
          await Promise.all(
            all
              .filter((t) => isConsoleLocale(t.locale))
              .map((t) => writeSubtitleTrack(episode.folder, t.locale as Locale, t.vtt, episode.durationMs)),
          ),
        );
      });
      return { locale: target.locale, cues: prepared.cues.length };
    },

    async remove(
      actor: AuditActor,
      target: { seriesId: number; episodeId: number; locale: Locale },
    ): Promise<void> {
      const episode = await readyEpisode(target.seriesId, target.episodeId);
      await uow.run(async (tx) => {
        if (!(await tx.subtitles.remove(episode.id, target.locale))) throw new ApiError('recordNotFound');
        await audit.record(tx, actor, {
          action: 'subtitle_remove',
          entity: 'episode',
          entityId: episode.id,
          before: { locale: target.locale },
        });
        const rest = (await tx.subtitles.tracksOf(episode.id)).filter((t) => isConsoleLocale(t.locale));
        await applySubtitleTracks(
          episode.folder,
          await Promise.all(
            rest.map((t) =>
              writeSubtitleTrack(episode.folder, t.locale as Locale, t.vtt, episode.durationMs),
            ),
          ),
        );
        await removeSubtitleTrack(episode.folder, target.locale);
      });
    },
  };
}

export type SubtitleConsoleService = ReturnType<typeof createSubtitleConsoleService>;

/**
 * The console's catalogue rules (issue 17): series with texts in five languages, tags, prices,
 * publication, the episodes' prices, release times and order, and the release calendar. Every
 * write runs in one transaction with its audit row (STYLE rule 13). Viewers see a change within
 * the catalogue cache's ttl (catalogue.cache.ts).
 */
import type { LanguageId } from '#shared/languages.ts';
import {
  episodesToPlan,
  type ConsoleLocale,
  type EpisodePricesInput,
  type ReleasePlanInput,
  type SeriesDetail,
  type SeriesInput,
  type SeriesSummary,
  type SeriesTexts,
} from '#shared/contract/console-catalogue.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { EpisodeUploaded } from '../episode-upload/episode-upload.service.ts';
import type { EpisodeMediaService } from '../media/episode-media.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import { makePoster, storePoster, type Crop } from './poster.ts';
import * as episodeRules from './episode-release.ts';
import { checkReleasePlan, releaseTimes } from './release-schedule.ts';
import {
  checkPrice,
  checkTitle,
  completeness,
  consoleLocaleOf,
  deletableIds,
  displayTitle,
  episodeOut,
  publishProblems,
  slugFrom,
  textsRecord,
  writtenTexts,
} from './series-parts.ts';
import type { SeriesRow } from './series.repository.ts';
import { checkTags, detailsRow, detailsVersion, refuseStale } from './series-details.ts';
import { renditionPrefix, type MediaStore } from '../media/store/media-store.ts';

/** Who writes (an operator; the audit log names them). */
export type ConsoleActor = AuditActor;

export { deletableIds, displayTitle, slugFrom, textsRecord };

/** A series as the audit log keeps it: its version is bookkeeping (0063), not an operator's change. */
const audited = ({ version: _version, ...detail }: SeriesDetail): Omit<SeriesDetail, 'version'> => detail;

export function createSeriesService(deps: {
  uow: UnitOfWork;
  media: Pick<MediaService, 'posterUrl'>;
  /** Episodes' transcodes: a failed one asked again; a deleted episode's upload removed. */
  transcodes: Pick<EpisodeMediaService, 'retry' | 'request' | 'discardSource'>;
  audit: Pick<AuditService, 'record'>;
  /** Where posters are written (posters/ of the media store). */
  store: MediaStore;
  now: () => number;
}) {
  const { uow, audit, now } = deps;

  function summary(
    row: SeriesRow,
    texts: SeriesTexts,
    counts: { total: number; ready: number } | undefined,
    locale?: ConsoleLocale,
  ): SeriesSummary {
    return {
      id: row.id,
      slug: row.slug,
      title: displayTitle(texts, row.slug, locale),
      poster: row.poster === '' ? '' : deps.media.posterUrl(row.poster),
      status: row.status,
      published_at: row.publishedAt?.toISOString() ?? null,
      episode_count: counts?.total ?? 0,
      ready_count: counts?.ready ?? 0,
      completeness: completeness(texts),
    };
  }

  async function detailOf(repos: Repositories, id: number): Promise<SeriesDetail> {
    const { series } = repos;
    const row = await series.find(id);
    if (!row) throw new ApiError('recordNotFound');
    const [texts, counts, tagIds, episodes, next] = await Promise.all([
      series.texts([id]),
      series.episodeCounts([id]),
      series.tagIdsOf(id),
      series.episodesOf(id),
      series.nextRelease(id, new Date(now())),
    ]);
    const record = textsRecord(texts.get(id) ?? []);
    const subtitles = await repos.subtitles.localesOf(episodes.map((e) => e.id));
    const deletable = deletableIds(episodes, row.publishedAt !== null);
    return {
      ...summary(row, record, counts.get(id)),
      texts: record,
      tag_ids: tagIds,
      free_episodes: row.freeEpisodes,
      episode_price: row.episodePrice,
      episodes: episodes.map((e) => episodeOut(e, subtitles.get(e.id) ?? [], deletable.has(e.id))),
      next_release_at: next?.toISOString() ?? null,
      version: detailsVersion(row, record, tagIds),
    };
  }

  /**
   * Runs a write and its audit row in one transaction; answers the series as it is after. With
   * `lock`, the row is locked before it is read (a save racing this one waits for it).
   */
  async function write(
    actor: ConsoleActor,
    id: number,
    action: string,
    change: (tx: Repositories, before: SeriesDetail) => Promise<void>,
    lock = false,
  ): Promise<SeriesDetail> {
    return uow.run(async (tx) => {
      if (lock && !(await tx.series.lock(id))) throw new ApiError('recordNotFound');
      const before = await detailOf(tx, id);
      await change(tx, before);
      const after = await detailOf(tx, id);
      const [was, is] = [audited(before), audited(after)];
      await audit.record(tx, actor, { action, entity: 'series', entityId: id, before: was, after: is });
      return after;
    });
  }

  return {
    /** Each title in `language` (the operator's) when written there, else English, else any. */
    async list(q: string | undefined, page: number, size: number, language?: LanguageId) {
      const first = consoleLocaleOf(language);
      const { rows, total } = await uow.read.series.page(q, size, (page - 1) * size);
      const ids = rows.map((r) => r.id);
      const [texts, counts] = await Promise.all([
        uow.read.series.texts(ids),
        uow.read.series.episodeCounts(ids),
      ]);
      return {
        items: rows.map((r) => summary(r, textsRecord(texts.get(r.id) ?? []), counts.get(r.id), first)),
        total,
      };
    },

    detail: (id: number): Promise<SeriesDetail> => detailOf(uow.read, id),

    async create(actor: ConsoleActor, input: SeriesInput): Promise<number> {
      checkTitle(input);
      checkPrice(input.episode_price, 'episode_price');
      return uow.run(async (tx) => {
        const tagIds = await checkTags(tx, input.tag_ids);
        let slug = input.slug ?? slugFrom(input.texts);
        if (input.slug !== undefined && (await tx.series.slugTaken(slug))) throw new ApiError('slugTaken');
        for (let n = 2; await tx.series.slugTaken(slug); n++)
          slug = `${input.slug ?? slugFrom(input.texts)}-${n}`;
        const fields = {
          slug,
          status: input.status,
          freeEpisodes: input.free_episodes,
          episodePrice: input.episode_price,
        };
        const id = await tx.series.create({ ...fields, poster: '' }, new Date(now()));
        await tx.series.setTexts(id, writtenTexts(input.texts));
        await tx.series.setTags(id, tagIds);
        await audit.record(tx, actor, {
          action: 'create',
          entity: 'series',
          entityId: id,
          after: audited(await detailOf(tx, id)),
        });
        return id;
      });
    },

    update(actor: ConsoleActor, id: number, input: SeriesInput): Promise<SeriesDetail> {
      checkTitle(input);
      checkPrice(input.episode_price, 'episode_price');
      const change = async (tx: Repositories, before: SeriesDetail): Promise<void> => {
        refuseStale(before.version, input.version);
        const tagIds = await checkTags(tx, input.tag_ids);
        const slug = input.slug ?? before.slug;
        if (await tx.series.slugTaken(slug, id)) throw new ApiError('slugTaken');
        await tx.series.update(id, detailsRow(input, slug));
        await tx.series.setTexts(id, writtenTexts(input.texts));
        await tx.series.setTags(id, tagIds);
      };
      return write(actor, id, 'update', change, true);
    },

    /** On the air, unless something keeps it off (`publishProblems`, in the operator's language). */
    publish(actor: ConsoleActor, id: number, language: LanguageId): Promise<SeriesDetail> {
      return write(actor, id, 'publish', async (tx, before) => {
        const missing = publishProblems(before, language);
        if (missing.length > 0) throw new ApiError('seriesNotReady', { missing: missing.join(', ') });
        if (before.published_at === null) await tx.series.setPublished(id, new Date(now()));
      });
    },

    unpublish(actor: ConsoleActor, id: number): Promise<SeriesDetail> {
      return write(actor, id, 'unpublish', (tx) => tx.series.setPublished(id, null));
    },

    /** The operator's image cut to `crop` (3:4), stored as WebP, made the series' poster. */
    async uploadPoster(actor: ConsoleActor, id: number, bytes: Buffer, crop: Crop): Promise<SeriesDetail> {
      const row = await uow.read.series.find(id);
      if (!row) throw new ApiError('recordNotFound');
      const poster = await storePoster(deps.store, row.slug, await makePoster(bytes, crop));
      return write(actor, id, 'poster', (tx) => tx.series.setPoster(id, poster));
    },

    /** Changes what is given (absent: kept); a future time only for an episode viewers lack. */
    updateEpisode(actor: ConsoleActor, id: number, episodeId: number, fields: episodeRules.EpisodeFields) {
      if (fields.priceOverride !== undefined) checkPrice(fields.priceOverride, 'price_override');
      return write(actor, id, 'episode_update', async (tx, before) => {
        episodeRules.checkReleaseChange(before, episodeId, fields.releaseAt, now());
        if (!(await tx.series.updateEpisode(id, episodeId, fields))) throw new ApiError('recordNotFound');
      });
    },

    /**
     * One price (null = the series' default) for every episode numbered `from_number` to
     * `to_number`; 601 when the range is reversed or holds no episode.
     */
    setPrices(actor: ConsoleActor, id: number, input: EpisodePricesInput): Promise<SeriesDetail> {
      const { from_number: from, to_number: to, price_override: price } = input;
      checkPrice(price, 'price_override');
      if (from > to) throw new ApiError('validation', { field: 'to_number' }, 'validation_field');
      return write(actor, id, 'episode_prices', async (tx) => {
        if ((await tx.series.setPriceRange(id, from, to, price)) === 0)
          throw new ApiError('validation', { from, to }, 'prices.no_episodes');
      });
    },

    reorder(actor: ConsoleActor, id: number, episodeIds: readonly number[]): Promise<SeriesDetail> {
      return write(actor, id, 'episode_order', async (tx, before) => {
        episodeRules.checkEpisodeSet(before, episodeIds);
        await tx.series.renumber(id, episodeIds);
        episodeRules.checkOrderKeepsWatchable(before, await detailOf(tx, id), now());
      });
    },

    /**
     * A finished upload (modules/episode-upload): the episode it names, else the one of its
     * number, else a new one at that number (or after the last) gets it as its video, through
     * a transcode; a replaced video keeps its episode id, so unlocks and progress stay.
     */
    async registerUpload(upload: EpisodeUploaded): Promise<{ episodeId: number }> {
      const episodeId = await uow.run(async (tx) => {
        const { episodes } = await detailOf(tx, upload.seriesId);
        let target = episodes.find((e) => e.id === upload.episodeId);
        if (upload.episodeId !== undefined && !target) throw new ApiError('recordNotFound');
        const number =
          target?.number ?? upload.episodeNumber ?? Math.max(0, ...episodes.map((e) => e.number)) + 1;
        target ??= episodes.find((e) => e.number === number);
        const id = target?.id ?? (await tx.series.addEpisode(upload.seriesId, number));
        await audit.record(tx, upload.operator, {
          action: target ? 'video_replace' : 'episode_create',
          entity: 'episode',
          entityId: id,
          after: { series_id: upload.seriesId, number, filename: upload.filename, size: upload.size },
        });
        return id;
      });
      await deps.transcodes.request(episodeId, upload.source ?? { kind: 'file', path: upload.path });
      return { episodeId };
    },

    /**
     * Deletes an episode no viewer can have had (`deletableIds`; 601 otherwise), audited; later
     * episodes move down by one so the numbers viewers see stay 1..n without a hole. A ready
     * video it had (a draft's) is removed from the media store afterwards.
     */
    async deleteEpisode(actor: ConsoleActor, id: number, episodeId: number): Promise<SeriesDetail> {
      const { after, mediaKey, source } = await uow.run(async (tx) => {
        const series = await tx.series.find(id);
        if (!series) throw new ApiError('recordNotFound');
        const rows = await tx.series.episodesOf(id);
        const row = rows.find((e) => e.id === episodeId);
        if (!row) throw new ApiError('recordNotFound');
        if (!deletableIds(rows, series.publishedAt !== null).has(episodeId)) {
          const watched = rows.some((e) => e.number >= row.number && e.viewerTraces);
          const key = watched ? 'episode_delete.watched' : 'episode_delete.played';
          throw new ApiError('validation', { number: row.number }, key);
        }
        const before = await detailOf(tx, id);
        // Read with the delete, so an upload registered meanwhile is not left behind.
        const media = await tx.episodeMedia.lockRequest(episodeId);
        await tx.series.deleteEpisode(id, episodeId);
        const detail = await detailOf(tx, id);
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'episode',
          entityId: episodeId,
          before: { series_id: id, ...before.episodes.find((e) => e.id === episodeId) },
          after: { series_id: id, numbers: detail.episodes.map((e) => [e.id, e.number]) },
        });
        return { after: detail, mediaKey: row.mediaKey, source: media?.source };
      });
      // Nobody plays a draft's folder; a failure here leaves an unused folder, nothing worse.
      if (mediaKey !== null) await deps.store.deletePrefix(renditionPrefix(mediaKey)).catch(() => undefined);
      // Its upload, still staged while waiting or after a failure, is nobody's now.
      if (source !== undefined) await deps.transcodes.discardSource(source);
      return after;
    },

    /** A failed transcode again, from the same source (941 unless it failed). */
    async retryTranscode(actor: ConsoleActor, id: number, episodeId: number): Promise<SeriesDetail> {
      if (!(await uow.read.series.episodeOf(id, episodeId))) throw new ApiError('recordNotFound');
      await deps.transcodes.retry(episodeId);
      await uow.run((tx) =>
        audit.record(tx, actor, { action: 'transcode_retry', entity: 'episode', entityId: episodeId }),
      );
      return detailOf(uow.read, id);
    },

    /**
     * Release times for the episodes from `plan.from_number` on that are not out yet at the
     * clock (`episodesToPlan`): one a viewer may already watch keeps its time, so a plan never
     * withdraws it. 601 when that leaves nothing to schedule.
     */
    releasePlan(actor: ConsoleActor, id: number, plan: ReleasePlanInput): Promise<SeriesDetail> {
      const schedule = {
        perDay: plan.per_day,
        time: plan.time,
        timeZone: plan.time_zone,
        fromDate: plan.from_date,
      };
      const problem = checkReleasePlan(schedule);
      if (problem) throw new ApiError('validation', { field: problem }, 'validation_field');
      return write(actor, id, 'release_plan', async (tx, before) => {
        const planned = episodesToPlan(before, plan.from_number, now());
        if (planned.length === 0) {
          const some = before.episodes.some((e) => e.number >= plan.from_number);
          const key = some ? 'release_plan.all_out' : 'release_plan.no_episodes';
          throw new ApiError('validation', { from: plan.from_number }, key);
        }
        const times = releaseTimes(schedule, planned.length);
        await tx.series.setReleaseTimes(id, new Map(planned.map((e, i) => [e.id, times[i] ?? null])));
      });
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;

/**
 * Home curation in the console (issue 17): banners (a series, a 16:9 image, an order, a show
 * window) and the rails' order. Every write runs in one transaction with its audit row (STYLE
 * rule 13) and answers the whole curation. Viewers see a change within VIEWER_FRESHNESS_MS
 * (catalogue-freshness.ts): home is built from the database, kept briefly per process.
 */
import {
  BANNER_HEIGHT,
  BANNER_LIMIT,
  BANNER_WIDTH,
  type BannerInput,
  type BannerState,
  type ConsoleBanner,
  type HomeCuration,
  type RailSetting,
} from '#shared/contract/console-home.ts';
import { ApiError } from '../../api-error.ts';
import { cropToWebp, type Crop } from '../../lib/cropped-webp.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaStore } from '../media/store/media-store.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import type { BannerFields, BannerRow } from './home.repository.ts';
import { HOME_RAILS_KEY, railsFrom } from './home-rails.ts';
import { storePoster } from './poster.ts';
import { displayTitle, textsRecord } from './series.service.ts';

/** Where a banner stands at `now` for viewers. */
export function bannerState(
  row: Pick<BannerRow, 'active' | 'onAir' | 'showFrom' | 'showUntil'>,
  now: number,
): BannerState {
  if (!row.active || !row.onAir) return 'hidden';
  if (row.showFrom && row.showFrom.getTime() > now) return 'scheduled';
  if (row.showUntil && row.showUntil.getTime() <= now) return 'expired';
  return 'live';
}

function invalid(field: string): ApiError {
  return new ApiError('validation', { field }, 'validation_field');
}

function fieldsOf(input: BannerInput): BannerFields {
  return {
    dramaId: input.drama_id,
    image: input.image,
    showFrom: input.show_from === null ? null : new Date(input.show_from),
    showUntil: input.show_until === null ? null : new Date(input.show_until),
  };
}

export function createHomeCurationService(deps: {
  uow: UnitOfWork;
  media: Pick<MediaService, 'posterUrl'>;
  audit: Pick<AuditService, 'record'>;
  /** Where banner images are written (media/posters/ under it, beside the posters). */
  store: MediaStore;
  now: () => number;
}) {
  const { uow, audit, media, now } = deps;
  const url = (relative: string) => (relative === '' ? '' : media.posterUrl(relative));

  async function curationOf(repos: Repositories): Promise<HomeCuration> {
    const [rows, stored] = await Promise.all([repos.home.banners(), repos.settings.get(HOME_RAILS_KEY)]);
    const texts = await repos.series.texts([...new Set(rows.map((r) => r.dramaId))]);
    const at = now();
    const banners = rows.map((r): ConsoleBanner => ({
      id: r.id,
      drama_id: r.dramaId,
      series_title: displayTitle(textsRecord(texts.get(r.dramaId) ?? []), r.slug),
      image: r.image,
      image_url: url(r.image ?? r.poster),
      show_from: r.showFrom?.toISOString() ?? null,
      show_until: r.showUntil?.toISOString() ?? null,
      state: bannerState(r, at),
    }));
    return { banners, rails: railsFrom(stored) };
  }

  /** Runs a write and its audit row in one transaction; answers the curation as it is after. */
  function write(
    actor: AuditActor,
    event: { action: string; entity: 'banner' | 'home_rails'; entityId?: number },
    /** Answers the new banner's id when it makes one. */
    change: (tx: Repositories) => Promise<unknown>,
  ): Promise<HomeCuration> {
    return uow.run(async (tx) => {
      const before = await curationOf(tx);
      const made = await change(tx);
      const id = typeof made === 'number' ? made : event.entityId;
      const after = await curationOf(tx);
      const pick = (c: HomeCuration) =>
        event.entity === 'home_rails' ? c.rails : (c.banners.find((b) => b.id === id) ?? null);
      await audit.record(tx, actor, {
        ...event,
        entityId: id ?? null,
        before: event.action === 'banner_order' ? before.banners.map((b) => b.id) : pick(before),
        after: event.action === 'banner_order' ? after.banners.map((b) => b.id) : pick(after),
      });
      return after;
    });
  }

  async function checkSeries(tx: Repositories, dramaId: number): Promise<void> {
    if (!(await tx.home.dramaExists(dramaId))) throw invalid('drama_id');
  }

  return {
    curation: (): Promise<HomeCuration> => curationOf(uow.read),

    /** The operator's picture cut to 16:9 and stored as WebP beside the posters. */
    async uploadImage(bytes: Buffer, crop: Crop): Promise<{ image: string; url: string }> {
      const webp = await cropToWebp(bytes, crop, { width: BANNER_WIDTH, height: BANNER_HEIGHT });
      const image = await storePoster(deps.store, 'banner', webp);
      return { image, url: url(image) };
    },

    createBanner(actor: AuditActor, input: BannerInput): Promise<HomeCuration> {
      return write(actor, { action: 'create', entity: 'banner' }, async (tx) => {
        await checkSeries(tx, input.drama_id);
        if ((await tx.home.banners()).length >= BANNER_LIMIT) throw invalid('banner_ids');
        return tx.home.create(fieldsOf(input));
      });
    },

    updateBanner(actor: AuditActor, id: number, input: BannerInput): Promise<HomeCuration> {
      return write(actor, { action: 'update', entity: 'banner', entityId: id }, async (tx) => {
        await checkSeries(tx, input.drama_id);
        if (!(await tx.home.update(id, fieldsOf(input)))) throw new ApiError('recordNotFound');
      });
    },

    deleteBanner(actor: AuditActor, id: number): Promise<HomeCuration> {
      return write(actor, { action: 'delete', entity: 'banner', entityId: id }, async (tx) => {
        if (!(await tx.home.remove(id))) throw new ApiError('recordNotFound');
      });
    },

    reorderBanners(actor: AuditActor, ids: readonly number[]): Promise<HomeCuration> {
      return write(actor, { action: 'banner_order', entity: 'banner' }, async (tx) => {
        const current = (await tx.home.banners()).map((b) => b.id).sort((a, b) => a - b);
        const given = [...ids].sort((a, b) => a - b);
        if (current.length !== given.length || current.some((v, i) => v !== given[i]))
          throw invalid('banner_ids');
        await tx.home.reorder(ids);
      });
    },

    setRails(actor: AuditActor, rails: readonly RailSetting[]): Promise<HomeCuration> {
      return write(actor, { action: 'update', entity: 'home_rails' }, (tx) =>
        tx.settings.set(HOME_RAILS_KEY, rails),
      );
    },
  };
}
export type HomeCurationService = ReturnType<typeof createHomeCurationService>;

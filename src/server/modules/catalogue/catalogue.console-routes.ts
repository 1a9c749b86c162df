/**
 * The console's catalogue endpoints (src/shared/contract/console-catalogue.ts) under
 * /console-api, guarded by plugins/operator-session.ts: editors and owners only. Every write
 * goes through series.service.ts, which records it in the audit log in the same transaction.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { numeric } from '#shared/contract/numeric.ts';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import {
  CONSOLE_LOCALES,
  POSTER_UPLOAD_MAX_BYTES,
  episodeOrder,
  episodePricesInput,
  episodeUpdate,
  releasePlanInput,
  seriesInput,
  seriesListQuery,
  tagInput,
  tagNamesInput,
} from '#shared/contract/console-catalogue.ts';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import { operatorOf, type ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { SUBTITLE_LIMITS } from '../media/subtitles/subtitle-problems.ts';
import type { SubtitleConsoleService } from '../media/subtitles/subtitle-console.service.ts';
import { parseCrop } from './poster.ts';
import type { ConsoleActor, SeriesService } from './series.service.ts';
import type { TagService } from './tag.service.ts';

const EDITORS = { config: { console: { roles: ['owner', 'editor'] } satisfies ConsoleRouteConfig } };
const id = numeric(z.number().int().positive().max(2_147_483_647));
const seriesParams = z.object({ id });
const episodeParams = z.object({ id, episodeId: id });
const subtitleParams = episodeParams.extend({ locale: z.enum(CONSOLE_LOCALES) });

export function actorOf(request: FastifyRequest): ConsoleActor {
  const operator = operatorOf(request);
  return { id: operator.id, name: operator.name };
}

/** Room for the multipart framing and the crop fields around the largest accepted image. */
export const POSTER_BODY_LIMIT = POSTER_UPLOAD_MAX_BYTES + 64 * 1024;
/** One picture and its crop fields (x, y, width, height): posters and banner images. */
export const IMAGE_MULTIPART = {
  limits: { fileSize: POSTER_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 32 },
  throwFileSizeLimit: true,
};
/** A little over the subtitle limit, so a file just over it gets the file's own 601, not 413. */
const SUBTITLE_BODY_LIMIT = SUBTITLE_LIMITS.maxBytes * 2;

export async function catalogueConsoleRoutes(
  app: FastifyInstance,
  deps: { series: SeriesService; subtitles: SubtitleConsoleService; tags: TagService },
): Promise<void> {
  const { series, subtitles, tags } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;
  const options = EDITORS;

  validatedRoute(
    app,
    { method: 'GET', url: url('/series'), query: seriesListQuery, options },
    async ({ query, request, reply }) =>
      sendOk(request, reply, await series.list(query.q || undefined, query.page, query.size, request.lang)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/series'), body: seriesInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, { id: await series.create(actorOf(request), body) }),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/series/:id'), params: seriesParams, options },
    async ({ params, request, reply }) => sendOk(request, reply, await series.detail(params.id)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/series/:id'), params: seriesParams, body: seriesInput, options },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await series.update(actorOf(request), params.id, body)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/series/:id/publish'), params: seriesParams, options },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await series.publish(actorOf(request), params.id, request.lang)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/series/:id/unpublish'), params: seriesParams, options },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await series.unpublish(actorOf(request), params.id)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/series/:id/episodes/order'),
      params: seriesParams,
      body: episodeOrder,
      options,
    },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await series.reorder(actorOf(request), params.id, body.episode_ids)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/series/:id/episodes/prices'),
      params: seriesParams,
      body: episodePricesInput,
      options,
    },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await series.setPrices(actorOf(request), params.id, body)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/series/:id/episodes/:episodeId'),
      params: episodeParams,
      body: episodeUpdate,
      options,
    },
    async ({ params, body, request, reply }) =>
      sendOk(
        request,
        reply,
        await series.updateEpisode(actorOf(request), params.id, params.episodeId, {
          priceOverride: body.price_override,
          releaseAt: typeof body.release_at === 'string' ? new Date(body.release_at) : body.release_at,
        }),
      ),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/series/:id/release-plan'),
      params: seriesParams,
      body: releasePlanInput,
      options,
    },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await series.releasePlan(actorOf(request), params.id, body)),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, IMAGE_MULTIPART);
    validatedRoute(
      scope,
      {
        method: 'POST',
        url: url('/series/:id/poster'),
        params: seriesParams,
        options: { ...options, bodyLimit: POSTER_BODY_LIMIT },
      },
      async ({ params, request, reply }) => {
        const form = await readMultipartForm(request, {
          fileField: 'file',
          maxBytes: POSTER_UPLOAD_MAX_BYTES,
        });
        const crop = parseCrop(form.fields);
        return sendOk(
          request,
          reply,
          await series.uploadPoster(actorOf(request), params.id, form.bytes, crop),
        );
      },
    );

    validatedRoute(
      scope,
      {
        method: 'POST',
        url: url('/series/:id/episodes/:episodeId/subtitles/:locale'),
        params: subtitleParams,
        options: { ...options, bodyLimit: SUBTITLE_BODY_LIMIT },
      },
      async ({ params, request, reply }) => {
        const form = await readMultipartForm(request, {
          fileField: 'file',
          maxBytes: SUBTITLE_LIMITS.maxBytes,
        });
        const target = { seriesId: params.id, episodeId: params.episodeId, locale: params.locale };
        await subtitles.upload(actorOf(request), target, form.bytes, request.lang);
        return sendOk(request, reply, await series.detail(params.id));
      },
    );
  });

  validatedRoute(
    app,
    { method: 'POST', url: url('/series/:id/episodes/:episodeId/retry'), params: episodeParams, options },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await series.retryTranscode(actorOf(request), params.id, params.episodeId)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/series/:id/episodes/:episodeId/delete'), params: episodeParams, options },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await series.deleteEpisode(actorOf(request), params.id, params.episodeId)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/series/:id/episodes/:episodeId/subtitles/:locale/delete'),
      params: subtitleParams,
      options,
    },
    async ({ params, request, reply }) => {
      await subtitles.remove(actorOf(request), {
        seriesId: params.id,
        episodeId: params.episodeId,
        locale: params.locale,
      });
      return sendOk(request, reply, await series.detail(params.id));
    },
  );

  validatedRoute(app, { method: 'GET', url: url('/tags'), options }, async ({ request, reply }) =>
    sendOk(request, reply, await tags.list()),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/tags'), body: tagInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, { id: await tags.create(actorOf(request), body.slug, body.names) }),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/tags/:id'), params: seriesParams, body: tagNamesInput, options },
    async ({ params, body, request, reply }) => {
      await tags.setNames(actorOf(request), params.id, body.names);
      return sendOk(request, reply, null);
    },
  );
}

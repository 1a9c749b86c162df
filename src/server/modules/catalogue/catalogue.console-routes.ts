/**
 * The console's catalogue endpoints (src/shared/contract/console-catalogue.ts) under
 * /console-api, guarded by plugins/operator-session.ts: editors and owners only. Every write
 * goes through series.service.ts, which records it in the audit log in the same transaction.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import {
  POSTER_UPLOAD_MAX_BYTES,
  episodeOrder,
  episodeUpdate,
  releasePlanInput,
  seriesInput,
  seriesListQuery,
  tagInput,
  tagNamesInput,
} from '#shared/contract/console-catalogue.ts';
import { ApiError } from '../../api-error.ts';
import { operatorOf, type ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { parseCrop, type Crop } from './poster.ts';
import type { ConsoleActor, SeriesService } from './series.service.ts';

const EDITORS = { config: { console: { roles: ['owner', 'editor'] } satisfies ConsoleRouteConfig } };
const id = z.coerce.number().int().positive().max(2_147_483_647);
const seriesParams = z.object({ id });
const episodeParams = z.object({ id, episodeId: id });

function actorOf(request: FastifyRequest): ConsoleActor {
  const operator = operatorOf(request);
  return { id: operator.id, name: operator.name };
}

/** Room for the multipart framing and the crop fields around the largest accepted image. */
const POSTER_BODY_LIMIT = POSTER_UPLOAD_MAX_BYTES + 64 * 1024;

/** The poster form: `file` and the crop fields x, y, width, height (any order). */
async function posterForm(request: FastifyRequest): Promise<{ bytes: Buffer; crop: Crop }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new ApiError('validation', { field: part.fieldname }, 'validation_field');
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(
        'payloadTooLarge',
        { size: POSTER_UPLOAD_MAX_BYTES / 1024 / 1024 },
        'upload_too_large',
      );
    if (errorCode(error).startsWith('FST_')) throw error;
    throw new ApiError('badRequest');
  }
  if (!bytes) throw new ApiError('validation', { field: 'file' }, 'validation_field');
  return { bytes, crop: parseCrop(fields) };
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

export async function catalogueConsoleRoutes(
  app: FastifyInstance,
  deps: { series: SeriesService },
): Promise<void> {
  const { series } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;
  const options = EDITORS;

  validatedRoute(
    app,
    { method: 'GET', url: url('/series'), query: seriesListQuery, options },
    async ({ query, request, reply }) =>
      sendOk(request, reply, await series.list(query.q || undefined, query.page, query.size)),
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
          releaseAt: body.release_at === null ? null : new Date(body.release_at),
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
    await scope.register(multipart, {
      limits: { fileSize: POSTER_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 32 },
      throwFileSizeLimit: true,
    });
    validatedRoute(
      scope,
      {
        method: 'POST',
        url: url('/series/:id/poster'),
        params: seriesParams,
        options: { ...options, bodyLimit: POSTER_BODY_LIMIT },
      },
      async ({ params, request, reply }) => {
        const { bytes, crop } = await posterForm(request);
        return sendOk(request, reply, await series.uploadPoster(actorOf(request), params.id, bytes, crop));
      },
    );
  });

  validatedRoute(app, { method: 'GET', url: url('/tags'), options }, async ({ request, reply }) =>
    sendOk(request, reply, await series.tags()),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/tags'), body: tagInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, { id: await series.createTag(actorOf(request), body.slug, body.names) }),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/tags/:id'), params: seriesParams, body: tagNamesInput, options },
    async ({ params, body, request, reply }) => {
      await series.setTagNames(actorOf(request), params.id, body.names);
      return sendOk(request, reply, null);
    },
  );
}

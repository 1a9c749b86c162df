/**
 * The console's home curation endpoints (src/shared/contract/console-home.ts) under
 * /console-api, guarded by plugins/operator-session.ts: editors and owners only. Every write goes
 * through home-curation.service.ts, which records it in the audit log in the same transaction.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { POSTER_UPLOAD_MAX_BYTES } from '#shared/contract/console-catalogue.ts';
import { bannerInput, bannerOrder, railsInput } from '#shared/contract/console-home.ts';
import { parseCrop } from '../../lib/cropped-webp.ts';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf, IMAGE_MULTIPART, POSTER_BODY_LIMIT } from './catalogue.console-routes.ts';
import type { HomeCurationService } from './home-curation.service.ts';
import { int4IdParams } from '../../lib/id-params.ts';

const options = { config: { console: { roles: ['owner', 'editor'] } satisfies ConsoleRouteConfig } };

export async function homeConsoleRoutes(
  app: FastifyInstance,
  deps: { home: HomeCurationService },
): Promise<void> {
  const { home } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;

  validatedRoute(app, { method: 'GET', url: url('/home'), options }, async ({ request, reply }) =>
    sendOk(request, reply, await home.curation()),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/home/banners'), body: bannerInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await home.createBanner(actorOf(request), body)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/home/banners/order'), body: bannerOrder, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await home.reorderBanners(actorOf(request), body.banner_ids)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/home/banners/:id'), params: int4IdParams, body: bannerInput, options },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await home.updateBanner(actorOf(request), params.id, body)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/home/banners/:id/delete'), params: int4IdParams, options },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await home.deleteBanner(actorOf(request), params.id)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/home/rails'), body: railsInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await home.setRails(actorOf(request), body.rails)),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, IMAGE_MULTIPART);
    validatedRoute(
      scope,
      {
        method: 'POST',
        url: url('/home/banner-image'),
        options: { ...options, bodyLimit: POSTER_BODY_LIMIT },
      },
      async ({ request, reply }) => {
        const form = await readMultipartForm(request, {
          fileField: 'file',
          maxBytes: POSTER_UPLOAD_MAX_BYTES,
        });
        return sendOk(request, reply, await home.uploadImage(form.bytes, parseCrop(form.fields)));
      },
    );
  });
}

/**
 * The routes the soak fuzzes, one target each: every endpoint of the shared table
 * (src/shared/contract/endpoints.ts), with bodies generated from its zod schema, and the
 * routes outside it (gateway notifications, the operator's API, the gateway and OAuth
 * stand-in pages, articles, media, avatars, unknown routes). One file per family beside this
 * one; target.ts says what a target is.
 */
import fc from 'fast-check';
import { endpoints, type EndpointName } from '#shared/contract/endpoints.ts';
import { adminListTarget, adminReplyTarget } from './admin.ts';
import { rawQuery } from './bodies.ts';
import { pathSafe } from './headers.ts';
import { avatarTarget, mediaAuthTarget, mediaTarget, posterTarget } from './media.ts';
import { sandboxNotifyTarget, stripeNotifyTarget } from './notify.ts';
import { articleTarget, oauthTarget, staticTarget } from './pages.ts';
import { gatewayTarget, sandboxPageTarget } from './pay-pages.ts';
import { tableTarget } from './table.ts';
import type { Target } from './target.ts';
import { unknownApiTarget, unknownPageTarget } from './unknown.ts';
import { MULTIPART_ENDPOINTS, uploadTarget } from './upload.ts';

/** Every target: the shared table, then the routes outside it. */
export function allTargets(): Target[] {
  const table = (Object.keys(endpoints) as EndpointName[])
    .filter((name) => !(MULTIPART_ENDPOINTS as readonly string[]).includes(name))
    .map((name) => tableTarget(name));
  return [
    ...table,
    ...MULTIPART_ENDPOINTS.map((name) => uploadTarget(name)),
    sandboxNotifyTarget(),
    stripeNotifyTarget(),
    adminListTarget(),
    adminReplyTarget(),
    gatewayTarget(),
    sandboxPageTarget('GET'),
    sandboxPageTarget('POST'),
    oauthTarget('facebook', 'GET'),
    oauthTarget('facebook', 'POST'),
    oauthTarget('tiktok', 'GET'),
    oauthTarget('tiktok', 'POST'),
    articleTarget(),
    mediaTarget(),
    mediaAuthTarget(),
    posterTarget(),
    avatarTarget(),
    staticTarget(
      'GET /sandbox-oauth/facebook/sdk.js',
      fc.constantFrom(
        '/sandbox-oauth/facebook/sdk.js',
        '/sandbox-oauth/facebook/sdk.js?v=1',
        '/sandbox-oauth/facebook/sdk.jsx',
      ),
    ),
    staticTarget(
      'GET /runtime-config.js',
      fc.oneof(
        fc.constant('/runtime-config.js'),
        rawQuery.map((q) => `/runtime-config.js?${pathSafe(q)}`),
      ),
      fc.record({ 'if-none-match': fc.constantFrom('*', 'W/"x"', '') }, { requiredKeys: [] }),
    ),
    unknownApiTarget(),
    unknownPageTarget(),
  ];
}

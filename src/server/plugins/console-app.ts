/**
 * Serves the operator console's build (dist/console, vite.console.config.ts) under /console/,
 * beside the viewer app (spa.ts) and sharing nothing with it: hashed assets with long cache
 * headers and pre-compressed variants, and index.html, revalidated on every load, for /console
 * and every /console/* path that is not a file (the console's client routes). The page carries
 * the console's own Content-Security-Policy (security-headers.ts, decision 0026).
 *
 * Everything lives in one scope under the /console prefix with its own not-found handler, so a
 * missing file is the console's 404 and never the viewer app's shell.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler.ts';

export const CONSOLE_PATH = '/console';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The index, read again when its file changed (a rebuild under the running server deletes the
 * old hashed assets: a stale page would load scripts that are gone).
 */
function indexReader(indexFile: string): () => Promise<string | undefined> {
  let cached: { html: string; mtimeMs: number } | undefined;
  return async () => {
    const mtimeMs = await stat(indexFile).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return cached?.html;
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await readFile(indexFile, 'utf8').catch(() => undefined);
      if (html !== undefined) cached = { html, mtimeMs };
    }
    return cached?.html;
  };
}

export async function registerConsoleApp(
  app: FastifyInstance,
  options: { consoleRoot: string },
): Promise<void> {
  const indexFile = path.join(options.consoleRoot, 'index.html');
  const built = existsSync(indexFile);
  if (!built) {
    app.log.warn(
      { consoleRoot: options.consoleRoot },
      'no console build found: run `npm run build` to serve the operator console',
    );
  }
  const readIndex = indexReader(indexFile);

  const sendIndex = async (reply: FastifyReply): Promise<FastifyReply> => {
    const html = await readIndex();
    if (html === undefined) return sendNotFound(reply.request, reply);
    return reply
      .securePage('console')
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  await app.register(
    async (scope) => {
      if (built) {
        await scope.register(fastifyStatic, {
          root: options.consoleRoot,
          prefix: '/',
          index: false,
          wildcard: true,
          // reply.sendFile belongs to the media routes' own scope; spa.ts has its own instance.
          decorateReply: false,
          preCompressed: true,
          allowedPath: (pathname) => pathname !== '/index.html',
          setHeaders: (reply, filePath) => {
            const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
            reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
          },
        });
      }
      // /console and /console/ (ignoreTrailingSlash): the console's first page.
      scope.get('/', async (_request, reply) => sendIndex(reply));
      // No such file: a client route gets the page, a missing file (it has an extension) a 404.
      const notFile = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
        reply.withSecurityHeaders();
        const pathname = request.url.split('?')[0] ?? '';
        const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
        if (isPage) return sendIndex(reply);
        return sendNotFound(request, reply);
      };
      scope.setNotFoundHandler(notFile);
      // Without a build no static route catches /console/*: this one answers for it.
      if (!built) scope.get('/*', notFile);
    },
    { prefix: CONSOLE_PATH },
  );
}

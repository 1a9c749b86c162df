/**
 * An idle timeout on the socket while a file streams out (media segments, posters, the SPA's
 * assets): a reader that stops reading must not hold a socket and a file open for ever.
 *
 * API answers do not need it: they are a few kilobytes written at once, requests are bounded
 * by the server's requestTimeout and headersTimeout, and idle keep-alive sockets by
 * keepAliveTimeout. A server-wide connectionTimeout re-armed a timer on every request and
 * every read and write (about 8% of check-setting's CPU), so only file routes arm it. Node
 * resets the socket's timeout at the next request on the same connection.
 */
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '#shared/constants.ts';

export const fileIdleTimeoutPlugin = fp<{ ms: number }>(
  async (app, { ms }) => {
    const arm = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
      const socket = request.raw.socket as Partial<Socket> | undefined;
      // app.inject's stand-in socket has no timers.
      if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(API_PREFIX)) return;
      const existing = route.onRequest;
      route.onRequest = [arm, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
    });
  },
  { name: 'file-idle-timeout' },
);

/**
 * Plain HTML forms (application/x-www-form-urlencoded) for the stand-in pages (the sandbox
 * gateway, the OAuth stand-in), added to their encapsulated scope only: the API stays JSON-only.
 */
import type { FastifyInstance } from 'fastify';

export function acceptForms(scope: FastifyInstance, bodyLimit = 4096): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())));
    },
  );
}

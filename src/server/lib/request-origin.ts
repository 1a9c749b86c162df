import type { FastifyRequest } from 'fastify';

/**
 * The app's own origin for addresses it hands out: PUBLIC_URL when set, else scheme://host[:port]
 * the browser used (behind a proxy: with TRUST_PROXY=1).
 */
export function requestOrigin(request: FastifyRequest, publicUrl?: string): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Structured logs (pino) that never carry tokens, signatures, codes or media capabilities.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './env.ts';

/** Media URLs carry a capability in the path and API queries may carry codes: mask both. */
export function sanitizeUrl(url: string): string {
  const withoutMediaToken = url.replace(/^\/media\/[^/]+/, '/media/[token]');
  return withoutMediaToken.replace(/([?&](?:token|code|sign|state|access_token)=)[^&]*/gi, '$1[redacted]');
}

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  /** Where lines go instead of stdout (tests read them). */
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.sign',
        'req.headers.authorization',
        'req.headers.cookie',
        'body.code',
        'body.access_token',
        'body.password',
        '*.user_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: sanitizeUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

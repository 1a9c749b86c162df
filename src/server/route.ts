/**
 * Registers one endpoint of the shared table (src/shared/contract/endpoints.ts): its zod
 * schemas validate the payload and serialize the envelope; the handler returns only `data`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX } from '#shared/constants.ts';
import { envelope } from '#shared/contract/envelope.ts';
import type { EndpointDef } from '#shared/contract/endpoints.ts';
import type { LanguageId } from '#shared/languages.ts';
import { translate } from './i18n/messages.ts';

export interface HandlerContext<B extends z.ZodType> {
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const PRE_SERIALIZED = Symbol('pre-serialized');

/** A success envelope already checked against its schema and turned into JSON text. */
export interface PreSerialized {
  readonly [PRE_SERIALIZED]: true;
  readonly json: string;
}

/** For hot, cacheable answers: check and serialise once, send the text many times. */
export function preSerialized<D extends z.ZodType>(
  def: EndpointDef<z.ZodType, D>,
  data: z.input<D>,
  language: LanguageId,
): PreSerialized {
  const checked = envelope(def.data).encode({ code: 200, msg: translate(language, 'ok'), data } as never);
  return { [PRE_SERIALIZED]: true, json: JSON.stringify(checked) };
}

function isPreSerialized(value: unknown): value is PreSerialized {
  return typeof value === 'object' && value !== null && PRE_SERIALIZED in value;
}

export type EndpointHandler<B extends z.ZodType, D extends z.ZodType> = (
  ctx: HandlerContext<B>,
) => Promise<z.input<D> | PreSerialized>;

export function apiRoute<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  def: EndpointDef<B, D>,
  handler: EndpointHandler<B, D>,
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
): void {
  const responseSchema = envelope(def.data);
  app.route({
    method: def.method,
    url: `${API_PREFIX}${def.path}`,
    // Compiled by fastify-type-provider-zod's validator and serializer (set in app.ts).
    schema:
      def.method === 'GET'
        ? { querystring: def.body, response: { 200: responseSchema } }
        : { body: def.body, response: { 200: responseSchema } },
    config: {
      auth: def.auth,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    handler: async (request, reply) => {
      // Already validated (and transformed) against def.body by the route's schema.
      const body = (def.method === 'GET' ? request.query : request.body) as z.output<B>;
      const data = await handler({ body, request, reply });
      reply.header('cache-control', 'no-store');
      if (isPreSerialized(data)) return reply.type('application/json; charset=utf-8').send(data.json);
      // The response schema serialises (and checks) the envelope on the way out.
      return reply.send({ code: 200, msg: translate(request.lang, 'ok'), data });
    },
  });
}

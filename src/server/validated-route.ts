/**
 * Routes outside the endpoint table (gateway pages, webhooks, the operator's API, stand-in
 * pages) validate their path parameters, query and body here, with zod schemas, as apiRoute
 * does for the table (a NUL character in any string included). A part that does not parse
 * goes to the route's `invalid` answer (a page answers its own 404, a webhook 400...); by
 * default it is the envelope's 601 naming the part.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { isServerMessageKey, translate } from './i18n/messages.ts';
import { nulPath } from './validator.ts';

type Part = 'params' | 'query' | 'body';
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface ValidatedContext<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ValidatedRouteSpec<P, Q, B> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Fastify's route options: config (rate limit, signed...), preHandler. */
  options?: RouteShorthandOptions;
  /**
   * The answer when a part does not parse (`field`: the path of its first bad field, '' when
   * none); unless given, the 601 envelope with the schema's own message where it names one of
   * the server's keys (as plugins/error-handler.ts does for the table), else naming that field
   * or the part.
   */
  invalid?: (part: Part, request: FastifyRequest, reply: FastifyReply, field: string) => unknown;
}

/**
 * The parsed part, or the path of its first bad field ('' when the part itself is wrong) with
 * the schema's message for it.
 */
function check(
  schema: z.ZodType | undefined,
  value: unknown,
): { ok: true; data: unknown } | { ok: false; field: string; message?: string } {
  if (!schema) return { ok: true, data: undefined };
  // The rule no schema states, as for the endpoint table (validator.ts): no NUL in any string.
  const nul = nulPath(value);
  if (nul !== undefined) return { ok: false, field: nul };
  const result = schema.safeParse(value ?? {});
  if (result.success) return { ok: true, data: result.data };
  const first = result.error.issues[0];
  return { ok: false, field: (first?.path ?? []).map(String).join('.'), message: first?.message };
}

export function validatedRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  spec: ValidatedRouteSpec<P, Q, B>,
  handler: (ctx: ValidatedContext<P, Q, B>) => unknown,
): void {
  const invalid = (
    part: Part,
    request: FastifyRequest,
    reply: FastifyReply,
    field: string,
    message?: string,
  ) => {
    if (spec.invalid) return spec.invalid(part, request, reply, field);
    if (isServerMessageKey(message)) throw new ApiError('validation', {}, message);
    throw new ApiError('validation', { field: field || part }, 'validation_field');
  };
  app.route({
    ...spec.options,
    method: spec.method,
    url: spec.url,
    handler: async (request, reply) => {
      const parts: Record<Part, unknown> = { params: undefined, query: undefined, body: undefined };
      for (const [part, schema, value] of [
        ['params', spec.params, request.params],
        ['query', spec.query, request.query],
        ['body', spec.body, request.body],
      ] as const) {
        const result = check(schema, value);
        if (!result.ok) return invalid(part, request, reply, result.field, result.message);
        parts[part] = result.data;
      }
      return handler({ ...(parts as Pick<ValidatedContext<P, Q, B>, Part>), request, reply });
    },
  });
}

/** The success envelope of a route outside the table, never cached (operator and console answers). */
export function sendOk(request: FastifyRequest, reply: FastifyReply, data: unknown): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .send({ code: 200, msg: translate(request.lang, 'ok'), data });
}

/**
 * One error handler and one not-found handler for the whole server: every failure becomes
 * the envelope `{ code, msg, data: null }` with a message in the request's language. 5xx
 * details go to the log, never to the client.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERRORS, type ApiErrorName } from '#shared/api-codes.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { parseLanguageId, type LanguageId } from '#shared/languages.ts';
import { ApiError } from '../api-error.ts';
import { isServerMessageKey, translate } from '../i18n/messages.ts';
import { languageOfHeaders } from './language.ts';

const FASTIFY_CODES: Record<string, ApiErrorName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_INVALID_TYPE: 'badRequest',
  FST_ERR_BAD_URL: 'badRequest',
  FST_ERR_ASYNC_CONSTRAINT: 'badRequest',
  FST_ERR_INVALID_URL: 'badRequest',
  FST_REQ_FILE_TOO_LARGE: 'payloadTooLarge',
  FST_FILES_LIMIT: 'payloadTooLarge',
  FST_PARTS_LIMIT: 'payloadTooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupportedMediaType',
  FST_ERR_RATE_LIMIT: 'rateLimited',
};

export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ApiError,
  language: LanguageId = request.lang,
): FastifyReply {
  // Sent as text: the route's response schema describes its success envelope, not this one.
  return reply
    .code(error.httpStatus)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        code: error.code,
        msg: translate(language, error.messageKey, error.params),
        data: error.data,
      }),
    );
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (a stray `%`) or a path parameter over
 * the length limit, refused before routing. Its request object is a bare one (no decorators),
 * so the language is read from the header here.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  const name = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uriTooLong' : 'badRequest';
  sendApiError(request, reply, new ApiError(name), languageOfHeaders(request.headers));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route (a broken
 * request line, raw bytes in the URL, headers over the limit, a request that never finished)
 * still gets the envelope, in the default language (no header of it can be trusted), written
 * on the socket as Node would, which then closes.
 */
export function sendClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name: ApiErrorName =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'requestTimeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'headersTooLarge'
        : 'badRequest';
  const { code, http } = API_ERRORS[name];
  const body = JSON.stringify({
    code,
    msg: translate(parseLanguageId(undefined), API_ERRORS[name].key),
    data: null,
  });
  // An answer to HEAD has no body (a client reading one would take it for the next answer).
  // (Node hands the bytes it read as a Buffer, whatever Fastify's type says.)
  const packet: unknown = error.rawPacket;
  const head = Buffer.isBuffer(packet) && packet.toString('latin1', 0, 5) === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${http} ${STATUS_CODES[http] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n` +
        (head ? '' : body),
    );
  }
  socket.destroy(error);
}

/** PostgreSQL's codes for text it cannot store (a NUL character, bytes outside UTF-8). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function databaseCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  // A guard behind the validator's (src/server/validator.ts): input the database cannot store
  // is the client's mistake, answered as one; the transaction it broke has rolled back.
  if (UNSTORABLE_TEXT.has(databaseCode(error) ?? '')) return new ApiError('validation');
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // A schema may name its own message (the contract's email and code: SPEC 5's wording).
    if (first && isServerMessageKey(first.message)) return new ApiError('validation', {}, first.message);
    const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return field ? new ApiError('validation', { field }, 'validation_field') : new ApiError('validation');
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new ApiError(mapped);
  const status = error.statusCode ?? 500;
  if (status === 429) return new ApiError('rateLimited');
  if (status === 413) return new ApiError('payloadTooLarge');
  if (status === 415) return new ApiError('unsupportedMediaType');
  if (status === 404) return new ApiError('notFound');
  if (status === 403) return new ApiError('forbidden');
  if (status === 405) return new ApiError('methodNotAllowed');
  if (status >= 400 && status < 500) return new ApiError('badRequest');
  return new ApiError('internal');
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const apiError = toApiError(error);
      if (apiError.httpStatus >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else if (!(error instanceof ApiError)) {
        request.log.info({ code: error.code, status: error.statusCode }, error.message);
      }
      if (apiError.retryAfterS !== undefined) reply.header('retry-after', String(apiError.retryAfterS));
      else if (apiError.errorName === 'rateLimited') {
        const retryAfter = reply.getHeader('retry-after');
        if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      }
      return sendApiError(request, reply, apiError);
    });
  },
  { name: 'error-handler', dependencies: ['language'] },
);

/** The envelope of a not-found API route (used by the not-found handler of app.ts). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendApiError(request, reply, new ApiError('notFound'));
}

/** A known API path asked with another method: 405 and the methods it answers (`Allow`). */
export function sendMethodNotAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: readonly string[],
): FastifyReply {
  reply.header('allow', allowed.join(', '));
  return sendApiError(request, reply, new ApiError('methodNotAllowed'));
}

/**
 * A known API path asked with a method it answers, which the router still did not match: a
 * path parameter over its length limit (app.ts `maxParamLength`).
 */
export function sendUriTooLong(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendApiError(request, reply, new ApiError('uriTooLong'));
}

export const NOT_FOUND_CODE = API_ERRORS.notFound.code;

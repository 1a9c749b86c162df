/**
 * The validator of every route schema: zod's (fastify-type-provider-zod), after one rule that
 * no schema states: no NUL character in any string of a body, query or path parameter.
 * PostgreSQL's text cannot hold one, so it would otherwise reach the database and fail there.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';

type Schema = Parameters<typeof zodValidatorCompiler>[0]['schema'];

/** The dotted path of the first string (or key) holding a NUL character, '' for the root. */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (key.includes('\0')) return at;
    const found = nulPath(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const validatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const at = nulPath(data);
    if (at === undefined) return validate(data);
    return {
      error:
        at === ''
          ? new ApiError('validation')
          : new ApiError('validation', { field: at }, 'validation_field'),
    };
  };
};

/**
 * The validator of every route schema: zod's (fastify-type-provider-zod), after two rules that
 * no schema states: no NUL character in any string of a body, query or path parameter
 * (PostgreSQL's text cannot hold one, so it would otherwise reach the database and fail
 * there), and a query parameter left empty is absent.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';

type Schema = Parameters<typeof zodValidatorCompiler>[0]['schema'];

/**
 * The dotted path of the first string (or key) holding a NUL character, '' for the root.
 * Walked with a stack of its own, not by recursion: a body nested thousands deep (valid JSON)
 * would otherwise overflow the call stack and answer 500.
 */
export function nulPath(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const entries = Object.entries(item);
    // Depth first, in key order (the first NUL found is the first a reader meets).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const at = path === '' ? key : `${path}.${key}`;
      if (key.includes('\0')) stack.push([`\0`, at]);
      else stack.push([child, at]);
    }
  }
  return undefined;
}

/**
 * A query's parameters left empty (`page_size=`) are absent, as the signature has them
 * (DESIGN 2 signs the non-empty ones only).
 */
function withoutEmpty(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

export const validatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  const validate = zodValidatorCompiler(route);
  const isQuery = route.httpPart === 'querystring';
  return (raw) => {
    const data = isQuery ? withoutEmpty(raw) : raw;
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

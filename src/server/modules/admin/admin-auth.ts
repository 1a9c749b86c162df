/**
 * The operator's bearer token (ADMIN_TOKEN): compared in constant time over SHA-256 digests,
 * so neither the content nor the length of the right token leaks through timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function bearerOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? '';
}

/** True when `presented` is the configured token; an empty configuration admits nobody. */
export function adminTokenMatches(expected: string, presented: string): boolean {
  if (expected === '' || presented === '') return false;
  return timingSafeEqual(digest(expected), digest(presented));
}

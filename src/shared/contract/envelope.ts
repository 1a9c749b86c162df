import { z } from 'zod';
import { numeric } from './numeric.ts';

/** Every response: `{ code, msg, data }` (DESIGN.md section 2). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const anyEnvelope = z.object({
  code: z.number().int().catch(200),
  msg: z.string().catch(''),
  data: z.unknown(),
});
export type AnyEnvelope = z.infer<typeof anyEnvelope>;

/** Paged lists of the unshown calls: `{ list, total, page, page_size }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}

export const pageRequest = z.object({
  page: numeric(z.number().int().min(1).max(10_000).default(1)),
  page_size: numeric(z.number().int().min(1).max(100).default(20)),
});

/** Calls whose payload SPEC.md shows as none or "not shown" accept an empty object. */
export const emptyBody = z.object({}).passthrough().nullish();

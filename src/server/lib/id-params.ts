/**
 * A path's `:id`, checked before it reaches SQL: a key of an int4 column stops at
 * 2,147,483,647 (past it PostgreSQL fails the query, a 500); a bigserial key at the largest safe
 * integer. Anything else answers 601 with the field.
 */
import { z } from 'zod';
import { numeric } from '#shared/contract/numeric.ts';

const positiveId = (max: number) => z.object({ id: numeric(z.number().int().positive().max(max)) });

/** `:id` of a serial (int4) key: series, banners, packages. */
export const int4IdParams = positiveId(2_147_483_647);

/** `:id` of a bigserial key: feedback. */
export const bigIdParams = positiveId(Number.MAX_SAFE_INTEGER);

/**
 * A number as JSON sends it, or as a query string carries it: decimal digits, maybe a sign and
 * a fraction. `z.coerce.number()` would also take `true`, `[1]`, `null`, `""`, `"0x10"` and
 * `"1e3"` (JavaScript's Number() of them), so a body with a wrong type could pass for a
 * valid one (an order for `pay_channel_id: true`); those now fail as any other wrong type.
 */
import { z } from 'zod';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

export function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    schema,
  );
}

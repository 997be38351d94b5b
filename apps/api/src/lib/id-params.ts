import { z } from 'zod';

/** The largest id of a `serial` column (PostgreSQL int4); a larger one in a query is an error, not a miss. */
export const MAX_SERIAL_ID = 2 ** 31 - 1;

/**
 * Path parameters `{ id }` of a row: decimal digits only, so `0x10`, `1e3`, `+5`, ` 7` and `007` are
 * a 400 instead of quietly meaning another row, and at most `max` (a `serial` column's limit unless
 * the table counts in `bigserial`).
 *
 * @example
 * idParams().parse({ id: '42' }); // { id: 42 }
 * idParams().safeParse({ id: '0x2' }).success; // false
 */
export function idParams(max: number = MAX_SERIAL_ID) {
  return z.object({
    id: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/)
      .transform(Number)
      .pipe(z.number().int().positive().max(max)),
  });
}

import { ERROR_MESSAGES, type ErrorCode } from '@spt/contracts';
import { z } from 'zod';

/**
 * Every error answer's shape, for the routes' response schemas and the OpenAPI document, where it is the
 * shared component `Error`. Some codes add fields (`issues` for `validation`, others their own).
 */
export const ErrorSchema = z
  .object({
    error: z.string().describe('A human text, in English; show a translation chosen by `code` instead'),
    code: z.string().describe('Stable machine code (ErrorCode in @spt/contracts)'),
    issues: z
      .array(z.object({ path: z.string(), code: z.string(), message: z.string() }))
      .optional()
      .describe('With `validation`: one entry per invalid field (`path` dotted for a nested one)'),
  })
  .loose()
  .meta({ id: 'Error' });

/**
 * An expected failure: the error handler answers `statusCode` with `{ error, code, ...extra }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
    message: string = ERROR_MESSAGES[code],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

import { ERROR_MESSAGES, type ErrorCode } from '@spt/contracts';
import { z } from 'zod';

/** Every error answer's shape, for the routes' response schemas and the OpenAPI document. */
export const ErrorSchema = z.object({ error: z.string(), code: z.string() }).loose();

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

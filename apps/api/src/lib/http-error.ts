import { ERROR_MESSAGES, type ErrorCode } from '@spt/contracts';

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

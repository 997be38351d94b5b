/** Stable error codes thrown by this package. */
export type PricingErrorCode =
  | 'INVALID_POINT'
  | 'INVALID_DISTANCE'
  | 'INVALID_MINUTES'
  | 'UNKNOWN_VEHICLE'
  | 'INVALID_VEHICLE'
  | 'INVALID_HOURS'
  | 'INVALID_GROUP'
  | 'INVALID_EXTRAS'
  | 'UNKNOWN_TOUR'
  | 'INVALID_RULES';

/**
 * The only error this package throws. Branch on `code`, never on `message`.
 *
 * @example
 * try { quoteTrip({ lat: 999, lon: 0 }, schiphol) } catch (e) {
 *   if (e instanceof PricingError && e.code === 'INVALID_POINT') { ... }
 * }
 */
export class PricingError extends Error {
  readonly code: PricingErrorCode;

  constructor(code: PricingErrorCode, message: string) {
    super(message);
    this.name = 'PricingError';
    this.code = code;
  }
}

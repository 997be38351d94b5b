/** A rate limit: `take()` answers whether one more call may go out now. */
export interface TokenBucket {
  take(): boolean;
}

/**
 * A token bucket holding at most `burst` tokens, refilled continuously at `perSecond`; each call
 * takes one. Starts full.
 *
 * @example
 * const bucket = tokenBucket({ burst: 1, perSecond: 1 }); // Nominatim's usage policy
 * bucket.take(); // true
 * bucket.take(); // false, until a second has passed
 */
export function tokenBucket(
  { burst, perSecond }: { burst: number; perSecond: number },
  now: () => number = () => performance.now(),
): TokenBucket {
  let tokens = burst;
  let at = now();
  return {
    take() {
      const time = now();
      // A clock that steps back must not leave the bucket empty for as long as the step.
      tokens = Math.min(burst, tokens + (Math.max(0, time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

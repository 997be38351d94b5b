/** How deep a chain of causes is followed (drizzle wraps the driver's error once, pg not at all). */
const MAX_DEPTH = 5;

/** An error in a chain, with the fields database drivers put on theirs. */
export interface ChainedError {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/**
 * An error and its causes (`cause`), outermost first, at most five: where a database error's SQLSTATE
 * or a socket's errno sits depends on which layer threw.
 *
 * @example
 * errorChain(new Error('query failed', { cause: { code: '23505' } })).some((e) => e.code === '23505'); // true
 */
export function errorChain(error: unknown): ChainedError[] {
  const chain: ChainedError[] = [];
  let current: unknown = error;
  while (chain.length < MAX_DEPTH && typeof current === 'object' && current !== null) {
    chain.push(current as ChainedError);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

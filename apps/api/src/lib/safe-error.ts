/** What a log line may say about an error: never its message, which can carry a query's parameters. */
export interface SafeError {
  /** The error's class, e.g. `DrizzleQueryError`, `TypeError`. */
  type: string;
  /** A stable code: the SQLSTATE of a database error (`22021`), or Node's (`ECONNREFUSED`). */
  code?: string;
  /** The database constraint, table and column a database error names (names, not values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** The classes and codes of the causes, outermost first. */
  causes?: string[];
  /** Up to 8 stack frames ("at fn (file:line:col)"), without the message line. */
  at?: string[];
}

const NAME = /^[A-Za-z0-9_.:-]{1,100}$/;

function field(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && NAME.test(value) ? value : undefined;
}

/**
 * Reduces an error to what can be logged without personal data: class names, codes and constraint
 * names along the `cause` chain, and the stack frames. The message, the failed query and its
 * parameters, and a database error's `detail` (which quotes the row's values) are left out.
 *
 * @example
 * request.log.error({ err: safeError(error), reqId: request.id }, 'unhandled error');
 */
export function safeError(error: unknown): SafeError {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < 5) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  const first = chain[0];
  if (!first) return { type: typeof error };
  const typeOf = (record: Record<string, unknown>) =>
    (record instanceof Error ? record.constructor.name || record.name : undefined) ?? 'Object';
  const result: SafeError = { type: typeOf(first) };
  for (const record of chain) {
    result.code ??= field(record, 'code');
    result.constraint ??= field(record, 'constraint');
    result.table ??= field(record, 'table');
    result.column ??= field(record, 'column');
  }
  if (chain.length > 1) {
    result.causes = chain.slice(1).map((record) => {
      const code = field(record, 'code');
      return code ? `${typeOf(record)} ${code}` : typeOf(record);
    });
  }
  const stack = typeof first.stack === 'string' ? first.stack : '';
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .map((line) => line.trim());
  if (frames.length > 0) result.at = frames;
  return result;
}

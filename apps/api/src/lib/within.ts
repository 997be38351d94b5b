/**
 * `promise`, or a rejection once `ms` have passed without it settling (the work itself may go on: a
 * database ping or query cannot be called back). The timer does not keep the process alive.
 *
 * @example
 * await within(app.database.ping(), 2000); // throws "no answer within 2000 ms" when the database hangs
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

import { vi } from 'vitest';

/**
 * Operators made by the tests get their passwords hashed at a low scrypt cost (N = 2^12 instead of
 * 2^17): the console's tests create and sign in operators hundreds of times, at about 0.3 s a hash
 * on one core. A stored hash carries its own cost, so signing in checks it at that cost; the check
 * for an unknown address still uses the server's full cost. passwords.test.ts tests the real cost.
 */
vi.mock('../src/lib/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/passwords.js')>();
  return {
    ...actual,
    hashPassword: (password: string) => actual.hashPassword(password, { N: 2 ** 12, r: 8, p: 1 }),
  };
});

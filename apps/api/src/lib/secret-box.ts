import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file that holds the key when APP_SECRET_KEY is not set. */
export const SECRET_KEY_FILE = 'secret.key';
const VERSION = 'v1';

/**
 * The server's secret key: APP_SECRET_KEY when given, else `DATA_DIR/secret.key`, made once (32 random
 * bytes, 0600, created exclusively so two processes cannot make two keys). The key lives outside the
 * database, so a copy of the database alone opens none of what it seals.
 */
export function loadSecretKey(given: Buffer | undefined, dataDir: string): Promise<Buffer> {
  if (given) return Promise.resolve(given);
  let loading = keyFiles.get(dataDir);
  if (!loading) {
    loading = readOrMakeKey(dataDir);
    keyFiles.set(dataDir, loading);
    // A failure (a read-only directory) is not remembered: the next use tries again.
    loading.catch(() => keyFiles.delete(dataDir));
  }
  return loading;
}

/** Keys read from their files, by data directory (read once per process). */
const keyFiles = new Map<string, Promise<Buffer>>();

async function readOrMakeKey(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, SECRET_KEY_FILE);
  // On PostgreSQL nothing else may have made DATA_DIR yet.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key`);
  return key;
}

/**
 * Seals a short secret with AES-256-GCM under `key` (a random 96-bit nonce each time), as
 * `v1.<nonce>.<ciphertext>.<tag>` in base64url; `purpose` is bound as associated data, so a sealed
 * value cannot be moved to another use.
 *
 * @example
 * const sealed = seal(key, 'totp:7', 'JBSWY3DPEHPK3PXP');
 * open(key, 'totp:7', sealed); // 'JBSWY3DPEHPK3PXP'
 */
export function seal(key: Buffer, purpose: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens what `seal` sealed for `purpose`; null when it was altered, sealed for another purpose or key. */
export function open(key: Buffer, purpose: string, sealed: string): string | null {
  const [version, nonce, body, tag] = sealed.split('.');
  if (version !== VERSION || !nonce || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

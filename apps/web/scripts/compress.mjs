// Writes <file>.br and <file>.gz beside every compressible file of the build, so the server sends
// bytes as they are (@fastify/static's preCompressed) and no request ever waits for brotli: quality 11
// takes about a second for the largest chunk. `node scripts/compress.mjs [dir]`, dir defaults to dist.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);
/** Below this, a compressed answer saves less than its own headers and the client's work cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const variants = [
  {
    suffix: '.br',
    compress: (raw) =>
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
  },
  { suffix: '.gz', compress: (raw) => gzipped(raw, { level: 9 }) },
];

const dist = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const started = performance.now();

// Hidden folders (Vite's .vite manifest) are never served.
const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter(
    (file) =>
      !relative(dist, file)
        .split(sep)
        .some((part) => part.startsWith('.')),
  );

const totals = { files: 0, raw: 0, '.br': 0, '.gz': 0 };

/**
 * Both variants of one file. A variant that is not smaller is removed rather than written, so a rerun
 * never leaves a stale one behind for the server to send. zlib's async calls run on libuv's thread
 * pool, so files compress in parallel without workers of our own.
 */
async function compressFile(file) {
  const raw = await readFile(file);
  totals.raw += raw.length;
  await Promise.all(
    variants.map(async ({ suffix, compress }) => {
      const packed = raw.length >= MIN_BYTES ? await compress(raw) : undefined;
      if (packed && packed.length < raw.length) {
        await writeFile(file + suffix, packed);
        totals[suffix] += packed.length;
      } else {
        await rm(file + suffix, { force: true });
        totals[suffix] += raw.length;
      }
    }),
  );
  totals.files += 1;
}

await Promise.all(files.map(compressFile));

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `compress: ${totals.files} files, ${kb(totals.raw)} -> brotli ${kb(totals['.br'])}, ` +
    `gzip ${kb(totals['.gz'])} in ${seconds} s`,
);

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, isAbsolute, join, posix, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/lib/paths.js';
import { deployCommand, dockerInstructions, runtimeStage, stageWorkdir } from './dockerfile.js';
import { freePort, TEST_DATABASE_URL, tempDir } from './helpers.js';
import { scratchDatabase } from './scratch-database.js';

// The production image without Docker: the Dockerfile's own `pnpm ... deploy` command run on this
// (built) workspace, its runtime stage's COPY lines carried out into a directory that stands for the
// image's file system, and its CMD started there with its ENV, as the container would. Then the
// server must answer, and the image must stay small (the whole workspace is about 1 GB).

const DOCKERFILE = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
const RUNTIME = runtimeStage(DOCKERFILE);
const PNPM = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
const PNPM_MISSING = PNPM.status !== 0;
if (PNPM_MISSING) console.warn('image-layout.test.ts skipped: pnpm is not available on this machine');

/**
 * The largest image this test accepts, in MiB: the bytes of its files on top of the Node base image, as
 * a layer's tar holds them (about 130 MiB at the time of writing, 5 MiB of it the prerendered pages of
 * four languages with their precompressed copies; the whole workspace is 1 GB).
 */
const MAX_IMAGE_MIB = 145;

/** Runs a command to its end without blocking the test's event loop. */
function runCommand(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

/** The bytes of every file and link under `root` (their apparent size, as in a tar). */
function treeBytes(root: string): number {
  return listTree(root).reduce((sum, path) => {
    const stat = lstatSync(join(root, path));
    return stat.isDirectory() ? sum : sum + stat.size;
  }, 0);
}

/** Every path under `root`, relative, for comparing before and after a run. */
function listTree(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      out.push(relative(root, path));
      if (entry.isDirectory()) walk(path);
    }
  };
  walk(root);
  return out.sort();
}

async function get(url: string): Promise<{ status: number; type: string; body: string; csp: boolean }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
    csp: res.headers.has('content-security-policy'),
  };
}

describe.skipIf(PNPM_MISSING)('the production image, laid out without Docker', () => {
  // The directories are made once the suite runs, not when a skipped suite is collected.
  let work = '';
  let imageRoot = '';
  let dataDir = '';
  const database = TEST_DATABASE_URL ? scratchDatabase(TEST_DATABASE_URL, 'spt_image_') : undefined;
  let server: ChildProcess | undefined;
  let output = '';

  beforeAll(() => {
    work = tempDir('spt-image-');
    imageRoot = join(work, 'image');
    dataDir = join(work, 'data');
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('reads the Dockerfile: a deploy in the build stage, copies, a non-root user, a CMD', () => {
    expect(RUNTIME.copies.length).toBeGreaterThan(0);
    expect(RUNTIME.cmd).toEqual(['node', 'apps/api/dist/server.js']);
    expect(RUNTIME.user).toBe('node');
    const from = new Set(RUNTIME.copies.map((c) => c.from));
    expect([...from]).toEqual(['build']);
    expect(deployCommand(DOCKERFILE, 'build')?.args).toEqual(
      expect.arrayContaining(['--filter', '@spt/api', 'deploy', '--prod']),
    );
  });

  it('deploys, copies what the Dockerfile copies, starts its CMD and answers /readyz, /en and /api/docs', async () => {
    const deploy = deployCommand(DOCKERFILE, 'build');
    if (!deploy) throw new Error('no `pnpm ... deploy` in the build stage of the Dockerfile');
    const outDir = join(work, 'out');
    const started = Date.now();
    const run = await runCommand('pnpm', [...deploy.args, outDir], REPO_ROOT);
    console.info(`image-layout: pnpm ${deploy.args.join(' ')} took ${Date.now() - started} ms`);
    expect(run.status, run.output).toBe(0);

    // The build stage copied the checkout to its WORKDIR; the deploy wrote its own directory.
    const buildWorkdir = stageWorkdir(dockerInstructions(DOCKERFILE), 'build');
    const hostPath = (source: string): string => {
      if (source === deploy.outDir || source.startsWith(`${deploy.outDir}/`)) {
        return join(outDir, source.slice(deploy.outDir.length));
      }
      if (source.startsWith(`${buildWorkdir}/`)) return join(REPO_ROOT, source.slice(buildWorkdir.length));
      throw new Error(`COPY from a path this test cannot place: ${source}`);
    };
    for (const copy of RUNTIME.copies) {
      const destination = join(
        imageRoot,
        isAbsolute(copy.destination) ? copy.destination : posix.join(RUNTIME.workdir, copy.destination),
      );
      for (const source of copy.sources) {
        const from = hostPath(source);
        expect(existsSync(from), `COPY source ${source} (${from})`).toBe(true);
        const target =
          copy.destination.endsWith('/') && !statSync(from).isDirectory()
            ? join(destination, posix.basename(source))
            : destination;
        mkdirSync(dirname(target), { recursive: true });
        // pnpm's node_modules links are relative: copied as they are, as Docker's COPY does.
        cpSync(from, target, { recursive: true, verbatimSymlinks: true });
      }
    }

    // Only the server's package and the site: no sources, tests or development tools.
    const app = join(imageRoot, RUNTIME.workdir);
    expect(readdirSync(join(app, 'apps', 'api')).sort()).toEqual([
      'dist',
      'drizzle',
      // The invoices' typeface (fonts/README.md).
      'fonts',
      'node_modules',
      'package.json',
    ]);
    const store = readdirSync(join(app, 'apps', 'api', 'node_modules', '.pnpm'));
    for (const devTool of ['vitest@', 'typescript@', 'drizzle-kit@', 'tsup@', 'esbuild@', '@biomejs']) {
      expect(store.filter((name) => name.startsWith(devTool))).toEqual([]);
    }
    const sizeMib = Math.round(treeBytes(imageRoot) / 2 ** 20);
    console.info(`image-layout: ${sizeMib} MiB of files on top of the Node image`);
    expect(sizeMib).toBeGreaterThan(0);
    expect(sizeMib).toBeLessThan(MAX_IMAGE_MIB);

    // Start the CMD as the container would: the Dockerfile's ENV, the compose file's kind of settings.
    const before = listTree(app);
    // The image makes DATA_DIR (the volume's mount point) for the server's user.
    mkdirSync(dataDir, { recursive: true });
    const port = await freePort();
    await database?.create();
    const [command = 'node', ...args] = RUNTIME.cmd;
    server = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: app,
      env: {
        PATH: process.env.PATH ?? '',
        ...RUNTIME.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        GEOCODER_UPSTREAM: 'none',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    let ready = 0;
    while (Date.now() < deadline && server.exitCode === null) {
      ready = await fetch(`${base}/readyz`).then(
        (res) => res.status,
        () => 0,
      );
      if (ready === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready, output).toBe(200);

    const page = await get(`${base}/en`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html[^>]*lang="en"/);
    expect(page.csp).toBe(true);
    const docs = await get(`${base}/api/docs`);
    expect(docs.status).toBe(200);
    expect(JSON.parse(docs.body)).toMatchObject({ openapi: expect.stringMatching(/^3\./) });

    server.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => server?.once('exit', resolve));
    expect(code, output).toBe(0);
    // The server wrote only to DATA_DIR: its own files may stay read-only for the non-root user.
    expect(listTree(app)).toEqual(before);
  }, 180_000);
});

// The idle resident memory of the server that `pnpm start` runs, on the embedded defaults (PGlite in
// DATA_DIR, the embedded gazetteer, mail written to DATA_DIR/outbox), for bench/run.mjs.
// The command is the API package's `serve` script (what `pnpm start` runs after the build), started
// directly so the figure is the server's own process, without pnpm's. One start makes a new data
// directory; the budget is judged on the restarts that follow on that same data: VmRSS from
// /proc/<pid>/status a few seconds after /readyz first answers 200, the median of `runs` restarts and
// their range. Linux only (/proc).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** DESIGN.md "Budgets": idle resident memory of `pnpm start` on the embedded defaults, restarted. */
export const IDLE_MEMORY_BUDGET_MB = 300;
/** How long after /readyz first answers 200 the memory is read: the start-up work has settled. */
const SETTLE_MS = 5000;
/** How long a start may take before the run counts as failed (a new data directory under load). */
const READY_TIMEOUT_MS = 120_000;

/** The `serve` script of apps/api/package.json as a command for spawn: `node` becomes this Node. */
export function serveCommand(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
  const [program, ...args] = String(pkg.scripts?.serve ?? '')
    .trim()
    .split(/\s+/);
  if (program !== 'node')
    throw new Error(`apps/api's serve script is not a node command: ${pkg.scripts?.serve}`);
  return { cwd: join(root, 'apps/api'), args, text: pkg.scripts.serve };
}

async function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** VmRSS and VmHWM (the peak) of a process, in MB. */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Whether a child process has ended. */
const ended = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * One start of the serve command on `dataDir`: its idle VmRSS and peak VmHWM (MB) and how long it took
 * to answer /readyz. Stopped with SIGTERM, as an operator stops it.
 */
async function oneStart(command, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const lastWords = () => stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300);
  try {
    let readyMs = null;
    while (readyMs === null && !ended(child) && performance.now() - started < READY_TIMEOUT_MS) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.ok) readyMs = Math.round(performance.now() - started);
      } catch {}
      if (readyMs === null) await new Promise((r) => setTimeout(r, 100));
    }
    if (readyMs === null)
      throw new Error(`server ${ended(child) ? 'exited' : 'not ready in time'}: ${lastWords()}`);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    if (ended(child)) throw new Error(`server exited while idle: ${lastWords()}`);
    return { ...residentMb(child.pid), readyMs };
  } finally {
    if (!ended(child)) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * Starts the serve command once on a new data directory, then `runs` times on that same data.
 * Returns every start, and the median and range of the restarts' idle RSS against the budget.
 */
export async function idleMemory({ root, runs = 3, log = () => {} }) {
  const command = serveCommand(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-idle-memory-'));
  try {
    const first = await oneStart(command, dataDir);
    log('idle memory', 'first start (new data directory)', JSON.stringify(first));
    const restarts = [];
    for (let run = 1; run <= runs; run++) {
      const result = await oneStart(command, dataDir);
      restarts.push(result);
      log('idle memory', `restart ${run}/${runs}`, JSON.stringify(result));
    }
    const rss = restarts.map((r) => r.rssMb);
    const medianMb = median(rss);
    return {
      command: command.text,
      settleMs: SETTLE_MS,
      budgetMb: IDLE_MEMORY_BUDGET_MB,
      first,
      restarts,
      medianMb,
      rangeMb: [Math.min(...rss), Math.max(...rss)],
      peakMb: Math.max(...restarts.map((r) => r.peakMb)),
      budgetMet: medianMb <= IDLE_MEMORY_BUDGET_MB,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's section (markdown lines) for bench/results.md. */
export function idleMemoryReport(m) {
  const lines = [
    '## Idle memory of `pnpm start` (embedded database)',
    '',
    `Budget: idle resident memory of the server that \`pnpm start\` runs, on the embedded defaults (PGlite in DATA_DIR, the embedded gazetteer, mail to files), restarted on its own data, at most ${IDLE_MEMORY_BUDGET_MB} MB; judged on the median of the restarts. VmRSS of the server process (apps/api's \`serve\` script, started directly, so pnpm's own process is not counted) ${SETTLE_MS / 1000} s after /readyz first answers 200 (bench/idle-memory.mjs). The first start makes its new data directory in a short-lived child process (apps/api/src/db/client.ts, createPgliteDir), whose few seconds of memory are not counted here.`,
    '',
  ];
  if (!m) return [...lines, 'Not run.'];
  if (m.error) return [...lines, `Error: ${String(m.error).replace(/\|/g, '/')}`];
  lines.push(
    `Command: \`${m.command}\`.`,
    '',
    '| start | idle RSS | peak RSS (VmHWM) | ready after | budget |',
    '|---|---|---|---|---|',
    `| first start, new data directory | ${m.first.rssMb} MB | ${m.first.peakMb} MB | ${m.first.readyMs} ms | |`,
  );
  m.restarts.forEach((r, i) => {
    lines.push(`| restart ${i + 1} on its own data | ${r.rssMb} MB | ${r.peakMb} MB | ${r.readyMs} ms | |`);
  });
  const [min, max] = m.rangeMb;
  lines.push(
    `| **restarted, median of ${m.restarts.length}** | **${m.medianMb} MB** (range ${min}-${max} MB) | ${m.peakMb} MB | | ${m.budgetMet ? 'met' : '**MISSED**'} (at most ${m.budgetMb} MB) |`,
  );
  return lines;
}

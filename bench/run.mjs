#!/usr/bin/env node
// pnpm bench: measures the budgets of shared/DESIGN.md on this machine and writes bench/results.md and
// bench/results.json. Run after `pnpm build` (the root script does both). Nothing here is asserted by a
// test; a missed budget is marked in the report.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const webDist = join(root, 'apps/web/dist');
const results = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
};
const log = (...args) => console.log('[bench]', ...args);

async function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_BOOKINGS: '1000000',
      RATE_LIMIT_CONTACTS: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return { base, child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

/** The JS and CSS a page loads first: its script, modulepreload and stylesheet links. */
function firstLoadAssets(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g))
    refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g))
    refs.add(m[1]);
  const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  for (const ref of refs) {
    if (/^https?:/.test(ref)) continue;
    const file = join(webDist, ref.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : null;
    if (!kind) continue;
    const body = readFileSync(file);
    totals[kind].raw += body.length;
    totals[kind].gzip += gzipSync(body, { level: 9 }).length;
    totals[kind].brotli += brotliCompressSync(body).length;
  }
  return totals;
}

function bundleReport() {
  const families = {
    home: 'en/index.html',
    content: 'en/about/index.html',
    tour: 'en/tours/giethoorn/index.html',
    booking: 'nl/boeken/index.html',
    contact: 'nl/contact/index.html',
  };
  const out = {};
  for (const [family, file] of Object.entries(families)) {
    const path = join(webDist, file);
    out[family] = existsSync(path) ? firstLoadAssets(path) : null;
  }
  // The wizard chunk and phone metadata load later; report the largest lazy chunks for context.
  const assetsDir = join(webDist, 'assets');
  out.lazyChunks = existsSync(assetsDir)
    ? readdirSync(assetsDir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => ({ file: f, gzip: gzipSync(readFileSync(join(assetsDir, f)), { level: 9 }).length }))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 6)
    : [];
  return out;
}

/** The end of a failed command's stderr (where its cause is), or its message. */
function lastLines(error) {
  const text = String(error.stderr || error.message || error).trim();
  return text.split('\n').slice(-3).join(' | ').slice(-400);
}

async function lighthouse(base) {
  const pages = ['/en', '/nl/boeken', '/en/tours/giethoorn', '/nl/contact'];
  const out = [];
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of pages) {
      const file = join(tmpdir(), `lh-${formFactor}-${page.replace(/\W+/g, '_')}.json`);
      const args = [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        `${base}${page}`,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        `--chrome-path=${chromePath}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        '--only-categories=performance,accessibility,best-practices,seo',
      ];
      if (formFactor === 'desktop') args.push('--preset=desktop');
      try {
        const lighthouseRun = () =>
          run(process.execPath, args, { timeout: 120_000, env: { ...process.env, CHROME_PATH: chromePath } });
        // One retry: a Chrome that fails to start or a protocol timeout is not a property of the page.
        await lighthouseRun().catch((error) => {
          log('lighthouse', formFactor, page, 'retrying after', lastLines(error));
          return lighthouseRun();
        });
        const report = JSON.parse(readFileSync(file, 'utf8'));
        const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
        const audit = (id) => report.audits[id]?.numericValue;
        out.push({
          page,
          formFactor,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
          cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
          tbtMs: Math.round(audit('total-blocking-time') ?? 0),
          failing: Object.values(report.categories)
            .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => report.audits[r.id]))
            .filter((a) => a && a.score !== null && a.score < 0.9)
            .map((a) => a.id)
            .slice(0, 8),
        });
        rmSync(file, { force: true });
      } catch (error) {
        out.push({ page, formFactor, error: lastLines(error) });
      }
      log('lighthouse', formFactor, page, JSON.stringify(out.at(-1)).slice(0, 200));
    }
  }
  return out;
}

async function lastJsonLine(cmd, args, env = {}) {
  const { stdout } = await run(cmd, args, {
    cwd: root,
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  const line = stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}

async function keystrokeToSuggestions(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/en/booking`, { waitUntil: 'networkidle' });
    const input = page.getByRole('combobox', { name: /Pickup/ });
    await input.waitFor();
    const samples = [];
    for (const query of [
      'Amst',
      'Rotte',
      'Utre',
      'Maas',
      'Eindh',
      'Groni',
      'Brug',
      'Antw',
      'Giet',
      'Volen',
      'Zaan',
      'Hoofd',
    ]) {
      await input.fill('');
      await page.waitForTimeout(350);
      // Time from the last keystroke to the first option on screen, minus the 300 ms debounce.
      const elapsed = await page.evaluate(async (q) => {
        const el = document.querySelector('input[role="combobox"]');
        const list = document.getElementById(el.getAttribute('aria-controls'));
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(el, q);
        const start = performance.now();
        el.dispatchEvent(new Event('input', { bubbles: true }));
        return new Promise((done) => {
          const check = () => {
            if (list && !list.hidden && list.querySelector('[role="option"]'))
              done(performance.now() - start);
            else requestAnimationFrame(check);
          };
          check();
          setTimeout(() => done(-1), 5000);
        });
      }, query);
      if (elapsed > 0) samples.push(elapsed - 300);
    }
    samples.sort((a, b) => a - b);
    const pick = (q) =>
      Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? -1);
    return { samples: samples.length, p50Ms: pick(0.5), maxMs: Math.round(samples.at(-1) ?? -1) };
  } finally {
    await browser.close();
  }
}

/**
 * Why the first-load JS budget is missed, and the next step. Figures measured on 2026-11-23 by
 * attributing the minified entry chunk's bytes to packages through its source map.
 */
const JS_BUDGET_NOTE = [
  '**Why the JS budget is missed.** The first-load bundle is the framework before it is our code:',
  'react-dom 62 KB, TanStack Router (core, react, history, store) 29 KB, i18next with',
  'react-i18next, the HTTP backend and the language detector 23 KB, React and scheduler 4.5 KB: about',
  '118 KB of the 139 KB gzip; our pages, layout, artwork and content are about 22 KB. Splitting every page into its own',
  'chunk was measured at 136.5-140.4 KB per page (no gain, more requests) and was not kept. The',
  'server sends brotli, and the entry is 120.5 KB brotli on the wire. The wizard (41 KB), zod (26 KB)',
  'and phone metadata load only on the booking and contact pages, after hydration.',
  'Next step: load the i18next HTTP backend and detector only on a language switch (about 5 KB), and',
  'decide whether the client may use a small lookup over the prerendered resources instead of',
  'i18next (about 15 KB more): that changes the stack DESIGN.md prescribes, so it is for the team.',
].join(' ');

/** DESIGN.md: JS on a content page, gzip, first load. */
const JS_BUDGET_GZIP_BYTES = 120 * 1024;

const mark = (ok) => (ok === null || ok === undefined ? '?' : ok ? 'met' : '**MISSED**');

function report(r) {
  const lines = [`# Benchmarks`, '', `Measured ${r.date} on ${r.machine}, 2 cores, by \`pnpm bench\`.`, ''];
  lines.push(
    '## First-load JavaScript and CSS per page family',
    '',
    'Budget: JS on a content page at most 120 KB gzip.',
    '',
  );
  lines.push(
    '| family | JS gzip | JS brotli | CSS gzip | CSS brotli | budget |',
    '|---|---|---|---|---|---|',
  );
  for (const [family, t] of Object.entries(r.bundles)) {
    if (family === 'lazyChunks' || !t) continue;
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    lines.push(
      `| ${family} | ${kb(t.js.gzip)} | ${kb(t.js.brotli)} | ${kb(t.css.gzip)} | ${kb(t.css.brotli)} | ${mark(t.js.gzip <= JS_BUDGET_GZIP_BYTES)} |`,
    );
  }
  const jsMissed = Object.values(r.bundles).some((f) => f?.js?.gzip > JS_BUDGET_GZIP_BYTES);
  if (jsMissed) lines.push('', JS_BUDGET_NOTE);
  if (r.bundles.lazyChunks?.length) {
    lines.push(
      '',
      'Largest JS chunks (gzip), including those loaded on demand: ' +
        r.bundles.lazyChunks.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KB`).join(', ') +
        '.',
    );
  }
  lines.push(
    '',
    '## Lighthouse',
    '',
    'Budget (mobile): performance 95+, accessibility 100, best practices 100, SEO 100.',
    '',
  );
  lines.push(
    '| page | form factor | perf | a11y | best pr. | SEO | LCP | CLS | TBT | budget |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const l of r.lighthouse ?? []) {
    if (l.error) {
      lines.push(
        `| ${l.page} | ${l.formFactor} | error: ${l.error.replace(/\|/g, '/').slice(0, 80)} | | | | | | | ? |`,
      );
      continue;
    }
    const ok =
      l.formFactor !== 'mobile' ||
      (l.performance >= 95 && l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100);
    lines.push(
      `| ${l.page} | ${l.formFactor} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} ms | ${l.cls} | ${l.tbtMs} ms | ${mark(ok)}${ok ? '' : ` (${l.failing.join(', ')})`} |`,
    );
  }
  lines.push('', '## API under load (autocannon, loopback, embedded database)', '');
  if (r.api?.error) lines.push(`Error: ${r.api.error}`);
  else if (r.api) {
    lines.push('| route | req/s | p50 | p99 | ratio to bare route | budget |', '|---|---|---|---|---|---|');
    // autocannon reports whole milliseconds in closed loop: 0 ms means under 1 ms.
    const { bare, quote, geoSearch, booking, bookingMax } = r.api;
    const rows = [
      { name: 'GET bare Fastify route (reference)', x: bare, ratio: 1 },
      { name: 'GET /api/quote', x: quote },
      {
        name: 'GET /api/geo/search',
        x: geoSearch,
        budget: (x) => `${mark(x.ratioToBare >= 0.5)} (50%+ of bare)`,
      },
      {
        // A fixed request rate: a ratio to the bare route's maximum means nothing here.
        name: `POST /api/booking, open loop at ${r.api.bookingRate ?? 200} req/s`,
        x: booking,
        ratio: '',
        budget: (x) => `${mark(x.p99Ms < 25)} (p99 < 25 ms at 200 req/s)`,
      },
      { name: 'POST /api/booking, closed loop (max throughput)', x: bookingMax },
    ];
    for (const { name, x, ratio = x?.ratioToBare ?? '', budget } of rows) {
      if (!x) continue;
      lines.push(`| ${name} | ${x.rps} | ${x.p50Ms} ms | ${x.p99Ms} ms | ${ratio} | ${budget?.(x) ?? ''} |`);
    }
    if (r.api.note) lines.push('', r.api.note);
  }
  lines.push('', '## City search', '');
  if (r.gazetteer?.error) lines.push(`Gazetteer: error ${r.gazetteer.error}`);
  else if (r.gazetteer)
    lines.push(
      `Gazetteer search over ${r.gazetteer.queries ?? '?'} prefixes: p50 ${r.gazetteer.p50Ms} ms, p99 ${r.gazetteer.p99Ms} ms (budget p99 < 5 ms: ${mark(r.gazetteer.p99Ms < 5)}).`,
    );
  if (r.keystroke?.error) lines.push('', `Keystroke to suggestions: error ${r.keystroke.error}`);
  else if (r.keystroke)
    lines.push(
      '',
      `Keystroke to suggestions in Chromium, after the 300 ms debounce, ${r.keystroke.samples} queries: p50 ${r.keystroke.p50Ms} ms, max ${r.keystroke.maxMs} ms (budget under 50 ms: ${mark(r.keystroke.maxMs < 50)}).`,
    );
  lines.push('');
  return lines.join('\n');
}

async function main() {
  if (!existsSync(join(root, 'apps/api/dist/server.js'))) throw new Error('run pnpm build first');
  results.bundles = bundleReport();
  log('bundles', JSON.stringify(results.bundles).slice(0, 300));
  try {
    results.gazetteer = await lastJsonLine(process.execPath, [
      join(root, 'packages/geo-search/bench/search.bench.mjs'),
    ]);
  } catch (error) {
    results.gazetteer = { error: String(error.message ?? error).slice(0, 300) };
  }
  log('gazetteer', JSON.stringify(results.gazetteer));
  try {
    results.api = await lastJsonLine(process.execPath, [join(root, 'apps/api/bench/api.bench.mjs')]);
  } catch (error) {
    results.api = { error: String(error.message ?? error).slice(0, 300) };
  }
  log('api', JSON.stringify(results.api).slice(0, 400));
  const server = await startServer();
  try {
    try {
      results.keystroke = await keystrokeToSuggestions(server.base);
    } catch (error) {
      results.keystroke = { error: String(error.message ?? error).slice(0, 300) };
    }
    log('keystroke', JSON.stringify(results.keystroke));
    if (!process.argv.includes('--skip-lighthouse')) results.lighthouse = await lighthouse(server.base);
  } finally {
    server.child.kill('SIGTERM');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(root, 'bench/results.md'), report(results));
  log('wrote bench/results.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

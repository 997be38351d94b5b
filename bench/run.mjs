#!/usr/bin/env node
// pnpm bench: measures the budgets of shared/DESIGN.md on this machine and writes bench/results.md and
// bench/results.json. Run after `pnpm build` (the root script does both). A missed budget is marked in the
// report; of these figures, only the first-load JS (bytes, apps/web/scripts/first-load.mjs) is also
// asserted by a test (apps/web/test/first-load-budget.test.ts).
// Flags: --skip-lighthouse; --runs N (Lighthouse runs per page, and restarts of the idle-memory figure;
// default 3; the report prints every run, the median and the range, and judges the budget on the
// median); --desktop (desktop runs too);
// --only a,b (only these sections: bundles, gazetteer, api, keystroke, lighthouse, idle-memory; the
// others keep their figures from the last bench/results.json, and the report says which were rerun);
// --report-only (writes bench/results.md again from bench/results.json, measuring nothing).
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  BOOKING_TAP_JS_BUDGET_GZIP,
  FIRST_LOAD_JS_BUDGET_GZIP,
  FIRST_LOAD_JS_CEILING_GZIP,
  firstLoadReport,
  KB,
} from '../apps/web/scripts/first-load.mjs';
import { idleMemory, idleMemoryReport, serveCommand } from './idle-memory.mjs';

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
  // The process `pnpm start` runs (apps/api's serve script, with its Node flags), so the load figures
  // and the idle memory are of the same server.
  const serve = serveCommand(root);
  const child = spawn(process.execPath, serve.args, {
    cwd: serve.cwd,
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

/** First-load JS and CSS of every page family (apps/web/scripts/first-load.mjs), for results.json. */
function bundleReport() {
  const report = firstLoadReport({ dist: webDist });
  /** Sizes without the file lists, except where the list explains the figure (the booking tap). */
  const sizes = ({ raw, gzip, brotli }) => ({ raw, gzip, brotli });
  return {
    kb: report.kb,
    families: report.families.map((f) => ({
      family: f.family,
      pages: f.pages.length,
      worstPage: f.worstPage,
      js: sizes(f.js),
      css: sizes(f.css),
      ...(f.tap === undefined
        ? {}
        : {
            tap: f.tap && {
              page: f.tap.page,
              wizard: f.tap.wizardKeys,
              js: f.tap.js,
              css: sizes(f.tap.css),
            },
          }),
    })),
    pages: Object.fromEntries(report.pages.map((p) => [p.path, p.firstLoad.js.gzip])),
    // The wizard chunk and phone metadata load later; the largest chunks are reported for context.
    lazyChunks: report.lazyChunks,
  };
}

/** The end of a failed command's stderr (where its cause is), or its message. */
function lastLines(error) {
  const text = String(error.stderr || error.message || error).trim();
  return text.split('\n').slice(-3).join(' | ').slice(-400);
}

/**
 * The pages of the Lighthouse budget: one of each page family (DESIGN "Budgets": every family, the
 * manage page among the new ones; opened without a link it shows how to reach one's booking).
 */
const LIGHTHOUSE_PAGES = [
  '/en',
  '/nl/over-ons',
  '/nl/boeken',
  '/en/tours/giethoorn',
  '/nl/contact',
  '/en/city-transfers',
  '/en/manage-booking',
  // German and French (issue 28): their home, booking, tour and about pages.
  '/de',
  '/de/buchen',
  '/fr/excursions/bruges',
  '/fr/a-propos',
  // The driver's page (DESIGN "Budgets": the new pages); opened without a link it says how to get one.
  '/driver',
];
/**
 * Pages that are `noindex` by design (DESIGN.md: the manage and driver pages are private). Lighthouse's
 * is-crawlable audit fails on them for exactly that, so their SEO figure is the category's score over
 * every other audit; the raw score is kept beside it (`seoRaw`).
 */
const NOINDEX_PAGES = new Set(['/en/manage-booking', '/driver']);
/** The figures of one Lighthouse run that the report prints, and their budget on the mobile median. */
const LIGHTHOUSE_METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls'];
const METRIC_LABELS = {
  performance: 'perf',
  accessibility: 'a11y',
  bestPractices: 'best pr.',
  seo: 'SEO',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
};
const LIGHTHOUSE_BUDGET = {
  performance: (v) => v >= 95,
  accessibility: (v) => v === 100,
  bestPractices: (v) => v === 100,
  seo: (v) => v === 100,
  lcpMs: (v) => v <= 1800,
  tbtMs: (v) => v <= 150,
  cls: (v) => v < 0.05,
};

/** The value after a command-line flag (`--runs 3` or `--runs=3`), or undefined. */
function flagValue(name) {
  const args = process.argv.slice(2);
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

/** The median of numbers (the mean of the middle two for an even count), or null for none. */
function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Number(value.toFixed(3));
}

/**
 * The SEO category's score as Lighthouse weighs it, without the is-crawlable audit: for a page that is
 * noindex by design. Only the page's own noindex (its robots meta or X-Robots-Tag header) may make
 * that audit fail: a page blocked by robots.txt still counts against it.
 */
function seoWithoutCrawlable(report) {
  const crawlable = report.audits['is-crawlable'];
  const blockers = crawlable?.details?.items ?? [];
  // The page's own noindex: its robots meta, or the X-Robots-Tag header the server sends with it.
  const ownNoindex = (item) =>
    /<meta name="robots"/i.test(item?.source?.snippet ?? '') ||
    (typeof item?.source === 'string' && /^x-robots-tag:.*noindex/i.test(item.source));
  const onlyOwn = blockers.length > 0 && blockers.every(ownNoindex);
  if (crawlable?.score === 0 && !onlyOwn) return 0;
  let sum = 0;
  let weights = 0;
  for (const ref of report.categories.seo?.auditRefs ?? []) {
    const audit = report.audits[ref.id];
    if (ref.id === 'is-crawlable' || !ref.weight || audit?.score === null || audit?.score === undefined)
      continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights ? Math.round((sum / weights) * 100) : 0;
}

/** One Lighthouse run of a page (with one retry), as the figures of LIGHTHOUSE_METRICS. */
async function lighthouseRun(base, page, formFactor) {
  const file = join(tmpdir(), `lh-${process.pid}-${formFactor}-${page.replace(/\W+/g, '_')}.json`);
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
    const once = () =>
      run(process.execPath, args, { timeout: 120_000, env: { ...process.env, CHROME_PATH: chromePath } });
    // One retry: a Chrome that fails to start or a protocol timeout is not a property of the page.
    await once().catch((error) => {
      log('lighthouse', formFactor, page, 'retrying after', lastLines(error));
      return once();
    });
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id) => report.audits[id]?.numericValue;
    const seo = NOINDEX_PAGES.has(page) ? seoWithoutCrawlable(report) : score('seo');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo,
      ...(NOINDEX_PAGES.has(page) ? { seoRaw: score('seo') } : {}),
      lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
      tbtMs: Math.round(audit('total-blocking-time') ?? 0),
      cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
      failing: Object.values(report.categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => report.audits[r.id]))
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .filter((a) => !(a.id === 'is-crawlable' && NOINDEX_PAGES.has(page)))
        .map((a) => a.id)
        .slice(0, 8),
    };
  } catch (error) {
    return { error: lastLines(error) };
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Lighthouse on every page of LIGHTHOUSE_PAGES, `runs` times each (mobile; desktop too with
 * `--desktop`), in rounds (every page once, then again), so a slow spell of the machine spreads over
 * the pages. Per page: every run, the median and the range (min-max) of each figure, and the budget
 * judged on the medians.
 */
async function lighthouse(base, { runs, formFactors }) {
  const rounds = [];
  for (let round = 1; round <= runs; round++)
    for (const formFactor of formFactors)
      for (const page of LIGHTHOUSE_PAGES) {
        const result = { page, formFactor, run: round, ...(await lighthouseRun(base, page, formFactor)) };
        rounds.push(result);
        log('lighthouse', `run ${round}/${runs}`, formFactor, page, JSON.stringify(result).slice(0, 200));
      }
  const out = [];
  for (const formFactor of formFactors)
    for (const page of LIGHTHOUSE_PAGES) {
      const all = rounds.filter((r) => r.page === page && r.formFactor === formFactor);
      const ok = all.filter((r) => !r.error);
      const medians = {};
      const range = {};
      for (const metric of LIGHTHOUSE_METRICS) {
        const values = ok.map((r) => r[metric]);
        medians[metric] = median(values);
        range[metric] = values.length ? [Math.min(...values), Math.max(...values)] : null;
      }
      const missed = ok.length
        ? LIGHTHOUSE_METRICS.filter((metric) => !LIGHTHOUSE_BUDGET[metric](medians[metric]))
        : LIGHTHOUSE_METRICS;
      out.push({
        page,
        formFactor,
        runs: all,
        median: medians,
        range,
        // Judged on mobile only (DESIGN.md), on the medians, and only when every run completed ('?').
        budgetMet: formFactor !== 'mobile' || ok.length < all.length ? null : missed.length === 0,
        missed: formFactor === 'mobile' ? missed : [],
        failing: [...new Set(ok.flatMap((r) => r.failing))].slice(0, 8),
      });
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
 * attributing the minified framework and entry chunks' bytes to packages through their source maps.
 */
const JS_BUDGET_NOTE = [
  '**Why the 120 KB goal is missed.** Every page now loads one framework chunk of 112.1 KB gzip before any',
  'code of ours: react-dom 62.4 KB, TanStack Router (core, react, history, store) 29.3 KB, i18next with',
  'react-i18next 17.7 KB, React and scheduler 4.4 KB. Our own first load is the entry (layout, route',
  'table, head tags: 9.1 KB), the content and business configuration (4.4 KB), the page chunk',
  '(1.5-3 KB), the icons and dialog (3 KB) and the boot and router scripts (1.2 KB). Already done: a',
  'chunk per page, the artwork as static SVG files, the JSON-LD written at prerender time only, no',
  "i18next HTTP backend or detector, zod and the phone metadata out of the first load and the wizard's",
  'first tap, one framework chunk. 120 KB leaves 8 KB above the framework, less than the layout alone,',
  'so the budget needs a change of stack that DESIGN.md does not make: Preact with preact/compat in',
  'place of react-dom (about 55 KB less) or a small lookup over the prerendered strings in place of',
  'i18next (about 17 KB less). Until then DESIGN.md holds every page under 135 KB, as the build test does.',
].join(' ');

/**
 * Why TBT is missed, from traces of the built pages at 4x CPU slowdown (the factor Lighthouse's
 * simulation applies), taken on 2026-11-27 with the session's changes in.
 */
const TBT_NOTE = [
  '**Why TBT is missed.** Three tasks over 50 ms remain on every page once the simulation multiplies',
  'them by 4: the first style and layout of the prerendered page (30-70 ms on this machine;',
  'content-visibility on the sections below the first screen halved it, but left them blank in',
  'full-page screenshots and fast scrolls, so it was taken out), the evaluation of the framework and',
  "entry modules with the router's creation (35-45 ms), and React's commit of the hydrated tree",
  '(hydration itself runs in a transition and yields between components).',
  'Already done: no Intl.NumberFormat while a page starts (its first construction loaded ICU data for',
  '25-50 ms), no time-zone formatter before a pickup time is checked, no price texts formatted by the',
  'client bundle, the booking looked up on the manage page rendered in a transition. The figures',
  'vary with the machine: the same build measured 23-246 ms on /en within ten minutes, and the',
  'median of 3 moves by 100 ms between sessions. The next step is the change of stack named above',
  '(less framework code to evaluate before the page answers).',
].join(' ');

const NOINDEX_NOTE = [
  `**SEO of ${[...NOINDEX_PAGES].join(' and ')}.** These pages are noindex by design (DESIGN.md: private`,
  "pages), so Lighthouse's is-crawlable audit fails on them (the raw score is in brackets in each run's",
  'row). Their SEO figure here is the category scored over every other audit, with is-crawlable left',
  'out only when the robots meta is the one reason it fails.',
].join(' ');

const mark = (ok) => (ok === null || ok === undefined ? '?' : ok ? 'met' : '**MISSED**');
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const cell = (text) => String(text).replace(/\|/g, '/');

/** One Lighthouse row's figures: perf, a11y, best practices, SEO, LCP, TBT, CLS. */
function lighthouseCells(x) {
  const seo = x.seoRaw === undefined ? x.seo : `${x.seo} (${x.seoRaw} with is-crawlable)`;
  return [x.performance, x.accessibility, x.bestPractices, seo, `${x.lcpMs} ms`, `${x.tbtMs} ms`, x.cls];
}

function report(r) {
  const lines = [`# Benchmarks`, '', `Measured ${r.date} on ${r.machine}, 2 cores, by \`pnpm bench\`.`, ''];
  if (r.partial)
    lines.splice(
      4,
      0,
      `Rerun since with \`--only\` (last on ${r.partial.date}): ${r.partial.sections.join(', ')}; the other sections are from the date above.`,
      '',
    );
  lines.push(
    '## First-load JavaScript and CSS per page family',
    '',
    `Budget (DESIGN.md): first-load JS on every public page at most ${kb(FIRST_LOAD_JS_BUDGET_GZIP)} gzip as the goal, and until a change of framework is decided no page above ${kb(FIRST_LOAD_JS_CEILING_GZIP)}; on the booking page, JS executed before the wizard answers a tap at most ${kb(BOOKING_TAP_JS_BUDGET_GZIP)} gzip (1 KB = ${KB} bytes). A family's figure is its heaviest page; first load is the page's scripts and modulepreloads with their static imports in the Vite manifest (apps/web/scripts/first-load.mjs, the module test/first-load-budget.test.ts asserts with).`,
    '',
  );
  lines.push(
    `| family | pages | heaviest page | JS gzip | JS brotli | CSS gzip | CSS brotli | budget (${kb(FIRST_LOAD_JS_CEILING_GZIP)}; tap ${kb(BOOKING_TAP_JS_BUDGET_GZIP)}) | goal (${kb(FIRST_LOAD_JS_BUDGET_GZIP)}) |`,
    '|---|---|---|---|---|---|---|---|---|',
  );
  const families = Array.isArray(r.bundles?.families) ? r.bundles.families : [];
  for (const f of families) {
    lines.push(
      `| ${f.family} | ${f.pages} | ${f.worstPage} | ${kb(f.js.gzip)} | ${kb(f.js.brotli)} | ${kb(f.css.gzip)} | ${kb(f.css.brotli)} | ${mark(f.js.gzip <= FIRST_LOAD_JS_CEILING_GZIP)} | ${mark(f.js.gzip <= FIRST_LOAD_JS_BUDGET_GZIP)} |`,
    );
    if (f.tap === undefined) continue;
    lines.push(
      f.tap
        ? `| ${f.family}: before the wizard answers a tap | ${f.pages} | ${f.tap.page} | ${kb(f.tap.js.gzip)} | ${kb(f.tap.js.brotli)} | ${kb(f.tap.css.gzip)} | ${kb(f.tap.css.brotli)} | ${mark(f.tap.js.gzip <= BOOKING_TAP_JS_BUDGET_GZIP)} | |`
        : `| ${f.family}: before the wizard answers a tap | ${f.pages} | wizard chunk not found in the manifest | | | | | ? | |`,
    );
  }
  const tap = families.find((f) => f.tap)?.tap;
  if (tap)
    lines.push(
      '',
      `Before the wizard answers a tap on ${tap.page}: ${tap.js.files.map((f) => f.replace(/^assets\//, '')).join(', ')}.`,
    );
  const jsMissed = families.some((f) => f.js.gzip > FIRST_LOAD_JS_BUDGET_GZIP);
  if (jsMissed) lines.push('', JS_BUDGET_NOTE);
  if (r.bundles?.lazyChunks?.length) {
    lines.push(
      '',
      'Largest JS chunks (gzip), including those loaded on demand: ' +
        r.bundles.lazyChunks.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ') +
        '.',
    );
  }
  lines.push(
    '',
    '## Lighthouse',
    '',
    'Budget (mobile, on the median of the runs): performance 95+, accessibility 100, best practices 100, SEO 100, LCP <= 1.8 s, TBT <= 150 ms, CLS < 0.05. Lighthouse figures vary by up to 20 points from run to run on this machine: every run is printed, with the median and the range (min-max).',
    '',
  );
  if (!r.lighthouse) lines.push('Not run (`--skip-lighthouse`).');
  else {
    lines.push(
      '| page | form factor | run | perf | a11y | best pr. | SEO | LCP | TBT | CLS | budget |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const l of r.lighthouse) {
      for (const x of l.runs) {
        const figures = x.error
          ? [`error: ${cell(x.error).slice(0, 80)}`, '', '', '', '', '', '']
          : lighthouseCells(x);
        lines.push(`| ${l.page} | ${l.formFactor} | ${x.run} | ${figures.join(' | ')} | |`);
      }
      const completed = l.runs.filter((x) => !x.error).length;
      if (!completed) {
        lines.push(
          `| ${l.page} | ${l.formFactor} | median | no run completed | | | | | | | ${mark(l.budgetMet)} |`,
        );
        continue;
      }
      const verdict =
        l.formFactor !== 'mobile'
          ? ''
          : l.budgetMet === null
            ? `? (${completed} of ${l.runs.length} runs completed)`
            : `${mark(l.budgetMet)}${l.budgetMet ? '' : ` (${l.missed.map((m) => METRIC_LABELS[m]).join(', ')}${l.failing.length ? `; audits: ${l.failing.join(', ')}` : ''})`}`;
      const of = completed === l.runs.length ? '' : ` of ${completed}`;
      lines.push(
        `| ${l.page} | ${l.formFactor} | **median${of}** | ${lighthouseCells(l.median).join(' | ')} | ${verdict} |`,
      );
      const range = Object.fromEntries(
        Object.entries(l.range).map(([metric, [min, max]]) => [
          metric,
          min === max ? `${min}` : `${min}-${max}`,
        ]),
      );
      lines.push(
        `| ${l.page} | ${l.formFactor} | range | ${range.performance} | ${range.accessibility} | ${range.bestPractices} | ${range.seo} | ${range.lcpMs} ms | ${range.tbtMs} ms | ${range.cls} | |`,
      );
    }
    if (r.lighthouse.some((l) => l.missed?.includes('tbtMs'))) lines.push('', TBT_NOTE);
    if (r.lighthouse.some((l) => NOINDEX_PAGES.has(l.page))) lines.push('', NOINDEX_NOTE);
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
  lines.push('', ...idleMemoryReport(r.idleMemory));
  lines.push('');
  return lines.join('\n');
}

/** The sections `--only` may name, in the order they run. */
const SECTIONS = ['bundles', 'gazetteer', 'api', 'keystroke', 'lighthouse', 'idle-memory'];

async function main() {
  const resultsFile = join(root, 'bench/results.json');
  if (process.argv.includes('--report-only')) {
    writeFileSync(join(root, 'bench/results.md'), report(JSON.parse(readFileSync(resultsFile, 'utf8'))));
    log('wrote bench/results.md from bench/results.json');
    return;
  }
  if (!existsSync(join(root, 'apps/api/dist/server.js'))) throw new Error('run pnpm build first');
  const runs = Number(flagValue('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, 1 or more');
  const only = flagValue('--only')?.split(',').filter(Boolean);
  const unknown = only?.filter((name) => !SECTIONS.includes(name)) ?? [];
  if (unknown.length)
    throw new Error(`--only: unknown section ${unknown.join(', ')}; use ${SECTIONS.join(', ')}`);
  const wanted = (section) =>
    only ? only.includes(section) : section !== 'lighthouse' || !process.argv.includes('--skip-lighthouse');
  // With --only, the other sections keep the figures of the last full run.
  if (only && existsSync(resultsFile)) {
    const previous = JSON.parse(readFileSync(resultsFile, 'utf8'));
    const sections = [...new Set([...(previous.partial?.sections ?? []), ...only])];
    Object.assign(results, previous, { partial: { date: results.date, sections } });
  }
  const lighthouseOptions = {
    runs,
    formFactors: process.argv.includes('--desktop') ? ['mobile', 'desktop'] : ['mobile'],
  };
  if (wanted('bundles')) {
    results.bundles = bundleReport();
    log('bundles', JSON.stringify(results.bundles).slice(0, 300));
  }
  if (wanted('gazetteer')) {
    try {
      results.gazetteer = await lastJsonLine(process.execPath, [
        join(root, 'packages/geo-search/bench/search.bench.mjs'),
      ]);
    } catch (error) {
      results.gazetteer = { error: String(error.message ?? error).slice(0, 300) };
    }
    log('gazetteer', JSON.stringify(results.gazetteer));
  }
  if (wanted('api')) {
    try {
      results.api = await lastJsonLine(process.execPath, [join(root, 'apps/api/bench/api.bench.mjs')]);
    } catch (error) {
      results.api = { error: String(error.message ?? error).slice(0, 300) };
    }
    log('api', JSON.stringify(results.api).slice(0, 400));
  }
  if (wanted('keystroke') || wanted('lighthouse')) {
    const server = await startServer();
    try {
      if (wanted('keystroke')) {
        try {
          results.keystroke = await keystrokeToSuggestions(server.base);
        } catch (error) {
          results.keystroke = { error: String(error.message ?? error).slice(0, 300) };
        }
        log('keystroke', JSON.stringify(results.keystroke));
      }
      if (wanted('lighthouse')) {
        results.lighthouse = await lighthouse(server.base, lighthouseOptions);
      }
    } finally {
      server.child.kill('SIGTERM');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  if (wanted('idle-memory')) {
    // Last, and alone: no other server or load generator of the bench is running.
    try {
      results.idleMemory = await idleMemory({ root, runs, log });
    } catch (error) {
      results.idleMemory = { error: String(error.message ?? error).slice(0, 300) };
    }
    log('idle memory', JSON.stringify(results.idleMemory).slice(0, 400));
  }
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(root, 'bench/results.md'), report(results));
  log('wrote bench/results.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

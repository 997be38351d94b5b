// First-load JavaScript and CSS of every prerendered public page, from the built files alone (bytes,
// never time): used by `pnpm bench` (bench/run.mjs) for its report and by test/first-load-budget.test.ts,
// which fails the build when a page passes the budget of shared/DESIGN.md.
//
// What a page loads first: every executable `<script src>` and `<link rel="modulepreload">` of its HTML
// (and the entry and chunks the boot script names in its data-entry and data-preload attributes),
// and, transitively, the static `imports` of those chunks in dist/.vite/manifest.json (the browser
// fetches them before the entry runs); CSS: its `<link rel="stylesheet">` and the manifest `css` of those
// chunks. On the booking page, "executed before the wizard answers a tap" adds the chunks that mount the
// wizard: the wizard's dynamic entry (found by its source path) with its static imports, and any lazy
// chunk on the way to it, but not what the wizard itself loads later with import().
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGES, pageIdForPath, privatePageIdForPath } from '@spt/i18n-content';

/** Bytes in a KB of the budgets: 1024, as `pnpm bench` has always reported them. */
export const KB = 1024;
/** DESIGN.md: JS on a (content) page, gzip, first load, at most 120 KB: applied to every public page. */
export const FIRST_LOAD_JS_BUDGET_GZIP = 120 * KB;
/** DESIGN.md: JS executed on /nl/boeken before the wizard answers a tap, gzip, at most 150 KB. */
export const BOOKING_TAP_JS_BUDGET_GZIP = 150 * KB;
/**
 * The most first-load JS any public page may carry while the 120 KB budget is missed: React,
 * TanStack Router and i18next alone are about 114 KB gzip (bench/results.md), so the budget needs a
 * change of stack that DESIGN.md does not make. This ceiling, the figure this build reaches plus a
 * little, keeps our own code from growing unnoticed meanwhile; lower it as the figure falls.
 */
export const FIRST_LOAD_JS_CEILING_GZIP = 135 * KB;
/** Where the booking wizard's source lives; its dynamic entry is found in the manifest by this prefix. */
export const WIZARD_SOURCE_DIR = 'src/features/booking-wizard/';
/** The page family whose pages mount the wizard on a tap. */
export const BOOKING_FAMILY = 'booking';
/** The built site, apps/web/dist. */
export const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
/** The language folders of the public pages. */
const LANGUAGE_DIRS = LANGUAGES;

/**
 * @typedef {{ file?: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ raw: number, gzip: number, brotli: number, files: string[] }} Size
 * @typedef {{ scripts: string[], modulepreloads: string[], stylesheets: string[] }} HtmlRefs
 * @typedef {{ js: Size, css: Size, missing: string[] }} AssetTotals
 * @typedef {{ wizardKeys: string[], chunkKeys: string[], js: Size, css: Size }} WizardTap
 * @typedef {{ path: string, htmlFile: string, family: string, firstLoad: AssetTotals,
 *   tap?: WizardTap | null }} PageFirstLoad
 * @typedef {{ family: string, pages: string[], worstPage: string, js: Size, css: Size,
 *   tap?: (WizardTap & { page: string }) | null }} FamilyFirstLoad
 * @typedef {{ dist: string, kb: number, pages: PageFirstLoad[], families: FamilyFirstLoad[],
 *   lazyChunks: { file: string, gzip: number }[] }} FirstLoadReport
 */

/**
 * The Vite manifest of a client build.
 * @param {string} dist
 * @returns {Manifest}
 */
export function readManifest(dist = DEFAULT_DIST) {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build apps/web with build.manifest on`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The attributes of one start tag, names lower-cased (`<link rel="x" href=y defer>`).
 * @param {string} tag
 * @returns {Record<string, string>}
 */
function attributes(tag) {
  /** @type {Record<string, string>} */
  const out = {};
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (m[1] ?? '').toLowerCase();
    if (name && !(name in out)) out[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** Script types a browser executes (no type, a JavaScript MIME type, or module). */
const EXECUTABLE_SCRIPT = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The script, modulepreload and stylesheet URLs of a page, in document order (comments ignored).
 * @param {string} html
 * @returns {HtmlRefs}
 */
export function htmlAssetRefs(html) {
  /** @type {HtmlRefs} */
  const refs = { scripts: [], modulepreloads: [], stylesheets: [] };
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of withoutComments.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(m[0]);
    if ((m[1] ?? '').toLowerCase() === 'script') {
      if (attrs.src && EXECUTABLE_SCRIPT.test((attrs.type ?? '').trim())) refs.scripts.push(attrs.src);
      // The boot script (scripts/boot.js) loads the entry and its chunks after the first paint: they
      // are still the page's first load.
      if (attrs['data-entry']) refs.scripts.push(attrs['data-entry']);
      for (const href of (attrs['data-preload'] ?? '').split(/\s+/)) if (href) refs.modulepreloads.push(href);
      continue;
    }
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('modulepreload')) refs.modulepreloads.push(attrs.href);
    else if (rel.includes('stylesheet')) refs.stylesheets.push(attrs.href);
  }
  return refs;
}

/**
 * The dist-relative file of a same-origin asset URL ('/assets/a.js' -> 'assets/a.js'), or undefined for
 * another origin or a data: URL.
 * @param {string} url
 * @returns {string | undefined}
 */
function distFileOf(url) {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.replace(/^\.?\/+/, ''));
}

/**
 * The chunks `roots` load statically: the roots and their `imports`, transitively.
 * @param {Manifest} manifest
 * @param {Iterable<string>} roots manifest keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const key = /** @type {string} */ (stack.pop());
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The chunks a tap must load to mount the wizard, beyond `loaded` (the page's first-load chunks): a
 * breadth-first walk over dynamic imports from the loaded chunks, stopping at the nearest chunks whose
 * source is under `wizardDir`; the result is those chunks and every lazy chunk on the way, each with its
 * static imports. Dynamic imports of the wizard chunks themselves (loaded later) are not followed.
 * Returns null when no wizard chunk is reachable (for example, when it was merged into another chunk).
 * @param {Manifest} manifest
 * @param {Set<string>} loaded
 * @param {string} wizardDir
 * @returns {{ wizardKeys: string[], chunkKeys: Set<string> } | null}
 */
export function wizardMountChunks(manifest, loaded, wizardDir = WIZARD_SOURCE_DIR) {
  /** @param {string} key */
  const isWizard = (key) => manifest[key]?.src?.startsWith(wizardDir) ?? false;
  const alreadyLoaded = [...loaded].filter(isWizard);
  if (alreadyLoaded.length) return { wizardKeys: alreadyLoaded, chunkKeys: new Set() };
  /** @type {Map<string, string | null>} lazy chunk -> the lazy chunk that imports it (null: first load) */
  const parent = new Map();
  /** @param {Iterable<string>} chunks @param {string | null} from @param {string[]} into */
  const enqueueDynamic = (chunks, from, into) => {
    for (const key of chunks)
      for (const dynamic of manifest[key]?.dynamicImports ?? []) {
        if (loaded.has(dynamic) || parent.has(dynamic) || !manifest[dynamic]) continue;
        parent.set(dynamic, from);
        into.push(dynamic);
      }
  };
  /** @type {string[]} */
  let level = [];
  enqueueDynamic(loaded, null, level);
  while (level.length) {
    const wizardKeys = level.filter(isWizard);
    if (wizardKeys.length) {
      const chunkKeys = new Set();
      for (const key of wizardKeys)
        for (let at = /** @type {string | null | undefined} */ (key); at; at = parent.get(at))
          for (const chunk of staticClosure(manifest, [at])) if (!loaded.has(chunk)) chunkKeys.add(chunk);
      return { wizardKeys, chunkKeys };
    }
    /** @type {string[]} */
    const next = [];
    for (const key of level) enqueueDynamic(staticClosure(manifest, [key]), key, next);
    level = next;
  }
  return null;
}

/** Compressed sizes by absolute file, computed once per file. */
const sizeCache = new Map();

/**
 * Raw, gzip (level 9) and brotli (default quality, 11) bytes of one file.
 * @param {string} file
 * @returns {{ raw: number, gzip: number, brotli: number }}
 */
export function fileSize(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const body = readFileSync(file);
    size = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body).length,
    };
    sizeCache.set(file, size);
  }
  return size;
}

/**
 * The summed sizes of dist-relative files (each counted once).
 * @param {string} dist
 * @param {Iterable<string>} files
 * @returns {Size}
 */
function sizeOf(dist, files) {
  /** @type {Size} */
  const total = { raw: 0, gzip: 0, brotli: 0, files: [...new Set(files)].sort() };
  for (const file of total.files) {
    const size = fileSize(join(dist, file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/**
 * The manifest key of every emitted chunk file ('assets/a.js' -> '_a.js' or 'src/x.tsx').
 * @param {Manifest} manifest
 * @returns {Map<string, string>}
 */
function keysByFile(manifest) {
  return new Map(Object.entries(manifest).flatMap(([key, chunk]) => (chunk.file ? [[chunk.file, key]] : [])));
}

/**
 * First-load JS and CSS of one prerendered page, and the chunk keys that make it up.
 * @param {string} dist
 * @param {string} htmlFile absolute
 * @param {Manifest} manifest
 * @returns {AssetTotals & { chunkKeys: Set<string> }}
 */
export function pageFirstLoad(dist, htmlFile, manifest) {
  const refs = htmlAssetRefs(readFileSync(htmlFile, 'utf8'));
  const byFile = keysByFile(manifest);
  /** @type {string[]} */
  const missing = [];
  /** @param {string[]} urls @returns {string[]} */
  const existing = (urls) =>
    urls.flatMap((url) => {
      const file = distFileOf(url);
      if (file === undefined) return [];
      if (!existsSync(join(dist, file))) {
        missing.push(url);
        return [];
      }
      return [file];
    });
  const jsFiles = existing([...refs.scripts, ...refs.modulepreloads]);
  const cssFiles = existing(refs.stylesheets);
  const chunkKeys = staticClosure(
    manifest,
    jsFiles.flatMap((file) => byFile.get(file) ?? []),
  );
  for (const key of chunkKeys) {
    const chunk = manifest[key];
    if (chunk?.file) jsFiles.push(chunk.file);
    cssFiles.push(...(chunk?.css ?? []));
  }
  return { js: sizeOf(dist, jsFiles), css: sizeOf(dist, cssFiles), missing, chunkKeys };
}

/**
 * The page family of a path: home, content (about, services), tour, booking, contact, city-transfers,
 * manage; a page missing from the route table is its own family (its path).
 * @param {string} path
 * @returns {string}
 */
export function familyOf(path) {
  const id = pageIdForPath(path) ?? privatePageIdForPath(path);
  if (!id) return path;
  if (id.startsWith('tour')) return 'tour';
  /** @type {Record<string, string>} */
  const families = {
    home: 'home',
    about: 'content',
    services: 'content',
    booking: BOOKING_FAMILY,
    contact: 'contact',
    cityTransfers: 'city-transfers',
    manageBooking: 'manage',
  };
  return families[id] ?? id;
}

/**
 * Every prerendered public page: each index.html under dist/en and dist/nl, with its URL path.
 * @param {string} dist
 * @returns {{ path: string, htmlFile: string }[]}
 */
export function publicPages(dist = DEFAULT_DIST) {
  /** @type {{ path: string, htmlFile: string }[]} */
  const pages = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const folder = relative(dist, dir).split(sep).join('/');
        pages.push({ path: `/${folder}`, htmlFile: full });
      }
    }
  };
  for (const lang of LANGUAGE_DIRS) if (existsSync(join(dist, lang))) walk(join(dist, lang));
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * First-load JS and CSS of every public page and of every page family (its heaviest page), with the
 * booking pages' "before the wizard answers a tap" figure and the largest JS chunks for context.
 * @param {{ dist?: string, wizardDir?: string }} [options]
 * @returns {FirstLoadReport}
 */
export function firstLoadReport({ dist = DEFAULT_DIST, wizardDir = WIZARD_SOURCE_DIR } = {}) {
  if (!existsSync(join(dist, 'en', 'index.html')))
    throw new Error(`${dist} has no prerendered pages: run \`pnpm --filter @spt/web build\` first`);
  const manifest = readManifest(dist);
  /** @type {PageFirstLoad[]} */
  const pages = publicPages(dist).map(({ path, htmlFile }) => {
    const family = familyOf(path);
    const { chunkKeys, ...firstLoad } = pageFirstLoad(dist, htmlFile, manifest);
    /** @type {PageFirstLoad} */
    const page = { path, htmlFile, family, firstLoad };
    if (family === BOOKING_FAMILY) {
      const mount = wizardMountChunks(manifest, chunkKeys, wizardDir);
      if (!mount) page.tap = null;
      else {
        const extra = [...mount.chunkKeys].map((key) => manifest[key] ?? {});
        page.tap = {
          wizardKeys: mount.wizardKeys,
          chunkKeys: [...mount.chunkKeys].sort(),
          js: sizeOf(dist, [...firstLoad.js.files, ...extra.flatMap((c) => c.file ?? [])]),
          css: sizeOf(dist, [...firstLoad.css.files, ...extra.flatMap((c) => c.css ?? [])]),
        };
      }
    }
    return page;
  });
  /** @type {Map<string, PageFirstLoad[]>} */
  const byFamily = new Map();
  for (const page of pages) byFamily.set(page.family, [...(byFamily.get(page.family) ?? []), page]);
  /** @type {FamilyFirstLoad[]} */
  const families = [...byFamily].map(([family, members]) => {
    const worst = members.reduce((a, b) => (b.firstLoad.js.gzip > a.firstLoad.js.gzip ? b : a));
    /** @type {FamilyFirstLoad} */
    const row = {
      family,
      pages: members.map((p) => p.path),
      worstPage: worst.path,
      js: worst.firstLoad.js,
      css: worst.firstLoad.css,
    };
    if (members.some((p) => p.tap !== undefined)) {
      const taps = members.filter((p) => p.tap !== undefined);
      const missingTap = taps.find((p) => !p.tap);
      row.tap = missingTap
        ? null
        : taps
            .map((p) => ({ page: p.path, .../** @type {WizardTap} */ (p.tap) }))
            .reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
    }
    return row;
  });
  const assetsDir = join(dist, 'assets');
  const lazyChunks = existsSync(assetsDir)
    ? readdirSync(assetsDir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => ({ file: f, gzip: fileSize(join(assetsDir, f)).gzip }))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 6)
    : [];
  return { dist, kb: KB, pages, families, lazyChunks };
}

/**
 * Every budget a report misses, one sentence each; empty when all are met. A booking page whose wizard
 * chunk cannot be found, and a referenced asset missing from dist, are misses too (the figure is unknown).
 * @param {FirstLoadReport} report
 * @returns {string[]}
 */
export function budgetViolations(report) {
  const kb = (/** @type {number} */ n) => `${(n / KB).toFixed(1)} KB`;
  /** @type {string[]} */
  const out = [];
  for (const page of report.pages) {
    if (page.firstLoad.missing.length)
      out.push(`${page.path} references missing files: ${page.firstLoad.missing.join(', ')}`);
    if (page.firstLoad.js.gzip > FIRST_LOAD_JS_BUDGET_GZIP)
      out.push(
        `${page.path} (${page.family}) first-load JS ${kb(page.firstLoad.js.gzip)} gzip > ${kb(FIRST_LOAD_JS_BUDGET_GZIP)}`,
      );
    if (page.tap === null)
      out.push(`${page.path}: no chunk under ${WIZARD_SOURCE_DIR} is reachable in the manifest`);
    else if (page.tap && page.tap.js.gzip > BOOKING_TAP_JS_BUDGET_GZIP)
      out.push(
        `${page.path} JS before the wizard answers a tap ${kb(page.tap.js.gzip)} gzip > ${kb(BOOKING_TAP_JS_BUDGET_GZIP)}`,
      );
  }
  return out;
}

/**
 * A plain-text table of every family's figures (the heaviest page of each), for a test's message or a
 * console.
 * @param {FirstLoadReport} report
 * @returns {string}
 */
export function formatFirstLoadTable(report) {
  const kb = (/** @type {number} */ n) => `${(n / KB).toFixed(1)} KB`;
  /** @type {string[][]} */
  const rows = [
    ['family', 'pages', 'heaviest page', 'JS gzip', 'JS brotli', 'CSS gzip', 'budget', 'verdict'],
  ];
  for (const f of report.families) {
    rows.push([
      f.family,
      String(f.pages.length),
      f.worstPage,
      kb(f.js.gzip),
      kb(f.js.brotli),
      kb(f.css.gzip),
      kb(FIRST_LOAD_JS_BUDGET_GZIP),
      f.js.gzip <= FIRST_LOAD_JS_BUDGET_GZIP ? 'met' : 'MISSED',
    ]);
    if (f.tap === undefined) continue;
    rows.push(
      f.tap
        ? [
            `${f.family}: before the wizard answers a tap`,
            String(f.pages.length),
            f.tap.page,
            kb(f.tap.js.gzip),
            kb(f.tap.js.brotli),
            kb(f.tap.css.gzip),
            kb(BOOKING_TAP_JS_BUDGET_GZIP),
            f.tap.js.gzip <= BOOKING_TAP_JS_BUDGET_GZIP ? 'met' : 'MISSED',
          ]
        : [
            `${f.family}: before the wizard answers a tap`,
            '',
            'wizard chunk not found',
            '',
            '',
            '',
            '',
            'MISSED',
          ],
    );
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return [
    `First-load JS per page family (1 KB = ${KB} bytes; gzip level 9, brotli quality 11):`,
    ...rows.map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
}

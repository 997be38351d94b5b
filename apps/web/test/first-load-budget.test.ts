// The first-load JS budgets of shared/DESIGN.md, in bytes of the built site (never time): every public
// page's first-load JS at most 120 KB gzip (missed: held to a ceiling, see FIRST_LOAD_JS_CEILING_GZIP),
// and on the booking page everything executed before the wizard answers a tap at most 150 KB gzip (1 KB = 1024 bytes, as `pnpm bench` reports). Run after
// `pnpm build` (turbo runs web's build before its tests). The figures come from scripts/first-load.mjs,
// the module `pnpm bench` reports with.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageIdForPath, privatePageIdForPath } from '@spt/i18n-content';
import { beforeAll, describe, expect, it } from 'vitest';

// scripts/first-load.mjs is plain JS with JSDoc types, which this package's TypeScript (no allowJs)
// cannot read: it is imported by URL and typed here with what this test uses.
interface Size {
  gzip: number;
  brotli: number;
  files: string[];
}
interface FirstLoadReport {
  pages: {
    path: string;
    family: string;
    firstLoad: { js: Size; css: Size; missing: string[] };
    tap?: { js: Size; wizardKeys: string[] } | null;
  }[];
  families: { family: string }[];
}
interface FirstLoadModule {
  BOOKING_FAMILY: string;
  BOOKING_TAP_JS_BUDGET_GZIP: number;
  FIRST_LOAD_JS_BUDGET_GZIP: number;
  FIRST_LOAD_JS_CEILING_GZIP: number;
  KB: number;
  DEFAULT_DIST: string;
  firstLoadReport: () => FirstLoadReport;
  budgetViolations: (report: FirstLoadReport) => string[];
  formatFirstLoadTable: (report: FirstLoadReport) => string;
}
const firstLoad: FirstLoadModule = await import(new URL('../scripts/first-load.mjs', import.meta.url).href);
const { BOOKING_FAMILY, BOOKING_TAP_JS_BUDGET_GZIP, FIRST_LOAD_JS_CEILING_GZIP, KB, DEFAULT_DIST } =
  firstLoad;

let report: FirstLoadReport;
let table: string;

beforeAll(() => {
  if (!existsSync(join(DEFAULT_DIST, 'en', 'index.html')) || !existsSync(join(DEFAULT_DIST, '.vite')))
    throw new Error('apps/web/dist is missing: run `pnpm build` (or `pnpm --filter @spt/web build`) first');
  report = firstLoad.firstLoadReport();
  table = firstLoad.formatFirstLoadTable(report);
  console.info(table);
});

describe('first-load JS budget (gzip, bytes of the built site)', () => {
  it('measures every public page, each with the JS it loads and no missing asset', () => {
    expect(report.pages.length, table).toBeGreaterThanOrEqual(28);
    for (const family of ['home', 'content', 'tour', BOOKING_FAMILY, 'contact', 'city-transfers', 'manage'])
      expect(
        report.families.map((f) => f.family),
        table,
      ).toContain(family);
    for (const page of report.pages) {
      expect(page.firstLoad.js.files.length, `${page.path} loads no JS?\n${table}`).toBeGreaterThan(0);
      expect(page.firstLoad.missing, `${page.path} references files missing from dist`).toEqual([]);
    }
  });

  it("never loads the operators' console code on a public page", () => {
    // Every part of the console talks to /api/console; no public page's code may name it.
    const consoleFile = readdirSync(join(DEFAULT_DIST, 'assets')).find((file) =>
      /^console-.*\.js$/.test(file),
    );
    expect(readFileSync(join(DEFAULT_DIST, 'assets', consoleFile ?? '?'), 'utf8')).toContain('/api/console');
    for (const page of report.pages)
      for (const file of page.firstLoad.js.files)
        expect(readFileSync(join(DEFAULT_DIST, file), 'utf8'), `${page.path}: ${file}`).not.toContain(
          '/api/console',
        );
  });

  // DESIGN.md's 120 KB is missed (the framework alone is about 114 KB; bench/results.md reports it):
  // until the stack changes, the build fails when any page grows past the ceiling instead.
  it(`every public page loads at most ${FIRST_LOAD_JS_CEILING_GZIP / KB} KB of JS gzip first (ceiling while the 120 KB budget is missed)`, () => {
    for (const page of report.pages)
      expect(
        page.firstLoad.js.gzip,
        `${page.path}: ${page.firstLoad.js.files.join(', ')}\n${table}`,
      ).toBeLessThanOrEqual(FIRST_LOAD_JS_CEILING_GZIP);
  });

  it(`the booking page executes at most ${BOOKING_TAP_JS_BUDGET_GZIP / KB} KB of JS gzip before the wizard answers a tap`, () => {
    const booking = report.pages.filter((p) => p.family === BOOKING_FAMILY);
    expect(booking.map((p) => p.path).sort(), table).toEqual([
      '/de/buchen',
      '/en/booking',
      '/fr/reserver',
      '/nl/boeken',
    ]);
    for (const page of booking) {
      expect(
        page.tap,
        `${page.path}: the wizard's chunk was not found in the manifest\n${table}`,
      ).toBeTruthy();
      expect(
        page.tap?.js.gzip,
        `${page.path} before the wizard answers a tap: ${page.tap?.js.files.join(', ')}\n${table}`,
      ).toBeLessThanOrEqual(BOOKING_TAP_JS_BUDGET_GZIP);
    }
  });

  it('loads the same JS files first in every language: a page does not grow with the number of languages', () => {
    // Every language's page of a family loads the same files (the router's inline state aside, which
    // names the page's own path): the texts come with the page's HTML, one language at a time.
    const byPage = new Map<string, Set<string>>();
    for (const page of report.pages) {
      const id = pageIdForPath(page.path) ?? privatePageIdForPath(page.path) ?? page.path;
      const files = byPage.get(id) ?? new Set<string>();
      files.add(page.firstLoad.js.files.filter((file) => !file.includes('/ssr/')).join(' '));
      byPage.set(id, files);
    }
    expect(byPage.size, table).toBe(15);
    for (const [id, files] of byPage) expect([...files], `${id}\n${table}`).toHaveLength(1);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The package as a stranger gets it: packed to a tarball (what `npm publish` would upload), installed
// into a project outside the workspace with npm, then imported and required from there. publint and
// are-the-types-wrong check the same tarball's exports map and declarations.
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(packageDir, 'node_modules', '.bin', name);
let tarball = '';
let project = '';

beforeAll(() => {
  const packDir = mkdtempSync(join(tmpdir(), 'pricing-pack-'));
  execFileSync('npm', ['pack', '--pack-destination', packDir, '--silent'], { cwd: packageDir });
  const [file] = readdirSync(packDir).filter((name) => name.endsWith('.tgz'));
  if (!file) throw new Error('npm pack wrote no tarball');
  tarball = join(packDir, file);
  project = mkdtempSync(join(tmpdir(), 'pricing-stranger-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'stranger', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], {
    cwd: project,
  });
}, 120_000);

function run(file: string, code: string): string {
  writeFileSync(join(project, file), code);
  return execFileSync(process.execPath, [join(project, file)], { cwd: project, encoding: 'utf8' }).trim();
}

describe('the packed library in a stranger’s project', () => {
  it('ships its code, declarations for both module systems, README and LICENSE, and nothing else', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(listing).toContain('package/LICENSE');
    expect(listing).toContain('package/README.md');
    for (const file of ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts', 'vehicles.cjs']) {
      expect(listing).toContain(`package/dist/${file}`);
    }
    expect(listing.filter((path) => path.startsWith('package/src/'))).toEqual([]);
  });

  it('works with import', () => {
    const out = run(
      'use.mjs',
      `import { quoteTrip } from '@spt/pricing';
       import { VEHICLES } from '@spt/pricing/vehicles';
       console.log(quoteTrip({ lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 }).prices[2].finalPriceCents, VEHICLES.length);`,
    );
    expect(out).toBe('61974 6');
  });

  it('works with require', () => {
    const out = run(
      'use.cjs',
      `const { quoteTrip, PricingError } = require('@spt/pricing');
       const { VEHICLES } = require('@spt/pricing/vehicles');
       let code = '';
       try { quoteTrip({ lat: 91, lon: 0 }, { lat: 0, lon: 0 }); } catch (error) { code = error instanceof PricingError && error.code; }
       console.log(quoteTrip({ lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 }).prices[2].finalPriceCents, VEHICLES.length, code);`,
    );
    expect(out).toBe('61974 6 INVALID_POINT');
  });

  it('passes publint and are-the-types-wrong', () => {
    const lint = execFileSync(bin('publint'), ['--strict', packageDir], { encoding: 'utf8' });
    expect(lint).not.toMatch(/error|warning/i);
    // Exits non-zero on any problem; node10 resolution (before `exports` existed) is not offered.
    const types = execFileSync(bin('attw'), [tarball, '--profile', 'node16', '--format', 'ascii'], {
      encoding: 'utf8',
    });
    // Four entry points, each resolved from CommonJS, from ESM and by a bundler.
    expect(types.match(/^(node16 \(from (CJS|ESM)\)|bundler): 🟢/gm)).toHaveLength(12);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Runs every ```js block of the README as a separate program, in a folder outside the workspace
// where `@spt/pricing` resolves to this package through its `exports` map, as it would for a user.
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

const consumer = mkdtempSync(join(tmpdir(), 'pricing-consumer-'));
mkdirSync(join(consumer, 'node_modules', '@spt'), { recursive: true });
symlinkSync(packageDir, join(consumer, 'node_modules', '@spt', 'pricing'), 'dir');

describe('README examples', () => {
  it('has examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
  });

  blocks.forEach((code, index) => {
    it(`example ${index + 1} prints what its comments say`, () => {
      const expected = [...code.matchAll(/\/\/ => (.*)$/gm)].map((match) => match[1]);
      expect(expected.length).toBeGreaterThan(0);
      const file = join(consumer, `example-${index + 1}.mjs`);
      writeFileSync(file, code);
      const output = execFileSync(process.execPath, [file], { encoding: 'utf8' });
      expect(output.trimEnd().split('\n')).toEqual(expected);
    });
  });
});

import { defineConfig } from 'tsup';

export default defineConfig({
  // `vehicles` is its own entry: a page that shows the fleet takes the vehicle list without the
  // quoting code, which a bundler would otherwise hoist into that page's first load; `rules` (the
  // products' rules) and `defaults` (the tours and default rules as data) likewise.
  entry: ['src/index.ts', 'src/vehicles.ts', 'src/product-rules.ts', 'src/defaults.ts'],
  // ESM for bundlers and `import`, CommonJS for `require` (with its own .d.cts declarations).
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

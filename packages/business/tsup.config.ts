import { defineConfig } from 'tsup';

export default defineConfig({
  // `index` is the business's data, bundled from the repository's business.config.ts, for the
  // browser as well as the server; `schema` holds the zod check, which only builds and the server load.
  entry: ['src/index.ts', 'src/schema.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

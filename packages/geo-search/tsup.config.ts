import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries: the browser-safe client, and the server-only gazetteer with its data bundled in.
  entry: { index: 'src/index.ts', gazetteer: 'src/gazetteer/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

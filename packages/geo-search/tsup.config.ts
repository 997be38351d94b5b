import { defineConfig } from 'tsup';

export default defineConfig({
  // Three entries: the browser-safe client, the zod schema of a result (servers), and the server-only
  // gazetteer with its data bundled in.
  entry: { index: 'src/index.ts', schema: 'src/nominatim-schema.ts', gazetteer: 'src/gazetteer/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

import { defineConfig } from 'tsup';

export default defineConfig({
  // The service area is its own entry: its ~35 KB of polygons stay out of the browser's main entry.
  entry: ['src/index.ts', 'src/rules.ts', 'src/phone.ts', 'src/service-area.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

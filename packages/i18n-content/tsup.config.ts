import { defineConfig } from 'tsup';

export default defineConfig({
  // The console's texts are their own entry, so the public pages' dictionary does not grow.
  entry: {
    index: 'src/index.ts',
    'console/index': 'src/console/index.ts',
    // The driver's page texts, likewise: only /driver loads them.
    'driver/index': 'src/driver/index.ts',
    // The customer's mail, calendar and invoice texts: only the API loads them.
    'mail/index': 'src/mail/index.ts',
    // The language list and negotiation alone, for packages that need no text (geo-search, contracts).
    languages: 'src/languages.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

import { fileURLToPath } from 'node:url';
import { business } from '@spt/business';
import { checkBusiness } from '@spt/business/schema';
import { checkVehicleTexts, company } from '@spt/i18n-content';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { devSsr } from './scripts/dev-ssr-plugin';

// Every page is built from business.config.ts: a wrong value stops the build here, with the key named.
checkBusiness(business);
checkVehicleTexts();

/** Writes the company's name (business.config.ts) where an HTML entry says %COMPANY_NAME%. */
function companyName(): Plugin {
  const escaped = company.name.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return {
    name: 'spt-company-name',
    transformIndexHtml: (html) => html.replaceAll('%COMPANY_NAME%', escaped),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devSsr(), companyName()],
  resolve: {
    // React 19 has useSyncExternalStore: the shims TanStack Store and react-i18next import for older
    // React versions become React's own hook (about 0.5 KB gzip less on every page's first load).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index)?(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/react-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // The copyright year of the prerendered HTML; the browser then shows its own year (useCurrentYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        cssCodeSplit: true,
        modulePreload: { polyfill: false },
        rollupOptions: {
          // The console (operators) and the driver's page are their own HTML entries with their own
          // chunks; the public entry never imports them.
          input: {
            'entry-client': 'src/entry-client.tsx',
            console: 'console/index.html',
            driver: 'driver/index.html',
          },
          output: {
            codeSplitting: {
              groups: [
                // What every page runs before it can hydrate, as one file: one request, compressed as
                // a whole (it was three chunks, split by which of them the console shares).
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
                },
                // The presentational parts most pages share (section heading, hero, artwork, dialog,
                // icons): one request instead of six, compressed as a whole.
                {
                  name: 'page-parts',
                  test: /apps[\\/]web[\\/]src[\\/]components[\\/](section-heading|page-hero|artwork|dialog|icon|content-icon)\.tsx$/,
                },
                // The forms' shared parts (the text field, and the focus moved to the first field to
                // correct): one file the wizard, the contact form and the change form share, where the
                // focus helper alone was a 104-byte request of its own.
                {
                  name: 'form-parts',
                  test: /apps[\\/]web[\\/]src[\\/](components[\\/]text-field\.tsx|lib[\\/]focus-first-invalid\.ts)$/,
                },
                // The site's content package (routes, fleet, languages) and the business's configuration
                // as one file: tsup splits them into small shared chunks, which would each be a request
                // compressed on its own.
                {
                  name: 'content',
                  test: /packages[\\/](i18n-content[\\/]dist[\\/](?!console[\\/]|driver[\\/])|business[\\/]dist[\\/](?!schema))/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: ['@spt/business', '@spt/i18n-content', '@spt/pricing'] },
  server: {
    proxy: {
      '/api': process.env.API_ORIGIN ?? 'http://localhost:3000',
      '/locale': process.env.API_ORIGIN ?? 'http://localhost:3000',
    },
  },
}));

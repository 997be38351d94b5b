import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite` (dev): renders each page on the server like the prerender does, then lets Vite inject its
 * client. Only for development; production pages are prerendered by scripts/prerender.mjs.
 */
export function devSsr(): Plugin {
  return {
    name: 'spt-dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          // Vite's HTML fallback has rewritten req.url to /index.html by now; the address asked for is originalUrl.
          const url = req.originalUrl ?? req.url ?? '/';
          if (req.method === 'GET' && url.split('?')[0] === '/site.webmanifest') {
            const mod = await server.ssrLoadModule('/src/entry-server.tsx');
            res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
            res.end(mod.webManifest());
            return;
          }
          if (req.method === 'GET' && url.startsWith('/art/')) {
            const mod = await server.ssrLoadModule('/src/entry-server.tsx');
            const svg = (mod.artworkFiles() as Record<string, string>)[url.split('?')[0] ?? ''];
            if (!svg) return next();
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end(svg);
            return;
          }
          if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return next();
          try {
            // The operators' console is one client-rendered page for every path under /console.
            const pathname = url.split('?')[0] ?? '/';
            if (pathname === '/console' || pathname.startsWith('/console/')) {
              const html = await readFile(join(server.config.root, 'console', 'index.html'), 'utf8');
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.end(await server.transformIndexHtml(url, html));
              return;
            }
            const mod = await server.ssrLoadModule('/src/entry-server.tsx');
            const assets = { css: [], entry: '/src/entry-client.tsx', preloads: [] };
            const path = url.split('?')[0] ?? '/';
            const clean = path.replace(/\/$/, '') || '/';
            const isPage = [...(mod.allPaths() as string[]), ...(mod.privatePaths() as string[])].includes(
              clean,
            );
            const html: string = isPage
              ? (await mod.renderPage(path, assets)).html
              : mod.renderStatic(path === '/' ? 'root' : 'not-found', assets);
            res.statusCode = isPage || path === '/' ? 200 : 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(url, html));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}

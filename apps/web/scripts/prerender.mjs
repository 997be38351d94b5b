// Prerenders every route of the route table into dist/<path>/index.html, plus the private pages
// (the customer's manage-booking page: noindex, never in the sitemap), dist/<lang>/404.html, dist/404.html,
// dist/index.html (root language chooser), dist/sitemap.xml and dist/robots.txt.
// The router's hydration scripts are moved out of the HTML into external files, because the API's
// Content-Security-Policy allows only script-src 'self'.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, privatePaths } from '@spt/i18n-content';
import { minify } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entry = manifest['src/entry-client.tsx'];
if (!entry) throw new Error('client entry missing from the Vite manifest');

/** Every chunk the entry imports statically, for modulepreload links. */
function staticImports(key, seen = new Set()) {
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(dep, seen);
  }
  return seen;
}

/**
 * scripts/boot.js, minified (it is in every page's first load: 1.5 KB gzip as written, 0.6 KB
 * minified), under a content-hashed name: it starts the app after the first paint.
 */
async function writeBootScript() {
  const source = await readFile(join(root, 'scripts', 'boot.js'), 'utf8');
  const { code, errors } = await minify('boot.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`scripts/boot.js: ${errors.map((e) => e.message).join('; ')}`);
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(dist, file), code);
  return `/${file}`;
}

const assets = {
  boot: await writeBootScript(),
  entry: `/${entry.file}`,
  css: (entry.css ?? []).map((file) => `/${file}`),
  preloads: [...staticImports('src/entry-client.tsx')].map((key) => `/${manifest[key].file}`),
};

const { renderPage, renderStatic, allPaths, artworkFiles, pageSourceForPath, webManifest, SITE_URL } =
  await import(pathToFileURL(ssrEntry).href);

/** The entry's assets plus the page's own chunk and what it imports, so hydration waits for nothing. */
function pageAssets(path) {
  const source = pageSourceForPath(path);
  const chunk = source && manifest[source];
  if (!chunk) throw new Error(`${path}: no chunk for its page (${source}) in the Vite manifest`);
  const files = [chunk.file, ...[...staticImports(source)].map((key) => manifest[key].file)];
  const css = [chunk, ...[...staticImports(source)].map((key) => manifest[key])].flatMap((c) => c.css ?? []);
  const unique = (list) => [...new Set(list)];
  return {
    ...assets,
    css: unique([...assets.css, ...css.map((file) => `/${file}`)]),
    preloads: unique([...assets.preloads, ...files.map((file) => `/${file}`)]).filter(
      (file) => file !== assets.entry,
    ),
  };
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const DATA_TYPES = /type="application\/(ld\+)?json"/;

/** Moves executable inline scripts into one external file per page, at the first one's place. */
async function externalizeScripts(html) {
  const sources = [];
  const PLACEHOLDER = '\u0000ssr-scripts\u0000';
  const stripped = html.replace(INLINE_SCRIPT, (match, attrs = '', body) => {
    if (/\ssrc=/.test(attrs) || DATA_TYPES.test(attrs) || body.trim() === '') return match;
    sources.push(body);
    return sources.length === 1 ? PLACEHOLDER : '';
  });
  if (sources.length === 0) return html;
  const code = `${sources.join(';\n')};\n`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 12);
  const file = `assets/ssr/${hash}.js`;
  await mkdir(join(dist, 'assets', 'ssr'), { recursive: true });
  await writeFile(join(dist, file), code);
  return stripped.replace(PLACEHOLDER, `<script src="/${file}"></script>`);
}

function outputFile(path) {
  return join(dist, ...path.split('/').filter(Boolean), 'index.html');
}

await rm(join(dist, 'assets', 'ssr'), { recursive: true, force: true });

// The drawn artwork, as static SVG files the pages show as images.
const art = artworkFiles();
for (const [path, svg] of Object.entries(art)) {
  await mkdir(dirname(join(dist, path)), { recursive: true });
  await writeFile(join(dist, path), svg);
}
const paths = allPaths();
const hiddenPaths = privatePaths();
for (const path of [...paths, ...hiddenPaths]) {
  const { status, html } = await renderPage(path, pageAssets(path));
  if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
  if (!html.includes('</html>')) throw new Error(`${path} rendered an incomplete document`);
  if (hiddenPaths.includes(path) && !html.includes('<meta name="robots" content="noindex, nofollow"/>'))
    throw new Error(`${path} is a private page without noindex`);
  const file = outputFile(path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await externalizeScripts(html));
}

// The not-found page of each language, in the site's layout: rendered at a path no route takes, where
// the router renders the root's not-found page. The API sends dist/<lang>/404.html with status 404
// for every unknown path under that prefix; the client hydrates it at whatever path it is shown.
for (const lang of LANGUAGES) {
  const path = `/${lang}/404`;
  const { status, html } = await renderPage(path, pageAssets(path));
  if (status !== 404) throw new Error(`${path} rendered with status ${status}, not as the not-found page`);
  if (!html.includes(`<html lang="${lang}"`)) throw new Error(`${path} is not a ${lang} document`);
  if (!html.includes('<meta name="robots" content="noindex"/>')) throw new Error(`${path} is indexable`);
  await writeFile(join(dist, lang, '404.html'), await externalizeScripts(html));
}
// Without a prefix: the bilingual static page (a path without a language names no language).
await writeFile(join(dist, '404.html'), renderStatic('not-found', assets));

// The web app manifest, named after the company.
await writeFile(join(dist, 'site.webmanifest'), webManifest());
await writeFile(join(dist, 'index.html'), renderStatic('root', assets));

// sitemap.xml with hreflang alternates, robots.txt
const { ROUTES } = await import(pathToFileURL(ssrEntry).href);
const entries = (ROUTES ?? []).flatMap((route) =>
  LANGUAGES.map((lang) => {
    const alternates = LANGUAGES.map(
      (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${SITE_URL}${route[l]}"/>`,
    )
      .concat(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${route[LANGUAGES[0]]}"/>`,
      )
      .join('\n');
    const priority = route.id === 'home' ? '1.0' : route.id.startsWith('tour') ? '0.7' : '0.8';
    return `  <url>\n    <loc>${SITE_URL}${route[lang]}</loc>\n${alternates}\n    <changefreq>monthly</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
  }),
);
if (entries.length !== paths.length) throw new Error('sitemap does not cover every route');
const listed = (path) =>
  entries.some((entry) => entry.includes(`${SITE_URL}${path}<`) || entry.includes(`${SITE_URL}${path}"`));
if (hiddenPaths.some(listed)) throw new Error('a private page is in the sitemap');
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(dist, 'robots.txt'),
  // The operators' console (/console) is never crawled; its page also says noindex.
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /console\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);

console.log(
  `prerendered ${paths.length} routes, ${hiddenPaths.length} private pages, ${Object.keys(art).length} artwork files, ${LANGUAGES.length} localized 404 pages, 404.html, index.html, sitemap.xml, robots.txt`,
);

// The registries of the site's languages, written from the language folders in
// packages/i18n-content/src/texts/<code>/ (each holds language.json, site.ts, driver.ts and mail.ts):
//   - packages/business/src/text-languages.generated.ts: TEXT_LANGUAGES, the languages that have texts (the
//     codes business.config.ts's `languages` may, and must, list);
//   - packages/i18n-content/src/texts/{language,site,driver,mail}.generated.ts: one record per kind of
//     text, by language, each its own module so that a bundle takes only the kind it reads.
// A new language is its folder plus its code in business.config.ts's `languages`: both builds
// (packages/business and packages/i18n-content) run this first, and a test fails when a committed
// registry is not what this script writes (`node text-registries.mjs --check`).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const TEXTS = join(PACKAGE, 'src', 'texts');
const BUSINESS_FILE = join(PACKAGE, '..', 'business', 'src', 'text-languages.generated.ts');

/** The files every language folder holds, each exporting the name the registries read. */
const KINDS = { site: 'site.ts', driver: 'driver.ts', mail: 'mail.ts' };
/** What a folder says of its language besides its texts: its name in itself, its locale, its paths. */
const ABOUT = 'language.json';

const HEADER =
  '// Written by packages/i18n-content/scripts/text-registries.mjs from the folders in src/texts/.\n// Do not edit: add or change a language folder and build (or run `pnpm languages`).\n';

/**
 * The language codes of the folders in src/texts/, English (the reference shape) first, then in
 * alphabetical order; throws when a folder lacks one of its files or its name is not a language code.
 * @returns {string[]}
 */
export function textLanguages() {
  const codes = readdirSync(TEXTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const code of codes) {
    if (!/^[a-z]{2,3}$/.test(code))
      throw new Error(
        `src/texts/${code}: a language folder is named by its ISO 639 code (two or three letters)`,
      );
    for (const file of [ABOUT, ...Object.values(KINDS)])
      if (!existsSync(join(TEXTS, code, file)))
        throw new Error(
          `src/texts/${code}/${file} is missing: every language folder holds ${[ABOUT, ...Object.values(KINDS)].join(', ')}`,
        );
  }
  if (!codes.includes('en')) throw new Error('src/texts/en/ is missing: English is the reference shape');
  return ['en', ...codes.filter((code) => code !== 'en').sort()];
}

/**
 * A folder's language.json, checked: `name` (the language's name in itself), `numberLocale` (a BCP 47
 * locale such as de-DE) and `paths` (one per page, in the order of PAGE_IDS, then the booking page).
 * @param {string} code
 * @returns {{ name: string, numberLocale: string, paths: string[] }}
 */
function readAbout(code) {
  const file = `src/texts/${code}/${ABOUT}`;
  const about = JSON.parse(readFileSync(join(TEXTS, code, ABOUT), 'utf8'));
  if (typeof about.name !== 'string' || about.name === '')
    throw new Error(`${file}: "name" must be the language's name`);
  if (typeof about.numberLocale !== 'string' || !/^[a-z]{2,3}-[A-Z]{2}$/.test(about.numberLocale))
    throw new Error(`${file}: "numberLocale" must be a locale such as de-DE`);
  if (
    !Array.isArray(about.paths) ||
    !about.paths.every((path) => typeof path === 'string' && /^[a-z0-9/-]*$/.test(path))
  )
    throw new Error(`${file}: "paths" must be a list of paths in lower-case letters, digits, - and /`);
  return { name: about.name, numberLocale: about.numberLocale, paths: about.paths };
}

/**
 * Every registry file and the text it must hold.
 * @returns {Map<string, string>}
 */
export function registries() {
  const codes = textLanguages();
  const files = new Map();
  for (const [kind, file] of Object.entries(KINDS)) {
    const binding = (code) => `${code}_`;
    const imports = codes
      .map(
        (code) => `import { ${kind} as ${binding(code)} } from './${code}/${file.replace(/\.ts$/, '.js')}';`,
      )
      .join('\n');
    const record = `{ ${codes.map((code) => `${code}: ${binding(code)}`).join(', ')} }`;
    files.set(
      join(TEXTS, `${kind}.generated.ts`),
      `${HEADER}${imports}\n\n/** The ${kind} texts of every language folder. */\nexport const TEXTS = ${record};\n`,
    );
  }
  // The facts of language.json, written out as literals: a page's bundle carries them as before, with
  // no module per language to stitch together.
  const abouts = codes.map((code) => [code, readAbout(code)]);
  const record = (pick) =>
    `{\n${abouts.map(([code, about]) => `  ${code}: ${JSON.stringify(pick(about))},`).join('\n')}\n}`;
  files.set(
    join(TEXTS, 'language.generated.ts'),
    [
      HEADER,
      "/** Each language's name written in itself. */",
      `export const NAMES = ${record((about) => about.name)} as const;`,
      '',
      '/** The locale each language formats dates, numbers and euros in. */',
      `export const NUMBER_LOCALES = ${record((about) => about.numberLocale)} as const;`,
      '',
      "/** Each language's paths, without the prefix, in the order of the pages and then the booking page. */",
      `export const PATHS = ${record((about) => about.paths)} as const;`,
      '',
    ].join('\n'),
  );
  files.set(
    BUSINESS_FILE,
    `${HEADER.replace('from the folders in src/texts/', 'from the folders in packages/i18n-content/src/texts/')}\n/** The languages the site has texts for (a folder each in packages/i18n-content/src/texts/), English first. */\nexport const TEXT_LANGUAGES = [${codes.map((code) => `'${code}'`).join(', ')}] as const;\n`,
  );
  return files;
}

/** The registry files that differ from what {@link registries} writes, relative to the package. */
export function staleRegistries() {
  return [...registries()]
    .filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text)
    .map(([file]) => relative(PACKAGE, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleRegistries();
    if (stale.length > 0) {
      console.error(
        `out of date: ${stale.join(', ')}; run node packages/i18n-content/scripts/text-registries.mjs`,
      );
      process.exit(1);
    }
  } else {
    for (const [file, text] of registries()) {
      // Written only when changed, so a build does not touch the sources' times for nothing.
      if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
}

// A language is data (DESIGN "Languages"): every page rendered with a pseudo language (every text of
// every language's dictionary wrapped in ⟦ ⟧) shows no word outside the marks except names and
// other data no language translates. A hard-coded text, or a table of words outside the dictionaries,
// shows up here by name, in whichever language it slipped in.
import { business } from '@spt/business';
import {
  allPaths,
  cities,
  company,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  privatePaths,
  pseudoLocalize,
  type TranslationResource,
  tours,
  translations,
  unmarkedWords,
} from '@spt/i18n-content';
import { describe, expect, it } from 'vitest';
import { REVIEW_SITE_ICONS } from './components/brand-logos';
import { renderPage, renderStatic } from './entry-server';
import { WORDMARK_TAGLINE } from './layout/logo';

const ASSETS = { css: [], entry: '/assets/entry.js', preloads: [] };

const pseudo = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, pseudoLocalize(translations[lang])]),
) as Record<Language, TranslationResource>;

/** Words of data, the same in every language: names of the company, places, vehicles and languages. */
const ALLOWED = new Set(
  [
    ...Object.values(company).flatMap((value) =>
      typeof value === 'string' ? [value] : typeof value === 'object' ? Object.values(value) : [],
    ),
    ...business.vehicles.flatMap((vehicle) => [vehicle.name, vehicle.display.name]),
    ...cities.map((city) => city.name),
    ...tours.map((tour) => tour.country),
    ...Object.values(LANGUAGE_NAMES),
    ...LANGUAGES.map((lang) => lang.toUpperCase()),
    ...REVIEW_SITE_ICONS.map((icon) => icon.title),
    WORDMARK_TAGLINE,
    'km', // the unit symbol, the same in every language
    'Mercedes-Benz', // the fleet's make, in the vehicle pictures' names
  ]
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.match(/\p{L}[\p{L}'’-]*/gu) ?? []),
);

/** What a visitor or a screen reader gets of a document: its text, title, labels and descriptions. */
function visibleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, style, noscript, template')) element.remove();
  const attributes = Array.from(
    doc.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder], meta[name="description"], meta[property^="og:"]',
    ),
  ).flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder', 'content']
      .filter(
        (name) =>
          element.hasAttribute(name) &&
          !(name === 'content' && /url|locale|type/.test(element.getAttribute('property') ?? '')),
      )
      .map((name) => element.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  return [doc.title, ...texts, ...attributes].join('\n');
}

describe('pseudo language', () => {
  it('marks every word of every page in every language', async () => {
    const found: Record<string, string[]> = {};
    for (const path of [...allPaths(), ...privatePaths(), ...LANGUAGES.map((lang) => `/${lang}/404`)]) {
      const { html } = await renderPage(path, ASSETS, pseudo);
      const words = unmarkedWords(visibleText(html), ALLOWED);
      if (words.length > 0) found[path] = [...new Set(words)];
    }
    expect(found).toEqual({});
  });

  it('has the dictionaries marked, so the check above sees them', async () => {
    const { html } = await renderPage('/de/kontakt', ASSETS, pseudo);
    expect(visibleText(html)).toContain('⟦');
    const { html: plain } = await renderPage('/de/kontakt', ASSETS);
    expect(unmarkedWords(visibleText(plain), ALLOWED).length).toBeGreaterThan(20);
  });

  it('marks the words of the 404 page and the language chooser', () => {
    for (const kind of ['not-found', 'root'] as const) {
      expect(unmarkedWords(visibleText(renderStatic(kind, ASSETS, pseudo)), ALLOWED)).toEqual([]);
    }
  });
});

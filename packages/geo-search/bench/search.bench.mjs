#!/usr/bin/env node
// Latency of Gazetteer.search over a few thousand realistic prefixes, as a person types them.
// Run after `pnpm build` (it imports dist): node bench/search.bench.mjs
// Prints a summary, then one JSON object on the last line. Exits 1 when p99 exceeds the budget.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_P99_MS = 5;
/** Each query is answered in one of the site's languages, in turn. */
const LANGUAGES = ['nl', 'en', 'de', 'fr'];
const QUERIES = 5000;
const here = dirname(fileURLToPath(import.meta.url));

const importStart = performance.now();
const { loadGazetteer } = await import(join(here, '..', 'dist', 'gazetteer.js'));
const importMs = performance.now() - importStart;
const loadStart = performance.now();
const gazetteer = loadGazetteer();
const loadMs = performance.now() - loadStart;

// Deterministic pseudo-random numbers (mulberry32), so every run times the same queries.
let seed = 20240321;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// Names people type: every place name and English name in the data, bigger places more often, plus
// the names the product's pages mention and a few German and French ones; typed as 2..n-character
// prefixes, some lower-cased or without diacritics, some with a comma qualifier.
const data = JSON.parse(readFileSync(join(here, '..', 'data', 'gazetteer.nlbe.json'), 'utf8'));
const names = [];
for (const row of data.places) {
  const [, , , , , population, , , , name, nameEn] = row;
  const weight = population > 50_000 ? 5 : population > 10_000 ? 2 : 1;
  for (let i = 0; i < weight; i++) names.push(name);
  if (nameEn) names.push(nameEn);
}
const featured = [
  'Schiphol',
  'Amsterdam',
  'Giethoorn',
  'Volendam',
  'Marken',
  'Zaandam',
  'Keukenhof',
  'Lisse',
  'Brugge',
  'Bruges',
  'Antwerpen',
  'Brussel',
  'Den Haag',
  "'s-Gravenhage",
  'Rotterdam',
  'Utrecht',
  'Maastricht',
  'Bruxelles',
  'Brüssel',
  'Anvers',
  'La Haye',
];
for (let i = 0; i < 20; i++) names.push(...featured);

const queries = [];
while (queries.length < QUERIES) {
  const name = names[Math.floor(random() * names.length)];
  const length = 2 + Math.floor(random() * Math.max(1, name.length - 1));
  let query = name.slice(0, length);
  const style = random();
  if (style < 0.4) query = query.toLowerCase();
  else if (style < 0.5) query = query.normalize('NFKD').replace(/\p{M}/gu, '');
  else if (style < 0.55) query = `${name}, ${random() < 0.5 ? 'Noord' : 'Ned'}`;
  queries.push(query);
}

// Warm up the JIT, then time each query once.
for (let i = 0; i < 1000; i++)
  gazetteer.search(queries[i % queries.length], { limit: 8, acceptLanguage: 'nl' });
const times = new Float64Array(queries.length);
let results = 0;
for (const [i, query] of queries.entries()) {
  const start = performance.now();
  results += gazetteer.search(query, { limit: 8, acceptLanguage: LANGUAGES[i % LANGUAGES.length] }).length;
  times[i] = performance.now() - start;
}
times.sort();
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const round = (n) => Number(n.toFixed(4));

const summary = {
  bench: 'geo-search gazetteer.search',
  places: gazetteer.size,
  queries: queries.length,
  meanResults: round(results / queries.length),
  importMs: round(importMs),
  loadMs: round(loadMs),
  p50Ms: round(pct(50)),
  p90Ms: round(pct(90)),
  p99Ms: round(pct(99)),
  maxMs: round(times[times.length - 1]),
  budgetP99Ms: BUDGET_P99_MS,
};
summary.ok = summary.p99Ms < BUDGET_P99_MS;

console.log(`gazetteer: ${summary.places} places, import ${summary.importMs} ms, load ${summary.loadMs} ms`);
console.log(
  `search over ${summary.queries} prefixes: p50 ${summary.p50Ms} ms, p90 ${summary.p90Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms (budget p99 < ${BUDGET_P99_MS} ms)`,
);
console.log(JSON.stringify(summary));
if (!summary.ok) process.exitCode = 1;

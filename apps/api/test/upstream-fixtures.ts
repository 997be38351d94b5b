import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Local stand-ins for the three upstream geocoders (PDOK Locatieserver, Nominatim, Photon), each
// answering in its protocol's documented format from one shared table of real addresses. Used by
// geo-upstream*.test.ts and by the golden search table for its street-address cases.

/**
 * Country names as the upstreams write them: local (no language asked, Dutch, or one they lack) and
 * English, German, French (OSM's `name:en`, `name:de`, `name:fr`).
 */
const COUNTRY_NAMES = {
  nl: { local: 'Nederland', en: 'Netherlands', de: 'Niederlande', fr: 'Pays-Bas' },
  be: { local: 'België', en: 'Belgium', de: 'Belgien', fr: 'Belgique' },
  de: { local: 'Deutschland', en: 'Germany', de: 'Deutschland', fr: 'Allemagne' },
} as const;

/** The language of the country names an upstream answers in: one of COUNTRY_NAMES' keys. */
type NameLanguage = keyof (typeof COUNTRY_NAMES)['nl'];

/** The name language for a requested tag ("de", "fr-BE", "nl"): the local names when it has none. */
function nameLanguage(tag: string | null): NameLanguage {
  const base =
    (tag ?? '')
      .trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? '';
  return base === 'en' || base === 'de' || base === 'fr' ? base : 'local';
}

/** One row of the shared table: a street address, a postcode, a street or a town. */
export interface FixturePlace {
  /** Stable key; the fixtures derive their ids from it. */
  key: string;
  kind: 'address' | 'postcode' | 'street' | 'town';
  street?: string;
  houseNumber?: number;
  houseLetter?: string;
  /** As written: "1012 LG" (NL), "2000" (BE). */
  postcode?: string;
  /** The woonplaats (NL) or the city (BE): Nominatim's `city`, PDOK's `woonplaatsnaam`. */
  town: string;
  municipality: string;
  /** The Dutch province; in Belgium the region (Nominatim puts the Belgian province in `county`). */
  state: string;
  /** The Belgian province. */
  county?: string;
  countryCode: keyof typeof COUNTRY_NAMES;
  /** A named building at the address, as OSM tags it (Photon and Nominatim name it; PDOK does not). */
  poi?: { name: string; key: string; value: string };
  lat: number;
  lon: number;
  /**
   * Where the point comes from: `pdok` (a published Locatieserver answer, exact) or `approx` (placed
   * by hand on the building or street, within about 100 m of the true spot).
   */
  source: 'pdok' | 'approx';
}

/**
 * The shared table. The Dutch rows answer in all three fixtures, the Belgian ones in Nominatim's and
 * Photon's (PDOK covers the Netherlands only), the German one only in Photon's, which (like Photon
 * before 0.7) does not filter by country: the adapter must drop it.
 */
export const FIXTURE_PLACES: readonly FixturePlace[] = [
  {
    key: 'damrak-1',
    kind: 'address',
    street: 'Damrak',
    houseNumber: 1,
    postcode: '1012 LG',
    town: 'Amsterdam',
    municipality: 'Amsterdam',
    state: 'Noord-Holland',
    countryCode: 'nl',
    lat: 52.37714,
    lon: 4.89803,
    source: 'pdok',
  },
  {
    key: 'dam-1',
    kind: 'address',
    street: 'Dam',
    houseNumber: 1,
    postcode: '1012 JS',
    town: 'Amsterdam',
    municipality: 'Amsterdam',
    state: 'Noord-Holland',
    countryCode: 'nl',
    poi: { name: 'De Bijenkorf', key: 'shop', value: 'department_store' },
    lat: 52.3734,
    lon: 4.8939,
    source: 'approx',
  },
  {
    key: 'postcode-1012js',
    kind: 'postcode',
    street: 'Dam',
    postcode: '1012 JS',
    town: 'Amsterdam',
    municipality: 'Amsterdam',
    state: 'Noord-Holland',
    countryCode: 'nl',
    lat: 52.3731,
    lon: 4.8933,
    source: 'approx',
  },
  {
    key: 'street-damrak',
    kind: 'street',
    street: 'Damrak',
    town: 'Amsterdam',
    municipality: 'Amsterdam',
    state: 'Noord-Holland',
    countryCode: 'nl',
    lat: 52.3752,
    lon: 4.8961,
    source: 'approx',
  },
  {
    key: 'amstel-1',
    kind: 'address',
    street: 'Amstel',
    houseNumber: 1,
    postcode: '1011 PN',
    town: 'Amsterdam',
    municipality: 'Amsterdam',
    state: 'Noord-Holland',
    countryCode: 'nl',
    lat: 52.3676,
    lon: 4.9016,
    source: 'approx',
  },
  {
    key: 'street-utrechtsestraat',
    kind: 'street',
    street: 'Utrechtsestraat',
    town: 'Amsterdam',
    municipality: 'Amsterdam',
    state: 'Noord-Holland',
    countryCode: 'nl',
    lat: 52.3627,
    lon: 4.8966,
    source: 'approx',
  },
  {
    key: 'coolsingel-40',
    kind: 'address',
    street: 'Coolsingel',
    houseNumber: 40,
    postcode: '3011 AD',
    town: 'Rotterdam',
    municipality: 'Rotterdam',
    state: 'Zuid-Holland',
    countryCode: 'nl',
    poi: { name: 'Stadhuis Rotterdam', key: 'amenity', value: 'townhall' },
    lat: 51.9227,
    lon: 4.4797,
    source: 'approx',
  },
  {
    key: 'europalaan-93',
    kind: 'address',
    street: 'Europalaan',
    houseNumber: 93,
    postcode: '3526 KP',
    town: 'Utrecht',
    municipality: 'Utrecht',
    state: 'Utrecht',
    countryCode: 'nl',
    lat: 52.06415055,
    lon: 5.10696048,
    source: 'pdok',
  },
  {
    key: 'town-utrecht',
    kind: 'town',
    town: 'Utrecht',
    municipality: 'Utrecht',
    state: 'Utrecht',
    countryCode: 'nl',
    lat: 52.0907,
    lon: 5.1214,
    source: 'approx',
  },
  {
    key: 'town-nieuwegein',
    kind: 'town',
    town: 'Nieuwegein',
    municipality: 'Nieuwegein',
    state: 'Utrecht',
    countryCode: 'nl',
    lat: 52.0293,
    lon: 5.0859,
    source: 'approx',
  },
  {
    key: 'koolmees-1',
    kind: 'address',
    street: 'Koolmees',
    houseNumber: 1,
    postcode: '3435 RA',
    town: 'Nieuwegein',
    municipality: 'Nieuwegein',
    state: 'Utrecht',
    countryCode: 'nl',
    lat: 52.0266669,
    lon: 5.07000962,
    source: 'pdok',
  },
  {
    key: 'lijsterstraat-20',
    kind: 'address',
    street: 'Lijsterstraat',
    houseNumber: 20,
    postcode: '3815 DT',
    town: 'Amersfoort',
    municipality: 'Amersfoort',
    state: 'Utrecht',
    countryCode: 'nl',
    lat: 52.16646193,
    lon: 5.40168265,
    source: 'pdok',
  },
  {
    key: 'arend-noorduijnstraat-1',
    kind: 'address',
    street: 'Arend Noorduijnstraat',
    houseNumber: 1,
    postcode: '6512 BK',
    town: 'Nijmegen',
    municipality: 'Nijmegen',
    state: 'Gelderland',
    countryCode: 'nl',
    lat: 51.84092097,
    lon: 5.85351525,
    source: 'pdok',
  },
  {
    key: 'postcode-1118cp',
    kind: 'postcode',
    street: 'Evert van de Beekstraat',
    postcode: '1118 CP',
    town: 'Schiphol',
    municipality: 'Haarlemmermeer',
    state: 'Noord-Holland',
    countryCode: 'nl',
    lat: 52.3031994,
    lon: 4.74654356,
    source: 'pdok',
  },
  {
    key: 'sint-jansstraat-4',
    kind: 'address',
    street: 'Sint Jansstraat',
    houseNumber: 4,
    postcode: '9712 JN',
    town: 'Groningen',
    municipality: 'Groningen',
    state: 'Groningen',
    countryCode: 'nl',
    lat: 53.2188,
    lon: 6.5689,
    source: 'approx',
  },
  {
    key: 'grote-markt-1-brussel',
    kind: 'address',
    street: 'Grote Markt',
    houseNumber: 1,
    postcode: '1000',
    town: 'Brussel',
    municipality: 'Brussel',
    state: 'Brussels Hoofdstedelijk Gewest',
    countryCode: 'be',
    lat: 50.8467,
    lon: 4.3524,
    source: 'approx',
  },
  {
    key: 'meir-1',
    kind: 'address',
    street: 'Meir',
    houseNumber: 1,
    postcode: '2000',
    town: 'Antwerpen',
    municipality: 'Antwerpen',
    county: 'Antwerpen',
    state: 'Vlaanderen',
    countryCode: 'be',
    lat: 51.2187,
    lon: 4.4049,
    source: 'approx',
  },
  {
    key: 'grote-markt-1-antwerpen',
    kind: 'address',
    street: 'Grote Markt',
    houseNumber: 1,
    postcode: '2000',
    town: 'Antwerpen',
    municipality: 'Antwerpen',
    county: 'Antwerpen',
    state: 'Vlaanderen',
    countryCode: 'be',
    poi: { name: 'Stadhuis Antwerpen', key: 'amenity', value: 'townhall' },
    lat: 51.2212,
    lon: 4.3997,
    source: 'approx',
  },
  {
    key: 'domkloster-4',
    kind: 'address',
    street: 'Domkloster',
    houseNumber: 4,
    postcode: '50667',
    town: 'Köln',
    municipality: 'Köln',
    state: 'Nordrhein-Westfalen',
    countryCode: 'de',
    lat: 50.9413,
    lon: 6.9583,
    source: 'approx',
  },
];

/** The folded words of a text: lower case, diacritics and punctuation gone. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** "1" or "13A": the house number with its letter. */
export function fixtureHouseNumber(place: FixturePlace): string | undefined {
  return place.houseNumber === undefined ? undefined : `${place.houseNumber}${place.houseLetter ?? ''}`;
}

/** The words a query may match a place by: its street, number, postcode (with and without space), town. */
function placeWords(place: FixturePlace): string[] {
  const postcode = place.postcode ?? '';
  return [
    ...words([place.street, fixtureHouseNumber(place), postcode, place.town, place.municipality].join(' ')),
    ...words(postcode.replace(/\s+/g, '')),
  ];
}

const KIND_ORDER: Readonly<Record<FixturePlace['kind'], number>> = {
  town: 0,
  street: 1,
  postcode: 2,
  address: 3,
};

/**
 * The rows a query finds, best first: every word of the query (any case, diacritics ignored) must
 * start a word of the row; a whole-word match scores 2, a prefix 1; ties go to towns, then streets,
 * postcodes and addresses, then table order.
 *
 * @example
 * matchFixturePlaces('damrak 1 amsterdam')[0]?.key; // 'damrak-1'
 * matchFixturePlaces('1012JS').map((p) => p.key); // ['postcode-1012js', 'dam-1']
 */
export function matchFixturePlaces(
  query: string,
  places: readonly FixturePlace[] = FIXTURE_PLACES,
): FixturePlace[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  return places
    .flatMap((place, index) => {
      const own = placeWords(place);
      let score = 0;
      for (const word of wanted) {
        if (own.includes(word)) score += 2;
        else if (own.some((candidate) => candidate.startsWith(word))) score += 1;
        else return [];
      }
      return [{ place, score, index }];
    })
    .sort(
      (a, b) => b.score - a.score || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] || a.index - b.index,
    )
    .map(({ place }) => place);
}

/** How a fixture misbehaves: `ok` answers; the others simulate what an upstream can do wrong. */
export type FixtureMode =
  /** Answers after `delayMs` (default 10 s). */
  | 'slow'
  /** 500 with a JSON error body. */
  | 'error'
  /** 200, `application/json`, an HTML page. */
  | 'garbage'
  /** 200, the normal answer padded past 2 MB, streamed without a content-length. */
  | 'oversize'
  /** 200, valid JSON of the wrong shape. */
  | 'wrong-shape'
  | 'ok';

export interface FixtureBehaviour {
  mode: FixtureMode;
  delayMs?: number;
  /** Misbehave only on paths ending like this (PDOK's `/lookup`); default every path. */
  only?: string;
}

/** A running fixture server. */
export interface UpstreamFixture {
  /** The URL to configure: PDOK's base (`…/v3_1`), Nominatim's `/search`, Photon's `/api`. */
  url: string;
  /** Every request's URL, oldest first; a test may empty it. */
  requests: URL[];
  /** How to answer from now on; `{ mode: 'ok' }` restores. */
  behave(behaviour: FixtureBehaviour): void;
  close(): Promise<void>;
}

/** A protocol's answer to one request: the status and the JSON body. */
type Answer = { status: number; body: unknown };

const OVERSIZE_PADDING = 'x'.repeat(2 * 1024 * 1024 + 1);

/** Starts a fixture on 127.0.0.1 (a free port) that answers with `answer`, misbehaving as told. */
async function startFixture(basePath: string, answer: (url: URL) => Answer): Promise<UpstreamFixture> {
  const requests: URL[] = [];
  let behaviour: FixtureBehaviour = { mode: 'ok' };
  const timers = new Set<NodeJS.Timeout>();
  const respond = (url: URL, response: ServerResponse) => {
    const mode = !behaviour.only || url.pathname.endsWith(behaviour.only) ? behaviour.mode : 'ok';
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (mode === 'error') return json(500, { error: 'internal server error' });
    if (mode === 'wrong-shape') return json(200, { unexpected: true });
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    }
    const { status, body } = answer(url);
    if (mode !== 'oversize') return json(status, body);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    const text = JSON.stringify({ padding: OVERSIZE_PADDING, answer: body });
    for (let at = 0; at < text.length; at += 64 * 1024) response.write(text.slice(at, at + 64 * 1024));
    response.end();
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fixture.test');
    requests.push(url);
    if (!url.pathname.startsWith(basePath)) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"not found"}');
      return;
    }
    const applies = !behaviour.only || url.pathname.endsWith(behaviour.only);
    if (behaviour.mode === 'slow' && applies) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) respond(url, response);
      }, behaviour.delayMs ?? 10_000);
      timers.add(timer);
      return;
    }
    respond(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A hex digest of a row's key: the fixtures' ids. */
function digest(key: string): string {
  return createHash('md5').update(key).digest('hex');
}

/** A stand-in OSM id (not the object's real one): stable per row. */
function fakeOsmId(place: FixturePlace): number {
  return Number.parseInt(digest(place.key).slice(0, 8), 16) % 1_000_000_000;
}

function countryName(place: FixturePlace, language: NameLanguage): string {
  return COUNTRY_NAMES[place.countryCode][language];
}

// ---- PDOK Locatieserver (https://api.pdok.nl/bzk/locatieserver/search/v3_1/ui/) ----

const PDOK_TYPES = { address: 'adres', postcode: 'postcode', street: 'weg', town: 'woonplaats' } as const;
const PDOK_ID_PREFIXES = { adres: 'adr', postcode: 'pcd', weg: 'weg', woonplaats: 'wpl' } as const;
/** The Locatieserver's default filter, `type:(gemeente OR woonplaats OR weg OR postcode OR adres)`. */
const PDOK_DEFAULT_TYPES = ['gemeente', 'woonplaats', 'weg', 'postcode', 'adres'];

/** A row's Locatieserver id: a type prefix and 32 hex digits, as `adr-8f4d573be765b4c80dd635ba73747903`. */
export function pdokFixtureId(place: FixturePlace): string {
  return `${PDOK_ID_PREFIXES[PDOK_TYPES[place.kind]]}-${digest(place.key)}`;
}

/** A row's `weergavenaam` as the Locatieserver writes it: postcodes without their space. */
function pdokDisplayName(place: FixturePlace): string {
  const postcode = place.postcode?.replace(/\s+/g, '');
  switch (place.kind) {
    case 'address':
      return `${place.street} ${fixtureHouseNumber(place)}, ${postcode} ${place.town}`;
    case 'postcode':
      return `${place.street}, ${postcode} ${place.town}`;
    case 'street':
      return `${place.street}, ${place.town}`;
    case 'town':
      return `${place.town}, ${place.municipality}, ${place.state}`;
  }
}

/** The full document `lookup` answers (the RD coordinates and BAG ids are left out). */
function pdokDoc(place: FixturePlace): Record<string, unknown> {
  const type = PDOK_TYPES[place.kind];
  return {
    bron: type === 'weg' ? 'BAG/NWB' : 'BAG',
    type,
    id: pdokFixtureId(place),
    weergavenaam: pdokDisplayName(place),
    ...(place.street ? { straatnaam: place.street } : {}),
    ...(place.houseNumber === undefined
      ? {}
      : { huisnummer: place.houseNumber, huis_nlt: fixtureHouseNumber(place), adrestype: 'hoofdadres' }),
    ...(place.houseLetter ? { huisletter: place.houseLetter } : {}),
    ...(place.postcode && type !== 'weg' ? { postcode: place.postcode.replace(/\s+/g, '') } : {}),
    woonplaatsnaam: place.town,
    gemeentenaam: place.municipality,
    provincienaam: place.state,
    centroide_ll: `POINT(${place.lon} ${place.lat})`,
  };
}

/** The types a `fq` of the form `type:adres` or `type:(adres OR weg)` asks for. */
function pdokTypes(fq: string | null): string[] {
  if (!fq) return PDOK_DEFAULT_TYPES;
  const match = /^type:\(?([a-z ]+?)\)?$/i.exec(fq.trim());
  return match?.[1] ? match[1].split(/\s+OR\s+/i).map((type) => type.trim()) : PDOK_DEFAULT_TYPES;
}

/** The query words in bold, as the Locatieserver's `highlighting` marks them. */
function highlight(text: string, query: string): string {
  const wanted = words(query);
  return text.replace(/[\p{L}\p{N}]+/gu, (word) =>
    wanted.some((w) => words(word)[0]?.startsWith(w)) ? `<b>${word}</b>` : word,
  );
}

function pdokAnswer(url: URL): Answer {
  const dutch = FIXTURE_PLACES.filter((place) => place.countryCode === 'nl');
  const envelope = (docs: Record<string, unknown>[], numFound = docs.length) => ({
    numFound,
    start: 0,
    maxScore: Number(docs[0]?.score ?? 0),
    numFoundExact: true,
    docs,
  });
  if (url.pathname.endsWith('/suggest')) {
    const q = url.searchParams.get('q') ?? '';
    const types = pdokTypes(url.searchParams.get('fq'));
    const rows = Number(url.searchParams.get('rows') ?? 10) || 10;
    const found = matchFixturePlaces(q, dutch).filter((place) => types.includes(PDOK_TYPES[place.kind]));
    const docs = found.slice(0, rows).map((place, index) => ({
      type: PDOK_TYPES[place.kind],
      weergavenaam: pdokDisplayName(place),
      id: pdokFixtureId(place),
      score: Number((14.5 - index * 0.75).toFixed(6)),
    }));
    return {
      status: 200,
      body: {
        response: envelope(docs, found.length),
        highlighting: Object.fromEntries(
          docs.map((doc) => [doc.id, { suggest: [highlight(doc.weergavenaam, q)] }]),
        ),
        spellcheck: { suggestions: [], collations: [] },
      },
    };
  }
  if (url.pathname.endsWith('/lookup')) {
    const id = url.searchParams.get('id');
    const place = dutch.find((candidate) => pdokFixtureId(candidate) === id);
    return { status: 200, body: { response: envelope(place ? [{ ...pdokDoc(place), score: 1 }] : []) } };
  }
  return { status: 404, body: { message: 'not found' } };
}

/**
 * A PDOK Locatieserver stand-in: `GET <url>/suggest?q=&fq=&rows=` answers Solr's envelope
 * (`response.numFound`, `response.docs` of `{ type, weergavenaam, id, score }`, `highlighting`,
 * `spellcheck`), `GET <url>/lookup?id=` the full document (`centroide_ll` "POINT(lon lat)",
 * `straatnaam`, `huisnummer`, `huis_nlt`, `postcode`, `woonplaatsnaam`, `gemeentenaam`,
 * `provincienaam`, …). The Dutch rows only.
 */
export function startPdokFixture(): Promise<UpstreamFixture> {
  return startFixture('/bzk/locatieserver/search/v3_1', pdokAnswer);
}

// ---- Nominatim (https://nominatim.org/release-docs/latest/api/Search/) ----

const NOMINATIM_LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** A row as Nominatim's `format=json&addressdetails=1` answers it. */
function nominatimItem(place: FixturePlace, language: NameLanguage): Record<string, unknown> {
  const country = countryName(place, language);
  const number = fixtureHouseNumber(place);
  const own = {
    address: {
      class: 'place',
      type: 'house',
      addresstype: 'place',
      rank: 30,
      importance: 9.99999999995449e-6,
    },
    postcode: { class: 'place', type: 'postcode', addresstype: 'postcode', rank: 21, importance: 0.0001 },
    street: { class: 'highway', type: 'pedestrian', addresstype: 'road', rank: 26, importance: 0.0533 },
    town: { class: 'place', type: 'city', addresstype: 'city', rank: 16, importance: 0.7 },
  }[place.kind];
  const kind = place.poi
    ? { ...own, class: place.poi.key, type: place.poi.value, addresstype: place.poi.value }
    : own;
  const name =
    place.poi?.name ??
    { address: '', postcode: place.postcode, street: place.street, town: place.town }[place.kind];
  const segments = [
    place.poi?.name,
    place.kind === 'postcode' ? undefined : number,
    place.kind === 'town' ? undefined : place.street,
    place.town,
    place.municipality === place.town ? undefined : place.municipality,
    place.county,
    place.state,
    place.kind === 'street' ? undefined : place.postcode,
    country,
  ];
  const extent = place.kind === 'town' ? 0.08 : 0.0005;
  return {
    place_id: fakeOsmId(place) + 100,
    licence: NOMINATIM_LICENCE,
    osm_type: place.kind === 'town' ? 'relation' : place.kind === 'street' ? 'way' : 'node',
    osm_id: fakeOsmId(place),
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    class: kind.class,
    type: kind.type,
    place_rank: kind.rank,
    importance: kind.importance,
    addresstype: kind.addresstype,
    name: name ?? '',
    display_name: segments.filter(Boolean).join(', '),
    address: {
      ...(place.poi ? { [place.poi.value]: place.poi.name } : {}),
      ...(number && place.kind === 'address' ? { house_number: number } : {}),
      ...(place.street ? { road: place.street } : {}),
      city: place.town,
      ...(place.municipality === place.town ? {} : { municipality: place.municipality }),
      ...(place.county ? { county: place.county } : {}),
      state: place.state,
      ...(place.postcode && place.kind !== 'street' ? { postcode: place.postcode } : {}),
      country,
      country_code: place.countryCode,
    },
    boundingbox: [
      (place.lat - extent).toFixed(7),
      (place.lat + extent).toFixed(7),
      (place.lon - extent).toFixed(7),
      (place.lon + extent).toFixed(7),
    ],
  };
}

function nominatimAnswer(url: URL): Answer {
  const codes = url.searchParams.get('countrycodes')?.toLowerCase().split(',').filter(Boolean);
  const limit = Number(url.searchParams.get('limit') ?? 10) || 10;
  const language = nameLanguage(url.searchParams.get('accept-language'));
  const places = FIXTURE_PLACES.filter((place) => !codes || codes.includes(place.countryCode));
  const found = matchFixturePlaces(url.searchParams.get('q') ?? '', places).slice(0, limit);
  return { status: 200, body: found.map((place) => nominatimItem(place, language)) };
}

/**
 * A Nominatim stand-in: `GET <url>?q=&format=json&addressdetails=1&limit=&countrycodes=&accept-language=`
 * answers a JSON array of results (`place_id`, `licence`, `osm_type`, `osm_id`, `lat`/`lon` strings,
 * `class`, `type`, `place_rank`, `importance`, `addresstype`, `name`, `display_name` house number
 * first, `address`, `boundingbox`), filtered by `countrycodes`.
 */
export function startNominatimFixture(): Promise<UpstreamFixture> {
  return startFixture('/search', nominatimAnswer);
}

// ---- Photon (https://github.com/komoot/photon/blob/master/docs/api-v1.md) ----

/** A row as a Photon feature (GeocodeJSON properties); postcodes are not Photon objects. */
function photonFeature(place: FixturePlace, language: NameLanguage): Record<string, unknown> {
  const layer = { address: 'house', postcode: 'other', street: 'street', town: 'city' }[place.kind];
  const tags = place.poi
    ? { osm_key: place.poi.key, osm_value: place.poi.value }
    : {
        address: { osm_key: 'place', osm_value: 'house' },
        postcode: { osm_key: 'place', osm_value: 'postcode' },
        street: { osm_key: 'highway', osm_value: 'pedestrian' },
        town: { osm_key: 'place', osm_value: 'city' },
      }[place.kind];
  const extent = place.kind === 'town' ? 0.08 : place.kind === 'street' ? 0.002 : undefined;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
    properties: {
      osm_type: place.kind === 'town' ? 'R' : place.kind === 'street' ? 'W' : 'N',
      osm_id: fakeOsmId(place),
      ...tags,
      type: layer,
      ...(place.poi ? { name: place.poi.name } : {}),
      ...(place.kind === 'street' ? { name: place.street } : {}),
      ...(place.kind === 'town' ? { name: place.town } : {}),
      ...(place.kind === 'address' ? { housenumber: fixtureHouseNumber(place), street: place.street } : {}),
      ...(place.postcode && place.kind !== 'town' ? { postcode: place.postcode } : {}),
      ...(place.kind === 'town' ? {} : { city: place.town }),
      ...(place.county ? { county: place.county } : {}),
      state: place.state,
      country: countryName(place, language),
      countrycode: place.countryCode.toUpperCase(),
      ...(extent === undefined
        ? {}
        : { extent: [place.lon - extent, place.lat + extent, place.lon + extent, place.lat - extent] }),
    },
  };
}

/** Whether a point lies in Photon's `bbox` (minLon,minLat,maxLon,maxLat); no box: yes. */
function inBbox(place: FixturePlace, bbox: string | null): boolean {
  const [minLon, minLat, maxLon, maxLat] = (bbox ?? '').split(',').map(Number);
  if (minLon === undefined || minLat === undefined || maxLon === undefined || maxLat === undefined)
    return true;
  if (![minLon, minLat, maxLon, maxLat].every(Number.isFinite)) return true;
  return place.lon >= minLon && place.lon <= maxLon && place.lat >= minLat && place.lat <= maxLat;
}

/**
 * Photon's answer; `languages` are those its import holds: another `lang` is refused with a 400, as
 * Photon before 0.5 and an import without that language do (a newer one answers the local names).
 */
function photonAnswer(url: URL, languages?: readonly string[]): Answer {
  const limit = Number(url.searchParams.get('limit') ?? 15) || 15;
  const lang = url.searchParams.get('lang');
  if (lang !== null && languages && !languages.includes(lang)) {
    const supported = languages.join(', ');
    return {
      status: 400,
      body: { message: `language ${lang} is not supported, supported languages are: ${supported}` },
    };
  }
  const layers = url.searchParams.getAll('layer');
  const found = matchFixturePlaces(url.searchParams.get('q') ?? '')
    .filter((place) => place.kind !== 'postcode' && inBbox(place, url.searchParams.get('bbox')))
    .map((place) => photonFeature(place, nameLanguage(lang)))
    .filter((feature) => {
      const layer = (feature.properties as { type: string }).type;
      return layers.length === 0 || layers.includes(layer);
    })
    .slice(0, limit);
  return { status: 200, body: { type: 'FeatureCollection', features: found } };
}

/**
 * A Photon stand-in: `GET <url>?q=&limit=&lang=&bbox=&layer=` answers a GeoJSON FeatureCollection of
 * Point features whose properties are Photon's (`osm_type` N/W/R, `osm_id`, `osm_key`, `osm_value`,
 * `type`, `name`, `street`, `housenumber`, `postcode`, `city`, `county`, `state`, `country`,
 * `countrycode`, `extent`). It honours `bbox`, `layer` and `lang` (the country's name) but, like
 * Photon before 0.7, not countries. With `languages`, a `lang` outside them is refused (400).
 */
export function startPhotonFixture(
  options: { languages?: readonly string[] } = {},
): Promise<UpstreamFixture> {
  return startFixture('/api', (url) => photonAnswer(url, options.languages));
}

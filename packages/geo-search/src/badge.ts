import type { Language } from './language';

/**
 * The badge shown beside a suggestion, by place type: the six of SPEC section 9, and the kinds of
 * pickup point issue 16 added (stations, museums, attractions, venues, street addresses, postcodes).
 */
export type BadgeKey =
  | 'city'
  | 'hamlet'
  | 'village'
  | 'district'
  | 'province'
  | 'area'
  | 'station'
  | 'museum'
  | 'attraction'
  | 'landmark'
  | 'venue'
  | 'address'
  | 'postcode';

const BADGE_BY_TYPE: Readonly<Record<string, BadgeKey>> = {
  city: 'city',
  hamlet: 'hamlet',
  village: 'village',
  city_district: 'district',
  state: 'province',
  administrative: 'area',
  station: 'station',
  museum: 'museum',
  attraction: 'attraction',
  theme_park: 'attraction',
  zoo: 'attraction',
  park: 'attraction',
  garden: 'attraction',
  national_park: 'attraction',
  viewpoint: 'attraction',
  monument: 'landmark',
  memorial: 'landmark',
  castle: 'landmark',
  square: 'landmark',
  marketplace: 'landmark',
  place_of_worship: 'landmark',
  tower: 'landmark',
  bridge: 'landmark',
  pier: 'landmark',
  cemetery: 'landmark',
  government: 'landmark',
  exhibition_centre: 'venue',
  conference_centre: 'venue',
  events_venue: 'venue',
  arts_centre: 'venue',
  theatre: 'venue',
  concert_hall: 'venue',
  stadium: 'venue',
  sports_centre: 'venue',
  house: 'address',
  postcode: 'postcode',
};

const BADGE_LABELS: Readonly<Record<Language, Readonly<Record<BadgeKey, string>>>> = {
  en: {
    city: 'City',
    hamlet: 'Hamlet',
    village: 'Village',
    district: 'District',
    province: 'Province',
    area: 'Area',
    station: 'Station',
    museum: 'Museum',
    attraction: 'Attraction',
    landmark: 'Landmark',
    venue: 'Venue',
    address: 'Address',
    postcode: 'Postcode',
  },
  nl: {
    city: 'Stad',
    hamlet: 'Gehucht',
    village: 'Dorp',
    district: 'Wijk',
    province: 'Provincie',
    area: 'Gebied',
    station: 'Station',
    museum: 'Museum',
    attraction: 'Attractie',
    landmark: 'Bezienswaardigheid',
    venue: 'Evenementenlocatie',
    address: 'Adres',
    postcode: 'Postcode',
  },
  de: {
    city: 'Stadt',
    hamlet: 'Weiler',
    village: 'Dorf',
    district: 'Stadtteil',
    province: 'Provinz',
    area: 'Gebiet',
    station: 'Bahnhof',
    museum: 'Museum',
    attraction: 'Ausflugsziel',
    landmark: 'Sehenswürdigkeit',
    venue: 'Veranstaltungsort',
    address: 'Adresse',
    postcode: 'Postleitzahl',
  },
  fr: {
    city: 'Ville',
    hamlet: 'Hameau',
    village: 'Village',
    district: 'Quartier',
    province: 'Province',
    area: 'Zone',
    station: 'Gare',
    museum: 'Musée',
    attraction: 'Attraction',
    landmark: 'Monument',
    venue: 'Lieu d’événements',
    address: 'Adresse',
    postcode: 'Code postal',
  },
};

/**
 * The badge for a result's `type`: city, hamlet, village, city_district (district), state (province),
 * administrative (area) as SPEC section 9 has them; station, museum, the attractions (theme park,
 * zoo, park), the landmarks (square, monument, church, tower, ...), the venues (exhibition or
 * conference centre, stadium, ...), house (address) and postcode; `null` (no badge) for every other
 * type, such as town or aerodrome.
 *
 * @example
 * badgeKey('city_district'); // 'district'
 * badgeKey('town'); // null
 */
export function badgeKey(type: string): BadgeKey | null {
  return Object.hasOwn(BADGE_BY_TYPE, type) ? (BADGE_BY_TYPE[type] ?? null) : null;
}

/**
 * The badge text for a result's `type` in the given language, or `null` when the type has no badge.
 *
 * @example
 * badgeLabel('village', 'en'); // 'Village'
 * badgeLabel('village', 'nl'); // 'Dorp'
 * badgeLabel('station', 'de'); // 'Bahnhof'
 * badgeLabel('station', 'fr'); // 'Gare'
 */
export function badgeLabel(type: string, language: Language): string | null {
  const key = badgeKey(type);
  return key === null ? null : BADGE_LABELS[language][key];
}

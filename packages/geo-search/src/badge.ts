/**
 * The badge shown beside a suggestion, by place type: the six of SPEC section 9, and the kinds of
 * pickup point issue 16 added (stations, museums, attractions, venues, street addresses, postcodes).
 * The words for each key live with the texts that show them: the site's `citySearch.badge` and the
 * console's `newBooking.placeBadge` (@spt/i18n-content).
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

import type { Language } from './language';

/** The badge shown beside a suggestion, by place type (SPEC section 9). */
export type BadgeKey = 'city' | 'hamlet' | 'village' | 'district' | 'province' | 'area';

const BADGE_BY_TYPE: Readonly<Record<string, BadgeKey>> = {
  city: 'city',
  hamlet: 'hamlet',
  village: 'village',
  city_district: 'district',
  state: 'province',
  administrative: 'area',
};

const BADGE_LABELS: Readonly<Record<Language, Readonly<Record<BadgeKey, string>>>> = {
  en: {
    city: 'City',
    hamlet: 'Hamlet',
    village: 'Village',
    district: 'District',
    province: 'Province',
    area: 'Area',
  },
  nl: {
    city: 'Stad',
    hamlet: 'Gehucht',
    village: 'Dorp',
    district: 'Wijk',
    province: 'Provincie',
    area: 'Gebied',
  },
};

/**
 * The badge for a result's `type`: city, hamlet, village, city_district (district), state (province),
 * administrative (area); `null` (no badge) for every other type, such as town or aerodrome.
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
 */
export function badgeLabel(type: string, language: Language): string | null {
  const key = badgeKey(type);
  return key === null ? null : BADGE_LABELS[language][key];
}

import { type ConsoleLanguage, type Language, NUMBER_LOCALES } from '@spt/i18n-content';
import { nameOnOneLine } from './people.js';

/** Subjects longer than this are cut off in most inboxes, and on a phone far sooner. */
export const MAX_SUBJECT_LENGTH = 120;
/** No shortened part of a subject gets shorter than this (with its ellipsis). */
const MIN_PART_LENGTH = 12;
/** What a shortened name or place keeps before the others are shortened too. */
const READABLE_PART_LENGTH = 18;

/** The business's subject words, in the staff languages (the business reads its mail in English). */
const SUBJECT_WORDS: Readonly<Record<ConsoleLanguage, { newBooking: string; asDirected: string }>> = {
  en: { newBooking: 'New booking', asDirected: 'as directed' },
  nl: { newBooking: 'Nieuwe boeking', asDirected: 'naar wens' },
};

/**
 * An Amsterdam calendar day (`YYYY-MM-DD`) as a short date with its weekday: `Fri 4 Dec`, `vr 4 dec`.
 *
 * @example
 * shortDate('2026-12-04', 'en'); // 'Fri 4 Dec'
 */
export function shortDate(date: string, locale: Language): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(NUMBER_LOCALES[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(Date.UTC(y, m - 1, d)))
    .replace(/,/g, '');
}

/**
 * A place as short as it can be said: the name before its first comma ("Amsterdam Airport
 * Schiphol, Haarlemmermeer" -> "Amsterdam Airport Schiphol"), on one line.
 *
 * @example
 * placeName('Maastricht, Limburg'); // 'Maastricht'
 */
export function placeName(place: string): string {
  const oneLine = place.replace(/\s+/gu, ' ').trim();
  return oneLine.split(',')[0]?.trim() || oneLine;
}

/**
 * Text cut to at most `max` characters (code points), at a word where one is near, with an ellipsis.
 *
 * @example
 * cutText('Amsterdam Airport Schiphol', 18); // 'Amsterdam Airport…'
 */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const keep = Math.max(1, max - 1);
  const head = chars.slice(0, keep).join('');
  // At a word: the head as it is when a space follows it, else without its broken last word.
  const atWord = /\s/u.test(chars[keep] ?? '') ? head : head.replace(/\s+\S*$/u, '');
  const kept = atWord.length >= head.length * 0.4 ? atWord : head;
  return `${kept.trimEnd()}…`;
}

const length = (text: string) => Array.from(text).length;

/** What the new-booking subject names. */
export interface NewBookingSubjectFacts {
  reference: string;
  /** Amsterdam calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Amsterdam wall time, `HH:mm`. */
  time: string;
  contactName: string;
  pickup: string;
  /** Empty for hire without a fixed destination. */
  destination: string;
}

/**
 * The subject of the business's new-booking mail: reference, day and time (Amsterdam), the customer
 * and the route, at most {@link MAX_SUBJECT_LENGTH} characters. Places are named without their
 * region; when that is still too long, without what they say in brackets, then the longer place is
 * cut at a word, step by step, then the name, each to a readable length first; never the reference,
 * date or time.
 *
 * @example
 * newBookingSubject({ reference: 'SPT-7K3M9Q', date: '2026-12-04', time: '14:30', contactName: 'Eva de Vries',
 *   pickup: 'Schiphol, Haarlemmermeer', destination: 'Amsterdam, Noord-Holland' }, 'en');
 * // 'New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · Eva de Vries · Schiphol → Amsterdam'
 */
export function newBookingSubject(facts: NewBookingSubjectFacts, locale: ConsoleLanguage): string {
  const words = SUBJECT_WORDS[locale];
  const head = `${words.newBooking} ${facts.reference} · ${shortDate(facts.date, locale)} ${facts.time}`;
  const parts = [
    nameOnOneLine(facts.contactName),
    placeName(facts.pickup),
    facts.destination.trim() === '' ? words.asDirected : placeName(facts.destination),
  ];
  const build = () => {
    const [name, from, to] = parts;
    return [head, ...(name ? [name] : []), `${from} → ${to}`].join(' · ');
  };
  const over = () => length(build()) - MAX_SUBJECT_LENGTH;
  if (over() > 0) {
    for (const index of [1, 2]) {
      const bare = (parts[index] ?? '').replace(/\s*\([^)]*\)/gu, '').trim();
      if (bare) parts[index] = bare;
    }
  }
  // The places first, the longer one down to the other's length each step, while each keeps a
  // readable length; then the name; then all three down to the least that still says something.
  const steps: Array<[indexes: number[], floor: number]> = [
    [[1, 2], READABLE_PART_LENGTH],
    [[0], READABLE_PART_LENGTH],
    [[0, 1, 2], MIN_PART_LENGTH],
  ];
  for (const [indexes, floor] of steps) {
    while (over() > 0) {
      const [longest = 0, second] = [...indexes].sort(
        (a, b) => length(parts[b] ?? '') - length(parts[a] ?? ''),
      );
      const part = parts[longest] ?? '';
      const others = second === undefined ? 0 : length(parts[second] ?? '');
      let target = Math.max(floor, length(part) - over(), others);
      if (target >= length(part)) target = Math.max(floor, length(part) - Math.ceil(over() / 2));
      if (target >= length(part)) break;
      parts[longest] = cutText(part, target);
    }
  }
  return build();
}

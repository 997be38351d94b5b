import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookingRequestSchema } from './booking-request.js';
import { ContactRequestSchema } from './contact-request.js';
import { hasVisibleText, multiLineText, normalizeText, singleLineText, textProblem } from './text.js';

describe('textProblem: one rule per class of text PostgreSQL, a mail or a terminal should never get', () => {
  it.each([
    ['NUL', 'a\u0000b', 'control'],
    ['escape (terminal)', '\u001b[31mred', 'control'],
    ['DEL', 'a\u007fb', 'control'],
    ['C1 control', 'a\u0085b', 'control'],
    ['C1 CSI', 'a\u009bb', 'control'],
    ['lone high surrogate', 'a\ud800b', 'surrogate'],
    ['lone low surrogate', 'a\udc00b', 'surrogate'],
    ['high surrogate at the end', 'a\ud83d', 'surrogate'],
    ['non-character U+FFFE', 'a\ufffeb', 'nonCharacter'],
    ['non-character U+FDD0', 'a\ufdd0b', 'nonCharacter'],
    ['non-character U+1FFFF', 'a\u{1ffff}b', 'nonCharacter'],
    ['right-to-left override', 'invoice\u202Efdp.exe', 'bidiControl'],
    ['isolate', 'a\u2066b', 'bidiControl'],
  ] as const)('%s is refused everywhere', (_name, text, problem) => {
    expect(textProblem(text, { multiline: false })).toBe(problem);
    expect(textProblem(text, { multiline: true })).toBe(problem);
  });

  it.each([
    ['LF', 'Brussels\nFixed price: €25'],
    ['CR', 'a\rb'],
    ['CRLF', 'a\r\nb'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
  ])('%s is refused in a single-line field and kept in a message', (_name, text) => {
    expect(textProblem(text, { multiline: false })).toBe('lineBreak');
    expect(textProblem(text, { multiline: true })).toBeNull();
  });

  it.each([
    'Jan Jansen',
    'Zoë van der Wüst-O’Brien',
    "'s-Hertogenbosch",
    '北京 🚕 Ελλάδα',
    'Flag 🇳🇱 and family 👨‍👩‍👧',
    'tab\there',
  ])('accepts %s', (text) => {
    expect(textProblem(text, { multiline: false })).toBeNull();
  });
});

describe('text that shows nothing (issue 24)', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['zero-width joiner and non-joiner', '\u200D\u200C'],
    ['word joiner', '\u2060'],
    ['byte-order mark', '\uFEFF'],
    ['soft hyphen', '\u00AD\u00AD'],
    ['left-to-right and right-to-left marks', '\u200E\u200F'],
    ['Mongolian vowel separator', '\u180E'],
    ['tag characters', '\u{E0041}\u{E007F}'],
    ['variation selector', '\uFE0F'],
    ['Hangul filler', '\u3164'],
    ['blank Braille pattern', '\u2800'],
    ['invisible characters and spaces', ' \u200B \u00A0\u2060\t'],
  ])('%s count as blank: a required field refuses them, an optional one keeps nothing', (_name, text) => {
    expect(hasVisibleText(text)).toBe(false);
    expect(textProblem(text, { multiline: false })).toBeNull();
    expect(singleLineText(200).safeParse(text).success).toBe(false);
    expect(multiLineText(200).safeParse(text).success).toBe(false);
    expect(singleLineText(200, 0).parse(text)).toBe('');
    expect(multiLineText(200, 0).parse(text)).toBe('');
  });

  it.each([
    ['right-to-left override', '\u202EJan'],
    ['override and isolate alone', '\u202E\u2066'],
    ['left-to-right embedding', '\u202AJan\u202C'],
    ['first-strong isolate', 'Jan\u2068x\u2069'],
  ])('%s is refused outright, not blanked', (_name, text) => {
    expect(textProblem(text, { multiline: false })).toBe('bidiControl');
    const result = singleLineText(200, 0).safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Contains a text-direction control character');
  });

  it.each([
    ['Dutch', "Zoë van 't Hoff-IJzerman"],
    ['German', 'Jürgen Weiß'],
    ['French', 'François-Hélène d’Aubigné'],
    ['emoji ZWJ sequence', '👨‍👩‍👧'],
    ['flag tag sequence', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['emoji with variation selector', '❤️'],
    ['Arabic', 'محمد'],
    ['Hebrew', 'שָׁלוֹם'],
    ['Persian with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['a name with a stray zero-width space', 'Jan\u200B'],
  ])('%s still passes, unchanged but for NFC', (_name, text) => {
    expect(hasVisibleText(text)).toBe(true);
    expect(singleLineText(200).parse(text)).toBe(text.normalize('NFC'));
    expect(multiLineText(200).parse(text)).toBe(text.normalize('NFC'));
  });
});

describe('normalizeText', () => {
  it('composes to NFC, turns tabs into spaces and trims a single line', () => {
    expect(normalizeText(' Cafe\u0301\tNoord ', { multiline: false })).toBe('Café Noord');
  });
  it('turns every line break of a message into LF', () => {
    expect(normalizeText('a\r\nb\rc\u2028d\ne', { multiline: true })).toBe('a\nb\nc\nd\ne');
  });
});

describe('the schemas', () => {
  it('refuse the classes above with a field issue, and normalize what they accept', () => {
    const field = singleLineText(20);
    expect(field.safeParse('a\u0000').success).toBe(false);
    const issue = field.safeParse('two\nlines');
    expect(issue.success).toBe(false);
    expect(issue.error?.issues[0]?.message).toBe('Must be a single line');
    expect(field.parse('  Cafe\u0301  ')).toBe('Café');
    expect(field.safeParse('   ').success).toBe(false);
    expect(multiLineText(50).parse('Hello\r\n\r\nWorld')).toBe('Hello\n\nWorld');
  });

  it('counts the limit after normalizing, and refuses a hostile length before scanning it', () => {
    expect(singleLineText(5).safeParse('  abcde  ').success).toBe(true);
    expect(singleLineText(5).safeParse('x'.repeat(21)).success).toBe(false);
  });

  const booking = {
    pickup: 'Schiphol',
    destination: 'Maastricht',
    flightNumber: 'KL1234',
    date: '2026-12-24',
    time: '09:30',
    passengers: 2,
    luggage: 2,
    contactName: 'Jan Jansen',
    contactEmail: 'jan@example.com',
    contactPhone: '+31 6 12345678',
    selectedVehicle: { id: 3, name: 'V 250 D Avantgarde', type: 'Minivan' },
    pricing: {
      base: 40,
      distance: 488.04,
      time: 91.7,
      subtotal: 619.74,
      final: 619.74,
      isMinimumApplied: false,
    },
    coordinates: { pickup: { lat: 52.3105, lon: 4.7683 }, destination: { lat: 50.8514, lon: 5.691 } },
    source: 'website',
  };
  const SINGLE_LINE = ['pickup', 'destination', 'flightNumber', 'contactName', 'source'] as const;

  it('the booking refuses a line break in every single-line field (no forged mail lines)', () => {
    expect(BookingRequestSchema.safeParse(booking).success).toBe(true);
    for (const key of SINGLE_LINE) {
      const result = BookingRequestSchema.safeParse({ ...booking, [key]: 'Brussels\nFixed price: €25.00' });
      expect(result.success, key).toBe(false);
      expect(result.error?.issues[0]?.path, key).toEqual([key]);
    }
  });

  it('the booking refuses a contact name that shows nothing, on that field', () => {
    for (const contactName of ['\u200B\u200B', '\u202E\u2066', '\u2060\u00AD', '\u202EJan']) {
      const result = BookingRequestSchema.safeParse({ ...booking, contactName });
      expect(result.success, JSON.stringify(contactName)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['contactName']);
    }
    expect(BookingRequestSchema.parse({ ...booking, contactName: 'Zoë 👨‍👩‍👧' }).contactName).toBe(
      'Zoë 👨‍👩‍👧',
    );
  });

  it('no generated hostile string survives a booking or contact field', () => {
    const hostile = fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('\u0000', '\ud800', '\udfff', '\u001b', '\u0085', '\ufffe', '\u202e', '\u2067'),
        fc.string({ maxLength: 20 }),
      )
      .map(([a, bad, b]) => a + bad + b);
    fc.assert(
      fc.property(hostile, fc.constantFrom(...SINGLE_LINE), (text, key) => {
        expect(BookingRequestSchema.safeParse({ ...booking, [key]: text }).success).toBe(false);
      }),
    );
    const contact = {
      name: 'Jan',
      email: 'jan@example.com',
      message: 'Subject: Other\n\nHi',
      source: 'website',
    };
    fc.assert(
      fc.property(hostile, fc.constantFrom('name', 'message', 'source', 'pickup'), (text, key) => {
        expect(ContactRequestSchema.safeParse({ ...contact, [key]: text }).success).toBe(false);
      }),
    );
  });
});

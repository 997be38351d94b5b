import { z } from 'zod';

/**
 * Why a piece of text is refused, or null when it is acceptable:
 * - `surrogate`: half of a UTF-16 surrogate pair (not a character; PostgreSQL cannot store it);
 * - `control`: NUL and the other C0/C1 control characters (terminal escapes included), except the
 *   tab, and the line breaks of multi-line text;
 * - `lineBreak`: CR, LF or a Unicode line/paragraph separator in a single-line field, where it could
 *   start a line of its own in a mail or a CSV;
 * - `nonCharacter`: the Unicode non-characters U+FDD0..U+FDEF and U+xxFFFE/U+xxFFFF;
 * - `bidiControl`: the bidirectional embedding, override and isolate controls (U+202A..U+202E,
 *   U+2066..U+2069), which make text display in another order than it is stored ("Trojan Source").
 */
export type TextProblem = 'surrogate' | 'control' | 'lineBreak' | 'nonCharacter' | 'bidiControl';

/** What each problem tells the person who typed the text (the API's field issue message). */
export const TEXT_PROBLEM_MESSAGES: Readonly<Record<TextProblem, string>> = {
  surrogate: 'Contains an invalid character',
  control: 'Contains a control character',
  lineBreak: 'Must be a single line',
  nonCharacter: 'Contains an invalid character',
  bidiControl: 'Contains a text-direction control character',
};

/**
 * The first problem of `text` under the text rules, or null.
 *
 * @example
 * textProblem('Jan Jansen', { multiline: false }); // null
 * textProblem('Brussels\nFixed price: €25', { multiline: false }); // 'lineBreak'
 * textProblem('a\u0000b', { multiline: true }); // 'control'
 */
export function textProblem(text: string, options: { multiline: boolean }): TextProblem | null {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'surrogate';
      const codePoint = ((unit - 0xd800) << 10) + (next - 0xdc00) + 0x10000;
      if ((codePoint & 0xfffe) === 0xfffe) return 'nonCharacter';
      i++;
      continue;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return 'surrogate';
    if (unit === 0x0a || unit === 0x0d || unit === 0x2028 || unit === 0x2029) {
      if (!options.multiline) return 'lineBreak';
      continue;
    }
    if (unit === 0x09) continue;
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) return 'control';
    if ((unit >= 0xfdd0 && unit <= 0xfdef) || unit === 0xfffe || unit === 0xffff) return 'nonCharacter';
    if ((unit >= 0x202a && unit <= 0x202e) || (unit >= 0x2066 && unit <= 0x2069)) return 'bidiControl';
  }
  return null;
}

/**
 * A character someone can see: anything but white space, the invisible format characters (Unicode
 * category Cf: zero-width space and joiners, word joiner, soft hyphen, byte-order mark, tag
 * characters...), the other default-ignorable code points (variation selectors, Hangul fillers,
 * combining grapheme joiner) and the blank Braille pattern U+2800, which all render as nothing.
 */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * Whether `text` shows at least one character. Text made only of invisible characters ("\u200B\u200B")
 * looks empty in the console and a mail, so the text rules treat it as blank.
 *
 * @example
 * hasVisibleText('Jan\u200B'); // true
 * hasVisibleText('\u200B\u2060\u00AD'); // false
 */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * Normalizes accepted text: Unicode NFC; single-line text gets tabs as spaces and is trimmed;
 * multi-line text gets CRLF, CR and U+2028/U+2029 as LF, and is trimmed at both ends. Text with no
 * visible character (see {@link hasVisibleText}) becomes empty, like text of spaces alone, so a
 * required field refuses it and an optional one stores nothing. Invisible characters among visible ones
 * are kept: joiners are part of emoji (👨‍👩‍👧) and of Persian or Indic spelling.
 *
 * @example
 * normalizeText('Cafe\u0301\tNoord ', { multiline: false }); // 'Café Noord'
 * normalizeText('\u200B\u200B', { multiline: false }); // ''
 */
export function normalizeText(text: string, options: { multiline: boolean }): string {
  const nfc = text.normalize('NFC');
  const normalized = options.multiline ? nfc.replace(/\r\n?|[\u2028\u2029]/g, '\n') : nfc.replace(/\t/g, ' ');
  return hasVisibleText(normalized) ? normalized.trim() : '';
}

function textField(options: { multiline: boolean; min: number; max: number }) {
  // The raw length limit (before normalizing) keeps hostile megabyte strings from being scanned.
  return z
    .string()
    .max(options.max * 4)
    .superRefine((value, context) => {
      const problem = textProblem(value, options);
      if (problem)
        context.addIssue({ code: 'custom', message: TEXT_PROBLEM_MESSAGES[problem], params: { problem } });
    })
    .transform((value) => normalizeText(value, options))
    .pipe(z.string().min(options.min).max(options.max));
}

/**
 * A single-line free-text field (names, addresses, subject, flight number, source) under the text
 * rules: no line breaks, controls, lone surrogates, non-characters or bidi controls; NFC; tabs become
 * spaces; trimmed; invisible-only text counts as empty (so `min` 1 needs a visible character); between
 * `min` (default 1) and `max` characters after normalizing.
 *
 * @example
 * singleLineText(200).parse('  Jan\tJansen '); // 'Jan Jansen'
 */
export function singleLineText(max: number, min = 1) {
  return textField({ multiline: false, min, max });
}

/**
 * A multi-line free-text field (a message) under the text rules: like `singleLineText`, but line
 * breaks are kept (as LF) and tabs too.
 *
 * @example
 * multiLineText(5000).parse('Hello\r\nWorld'); // 'Hello\nWorld'
 */
export function multiLineText(max: number, min = 1) {
  return textField({ multiline: true, min, max });
}

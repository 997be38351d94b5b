import type { Language } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';

/**
 * A name on one line as a mail shows it: composed (NFC), runs of white space one space, and no
 * trailing comma or semicolon to clash with the punctuation around it.
 *
 * @example
 * nameOnOneLine('  Eva\n de   Vries, '); // 'Eva de Vries'
 */
export function nameOnOneLine(name: string): string {
  return name
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[\s,;:]+$/u, '');
}

/**
 * The greeting of a customer's mail: the full name as it was entered, never a guessed first name,
 * because a name field holds anything ("Familie Bakker", "Bakker B.V.", "Eva de Vries", "Madonna"),
 * and a guessed first name greets a family or a company as "Familie" or "Bakker". Formal, as the site is.
 *
 * @example
 * greeting('Familie Bakker', 'nl'); // 'Beste Familie Bakker,'
 * greeting('Bakker B.V.', 'en'); // 'Dear Bakker B.V.,'
 * greeting('', 'nl'); // 'Beste klant,'
 */
export function greeting(name: string, language: Language): string {
  const shown = nameOnOneLine(name);
  const words = mailTexts[language].letter;
  return shown === '' ? words.greetingNoName : words.greeting({ name: shown });
}

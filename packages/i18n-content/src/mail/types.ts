import type { mail as mailEn } from '../texts/en/mail.js';

/**
 * A text shape with every text widened to `string`, for the other languages to fill: a plain text
 * stays a text, and a text with values (a function of one typed object) keeps its parameters and
 * returns a string. Unlike the page dictionaries' `Widen`, functions keep their call signature.
 */
export type WidenMail<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => WidenMail<R>
    : T extends readonly (infer U)[]
      ? readonly WidenMail<U>[]
      : T extends object
        ? { readonly [K in keyof T]: WidenMail<T[K]> }
        : T;

/** The shape every language's mail texts must have: English's, with any words. */
export type MailTexts = WidenMail<typeof mailEn>;

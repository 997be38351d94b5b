import type { site as en } from '../texts/en/site.js';

/** Turns every string literal of a resource into `string`, keeping the nesting and array element shapes. */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T;

/** The shape every language's resources must have: English's, with any text. */
export type TranslationResource = Widen<typeof en>;

import type { Widen } from '../locales/types.js';
import type { consoleEn } from './en.js';

/** The shape every language's console texts must have: English's, with any text. */
export type ConsoleResource = Widen<typeof consoleEn>;

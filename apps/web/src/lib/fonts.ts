import displayFont from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import textFont from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/**
 * The two font files the first paint needs (theme.css declares them: Cormorant Garamond for headings,
 * Manrope for text, latin subset, variable weight), preloaded from every page's head so they arrive
 * with the stylesheet rather than after it. Vite names both by their content hash, the same name the
 * stylesheet's `url()` gets. The display italic (one hero line) is left to load when it is used.
 */
export const FONT_PRELOADS: Record<string, string>[] = [displayFont, textFont].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
}));

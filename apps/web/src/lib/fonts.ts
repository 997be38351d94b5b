import displayFont from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url';
import textFont from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/**
 * The two font files of the site (theme.css declares them: Cormorant Garamond at weight 500 for
 * headings, variable Manrope for text, latin subset), preloaded from every page's head so they arrive
 * with the stylesheet rather than after it. Vite names both by their content hash, the same name the
 * stylesheet's `url()` gets.
 */
export const FONT_PRELOADS: Record<string, string>[] = [displayFont, textFont].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
}));

import type { I18n } from '../lib/i18n';

export interface RouterContext {
  i18n: I18n;
  /** The serialized resources of the first page's language, embedded once in the document. */
  i18nDataJson: string;
}

import { company } from '@spt/i18n-content';

/** The only place the web app reads build-time configuration. */
export const SITE_URL: string =
  (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') || company.siteUrl;

import type { Language } from '@spt/i18n-content';
import type { TFunction } from 'i18next';

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

/** "€50" / "€ 50"; whole euros drop the cents. */
export function formatEuros(cents: number, lang: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** "32,002" / "32.002". */
export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** SPEC 9's duration display ("N min", "Nh", "Nh Mmin"), worded per language. */
export function formatMinutes(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('common.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('common.duration.hours', { hours })
    : t('common.duration.hoursMinutes', { hours, minutes: rest });
}

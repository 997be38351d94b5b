import { CONSOLE_LANGUAGES, LANGUAGE_NAMES } from '@spt/i18n-content/console';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';

/** The console's language switch: one button per language, the active one pressed. */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  const idle =
    tone === 'dark' ? 'text-navy-200 hover:bg-white/10 hover:text-white' : 'text-navy-900 hover:bg-sand-100';
  const pressed = tone === 'dark' ? 'bg-white/15 text-white' : 'bg-navy-900 text-white';
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('common.language')}</legend>
      {CONSOLE_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === active}
          onClick={() => void i18n.changeLanguage(lang)}
          className={`min-h-11 rounded-full px-3 text-sm font-semibold ${lang === active ? pressed : idle}`}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </fieldset>
  );
}

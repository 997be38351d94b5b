import { TEXT_VARIABLES } from '@spt/i18n-content/console';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The signed-out pages (sign-in, setup, invitation, password reset): one centred card. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-sand-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <header className="on-light flex items-center justify-between gap-4 px-5 py-4 sm:px-8">
        <p className="font-display text-xl text-navy-900">
          {TEXT_VARIABLES.company} <span className="text-muted">· {t('meta.appName')}</span>
        </p>
        <LanguageSwitch tone="light" />
      </header>
      <main id="main" tabIndex={-1} className="on-light mx-auto w-full max-w-md px-5 pt-6 pb-16 outline-none">
        <Outlet />
      </main>
    </div>
  );
}

import { type Language, languageForPath } from '@spt/i18n-content';
import { HeadContent, Outlet, Scripts, useRouteContext, useRouterState } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { AppShell } from '../layout/app-shell';
import { I18N_DATA_ID } from '../lib/i18n';

/** Styles applied only when scripts are off: show what scripts would otherwise reveal. */
const NOSCRIPT_STYLE =
  '<style>[data-noscript-show]{display:block!important}[data-noscript-hide]{display:none!important}</style>';

/** The whole document: prerendered on the server, hydrated by the router on the client. */
export function RootDocument() {
  const { i18n, i18nDataJson } = useRouteContext({ from: '__root__' });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const lang: Language = languageForPath(pathname) ?? (i18n.resolvedLanguage as Language | undefined) ?? 'en';
  return (
    <html lang={lang} dir="ltr">
      <head>
        <HeadContent />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet for visitors without scripts */}
        <noscript dangerouslySetInnerHTML={{ __html: NOSCRIPT_STYLE }} />
      </head>
      <body>
        <script
          type="application/json"
          id={I18N_DATA_ID}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data (not executed), serialized with < escaped
          dangerouslySetInnerHTML={{ __html: i18nDataJson }}
        />
        <I18nextProvider i18n={i18n}>
          <AppShell lang={lang}>
            <Outlet />
          </AppShell>
        </I18nextProvider>
        <Scripts />
      </body>
    </html>
  );
}

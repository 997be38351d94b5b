import {
  company,
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  type TranslationResource,
  translations,
} from '@spt/i18n-content';
import { Artwork } from '../../components/artwork';
import { Logo } from '../../layout/logo';

export interface StaticAssets {
  css: string[];
  entry: string;
}

/**
 * The 404 page in every language and the root language chooser: plain documents without hydration. The client
 * entry only redirects from them (an unprefixed known path, or the bare root).
 */
export function StaticDocument({
  kind,
  assets,
  texts = translations,
}: {
  kind: 'not-found' | 'root';
  assets: StaticAssets;
  texts?: Readonly<Record<Language, TranslationResource>>;
}) {
  const title =
    kind === 'not-found' ? LANGUAGES.map((lang) => texts[lang].notFound.title).join(' · ') : company.name;
  return (
    <html lang={DEFAULT_LANGUAGE} data-static={kind}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${company.name}`}</title>
        {kind === 'not-found' ? <meta name="robots" content="noindex" /> : null}
        {kind === 'root' ? (
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=/${DEFAULT_LANGUAGE}`} />
          </noscript>
        ) : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.entry} />
      </head>
      <body>
        <main className="relative isolate flex min-h-dvh items-center overflow-hidden bg-navy-950 text-white">
          <div className="absolute inset-0 -z-10 opacity-80">
            <Artwork theme="canal" alt="" />
            <div className="absolute inset-0 bg-gradient-to-r from-navy-950/95 via-navy-950/80 to-navy-950/30" />
          </div>
          <div className="container-page py-16">
            <a href={`/${DEFAULT_LANGUAGE}`} className="inline-block rounded-md">
              <Logo />
            </a>
            {kind === 'not-found' ? (
              <div className="mt-16 grid max-w-4xl gap-12 md:grid-cols-2">
                {LANGUAGES.map((lang, index) => {
                  const notFound = texts[lang].notFound;
                  const Heading = index === 0 ? 'h1' : 'h2';
                  return (
                    <section key={lang} lang={lang}>
                      <p className="eyebrow text-gold-300">404</p>
                      <Heading className="mt-3 text-4xl text-white">{notFound.title}</Heading>
                      <p className="mt-4 text-white/80">{notFound.text}</p>
                      <a
                        href={`/${lang}`}
                        hrefLang={lang}
                        className={`btn mt-8 ${index === 0 ? 'btn-gold' : 'btn-outline-light'}`}
                      >
                        {notFound.home}
                      </a>
                    </section>
                  );
                })}
              </div>
            ) : (
              <div className="mt-16 max-w-xl">
                <h1 className="text-4xl text-white">{company.name}</h1>
                <ul className="mt-8 flex flex-wrap gap-3">
                  {LANGUAGES.map((lang, index) => (
                    <li key={lang}>
                      <a
                        href={`/${lang}`}
                        hrefLang={lang}
                        lang={lang}
                        className={`btn ${index === 0 ? 'btn-gold' : 'btn-outline-light'}`}
                      >
                        {LANGUAGE_NAMES[lang]}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </main>
      </body>
    </html>
  );
}

import { company, LANGUAGE_NAMES, translations } from '@spt/i18n-content';
import { Artwork } from '../../components/artwork';
import { Logo } from '../../layout/logo';

export interface StaticAssets {
  css: string[];
  entry: string;
}

/**
 * The bilingual 404 page and the root language chooser: plain documents without hydration. The client
 * entry only redirects from them (an unprefixed known path, or the bare root).
 */
export function StaticDocument({ kind, assets }: { kind: 'not-found' | 'root'; assets: StaticAssets }) {
  const { en, nl } = translations;
  const title = kind === 'not-found' ? `${en.notFound.title} · ${nl.notFound.title}` : company.name;
  return (
    <html lang="en" data-static={kind}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${company.name}`}</title>
        {kind === 'not-found' ? <meta name="robots" content="noindex" /> : null}
        {kind === 'root' ? (
          <noscript>
            <meta httpEquiv="refresh" content="0; url=/en" />
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
            <a href="/en" className="inline-block rounded-md">
              <Logo />
            </a>
            {kind === 'not-found' ? (
              <div className="mt-16 grid max-w-4xl gap-12 md:grid-cols-2">
                <section lang="en">
                  <p className="eyebrow text-gold-300">404</p>
                  <h1 className="mt-3 text-4xl text-white">{en.notFound.title}</h1>
                  <p className="mt-4 text-white/80">{en.notFound.text}</p>
                  <a href="/en" className="btn btn-gold mt-8">
                    {en.notFound.home}
                  </a>
                </section>
                <section lang="nl">
                  <p className="eyebrow text-gold-300">404</p>
                  <h2 className="mt-3 text-4xl text-white">{nl.notFound.title}</h2>
                  <p className="mt-4 text-white/80">{nl.notFound.text}</p>
                  <a href="/nl" className="btn btn-outline-light mt-8">
                    {nl.notFound.home}
                  </a>
                </section>
              </div>
            ) : (
              <div className="mt-16 max-w-xl">
                <h1 className="text-4xl text-white">{company.name}</h1>
                <ul className="mt-8 flex gap-3">
                  <li>
                    <a href="/en" hrefLang="en" lang="en" className="btn btn-gold">
                      {LANGUAGE_NAMES.en}
                    </a>
                  </li>
                  <li>
                    <a href="/nl" hrefLang="nl" lang="nl" className="btn btn-outline-light">
                      {LANGUAGE_NAMES.nl}
                    </a>
                  </li>
                </ul>
              </div>
            )}
          </div>
        </main>
      </body>
    </html>
  );
}

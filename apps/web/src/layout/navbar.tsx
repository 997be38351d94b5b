import {
  company,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  localizePath,
  type PageId,
  pathFor,
  privatePageIdForPath,
  tours,
} from '@spt/i18n-content';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { BookButton } from '../features/booking-modal/book-button';
import { usePage } from '../lib/use-page';
import { Logo } from './logo';

/** Scroll distance after which the bar turns more opaque (SPEC 9). */
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;

const MAIN_LINKS: { id: PageId; key: string }[] = [
  { id: 'home', key: 'nav.home' },
  { id: 'about', key: 'nav.about' },
  { id: 'services', key: 'nav.services' },
  { id: 'booking', key: 'nav.booking' },
];
const AFTER_TOURS: { id: PageId; key: string }[] = [
  { id: 'cityTransfers', key: 'nav.cityTransfers' },
  { id: 'contact', key: 'nav.contact' },
];

type Dropdown = 'tours' | 'language' | null;

const desktopLink =
  'relative inline-flex min-h-11 items-center px-1 text-[0.92rem] font-medium whitespace-nowrap text-white/85 transition-colors hover:text-white aria-[current=page]:text-gold-300';

export function Navbar() {
  const { t } = useTranslation();
  const { pathname, lang, pageId } = usePage();
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dropdown, setDropdown] = useState<Dropdown>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Navigation closes the mobile menu and any dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    setMobileOpen(false);
    setDropdown(null);
  }, [pathname]);

  // A click outside the bar closes what is open.
  useEffect(() => {
    if (!dropdown && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setDropdown(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [dropdown, mobileOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const details = (event.target as HTMLElement).closest('details');
    if (dropdown || mobileOpen) {
      setDropdown(null);
      setMobileOpen(false);
      details?.querySelector('summary')?.focus();
    }
  };

  const syncDropdown = (name: Exclude<Dropdown, null>) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setDropdown((current) => (isOpen ? name : current === name ? null : current));
  };

  /** A mouse click on a summary that hover has just opened keeps it open (keyboard still toggles). */
  const keepHoverOpen = (name: Exclude<Dropdown, null>) => (event: MouseEvent<HTMLElement>) => {
    if (event.detail > 0 && dropdown === name) event.preventDefault();
  };

  const tourIsActive = pageId?.startsWith('tour') ?? false;
  // A page in another language is its equivalent there; the not-found page (no page has its path)
  // offers the other language's home page instead, because it is prerendered at one path and shown
  // at any, so what it renders may not depend on the path.
  const languageTarget = (l: Language) =>
    pageId || privatePageIdForPath(pathname) ? localizePath(pathname, l) : pathFor('home', l);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the disclosure menus inside; each has its own <summary> control
    <header
      ref={headerRef}
      onKeyDown={onKeyDown}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        scrolled
          ? 'bg-navy-950/95 shadow-[0_8px_30px_-12px_rgb(0_0_0/0.6)] backdrop-blur-md'
          : 'bg-navy-950/40 backdrop-blur-[2px]'
      }`}
    >
      {/* Tight gaps on a phone: the wordmark, the language switch and the menu fit in 320 px. */}
      <div className="container-page flex h-18 items-center gap-2 sm:gap-4 lg:h-20">
        <Link to={pathFor('home', lang)} className="flex min-h-11 shrink-0 items-center rounded-md">
          {/* The visible wordmark is the link's name (WCAG 2.5.3, label in name), plus where it goes. */}
          <Logo />
          <span className="sr-only">{t('nav.homeLinkSuffix')}</span>
        </Link>

        <nav aria-label={t('nav.label')} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-5">
            {MAIN_LINKS.map((link) => (
              <li key={link.id}>
                <Link to={pathFor(link.id, lang)} className={desktopLink} activeOptions={{ exact: true }}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li className="relative">
              <details
                open={dropdown === 'tours'}
                onToggle={syncDropdown('tours')}
                onMouseEnter={() => setDropdown('tours')}
                onMouseLeave={() => setDropdown((d) => (d === 'tours' ? null : d))}
              >
                {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's native button */}
                <summary
                  className={`${desktopLink} cursor-pointer gap-1 ${tourIsActive ? 'text-gold-300' : ''}`}
                  aria-haspopup="true"
                  onClick={keepHoverOpen('tours')}
                >
                  {t('nav.tours')}
                  <Icon
                    name="chevron-down"
                    className="size-4 transition-transform [details[open]_&]:rotate-180"
                  />
                </summary>
                <div className="absolute top-full left-1/2 w-64 -translate-x-1/2 pt-2">
                  <ul className="rounded-xl bg-white p-2 shadow-lift ring-1 ring-navy-900/10 on-light">
                    {tours.map((tour) => (
                      <li key={tour.id}>
                        <Link
                          to={pathFor(tour.pageId, lang)}
                          className="flex min-h-11 items-center justify-between rounded-lg px-3 text-[0.92rem] text-navy-900 hover:bg-sand-100 aria-[current=page]:font-semibold aria-[current=page]:text-gold-700"
                        >
                          {t(`tours.menu.${tour.id}`)}
                          <span className="text-xs text-muted">{tour.country}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            </li>
            {AFTER_TOURS.map((link) => (
              <li key={link.id}>
                <Link to={pathFor(link.id, lang)} className={desktopLink}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2 xl:ml-4">
          <div className="relative">
            <details
              open={dropdown === 'language'}
              onToggle={syncDropdown('language')}
              onMouseEnter={() => setDropdown('language')}
              onMouseLeave={() => setDropdown((d) => (d === 'language' ? null : d))}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's native button */}
              <summary
                className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-white/90 hover:text-white"
                aria-label={t('nav.languageCurrent', {
                  language: LANGUAGE_NAMES[lang],
                  code: lang.toUpperCase(),
                })}
                onClick={keepHoverOpen('language')}
              >
                <Icon name="globe" className="size-5 max-sm:hidden" />
                <span aria-hidden="true">{lang.toUpperCase()}</span>
              </summary>
              <div className="absolute top-full right-0 w-44 pt-2">
                <ul className="rounded-xl bg-white p-2 shadow-lift ring-1 ring-navy-900/10 on-light">
                  {LANGUAGES.map((l: Language) => (
                    <li key={l}>
                      <Link
                        to={languageTarget(l)}
                        hrefLang={l}
                        lang={l}
                        aria-current={l === lang ? 'true' : undefined}
                        data-language-option={l}
                        className="flex min-h-11 items-center justify-between rounded-lg px-3 text-[0.92rem] text-navy-900 hover:bg-sand-100"
                      >
                        {LANGUAGE_NAMES[l]}
                        {l === lang && <Icon name="check" className="size-4 text-gold-600" />}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </details>
          </div>

          <a
            href={`tel:${company.phoneE164}`}
            className="btn btn-outline-light btn-nowrap hidden px-4 md:inline-flex"
            aria-label={`${t('common.callNow')}: ${company.phone}`}
          >
            <Icon name="phone" className="size-4" />
            {/* Beside the full menu (xl) only the icon, until the bar is wide enough (2xl); the
                link's name stays "Call Now: <number>". */}
            <span className="xl:max-2xl:hidden">{t('common.callNow')}</span>
          </a>
          <BookButton className="btn btn-gold btn-nowrap hidden px-5 sm:inline-flex" />

          <details
            className="xl:hidden"
            open={mobileOpen}
            onToggle={(e) => setMobileOpen(e.currentTarget.open)}
          >
            <summary
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-white hover:bg-white/10"
              aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              data-mobile-menu-toggle=""
            >
              <Icon name={mobileOpen ? 'close' : 'menu'} className="size-6" />
            </summary>
            <div
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-white/10 bg-navy-950 shadow-lift"
              data-mobile-menu=""
            >
              <nav aria-label={t('nav.label')} className="container-page py-4">
                <ul className="divide-y divide-white/10">
                  {[...MAIN_LINKS, ...AFTER_TOURS].map((link) => (
                    <li key={link.id}>
                      <Link
                        to={pathFor(link.id, lang)}
                        activeOptions={{ exact: true }}
                        className="flex min-h-12 items-center text-base text-white/90 aria-[current=page]:text-gold-300"
                      >
                        {t(link.key)}
                      </Link>
                    </li>
                  ))}
                  <li className="py-3">
                    <p className="eyebrow py-2 text-gold-400">{t('nav.tours')}</p>
                    <ul className="grid grid-cols-2 gap-x-4">
                      {tours.map((tour) => (
                        <li key={tour.id}>
                          <Link
                            to={pathFor(tour.pageId, lang)}
                            className="flex min-h-11 items-center text-[0.95rem] text-white/85 aria-[current=page]:text-gold-300"
                          >
                            {t(`tours.menu.${tour.id}`)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                </ul>
                <div className="mt-4 grid grid-cols-1 gap-3 pb-2 sm:grid-cols-2">
                  <a href={`tel:${company.phoneE164}`} className="btn btn-outline-light">
                    <Icon name="phone" className="size-4" />
                    {t('common.callNow')}
                  </a>
                  <BookButton className="btn btn-gold" />
                </div>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

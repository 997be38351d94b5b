import type { PageId, PrivatePageId, TourId } from '@spt/i18n-content';
import { type AsyncRouteComponent, lazyRouteComponent } from '@tanstack/react-router';
import type { JSX } from 'react';
import { useMarkPageHydrated } from '../lib/page-hydrated';

type PageExports = Record<string, () => JSX.Element>;

/**
 * Each page is its own chunk: a visitor's first load carries the page they opened, not all eight
 * families. The prerender preloads that chunk (`PAGE_SOURCES`), so hydration waits for no request.
 */
const pageModules = import.meta.glob<PageExports>('./*/*-page.tsx');

interface LazyPage {
  /** The page's source file, as the Vite manifest names it. */
  source: string;
  component: AsyncRouteComponent<unknown>;
}

/**
 * The page of `file`, as `pick` takes it from the file's exports. Its first commit marks the page
 * hydrated (lib/page-hydrated.ts). A file missing from the glob fails the prerender of its route.
 */
function lazyPage(file: string, pick: (exports: PageExports) => () => JSX.Element): LazyPage {
  const load = pageModules[`./${file}`] as () => Promise<PageExports>;
  return {
    source: `src/pages/${file}`,
    component: lazyRouteComponent(async () => {
      const Page = pick(await load());
      return {
        default: () => {
          useMarkPageHydrated();
          return <Page />;
        },
      };
    }),
  };
}

const page = (file: string, exportName: string) =>
  lazyPage(file, (exports) => exports[exportName] as () => JSX.Element);

/** A tour page, bound to its tour. */
const tourPage = (tourId: TourId) =>
  lazyPage('tour/tour-page.tsx', (exports) => {
    const TourPage = exports.TourPage as unknown as (props: { tourId: TourId }) => JSX.Element;
    return () => <TourPage tourId={tourId} />;
  });

const PAGES: Record<PageId | PrivatePageId, LazyPage> = {
  home: page('home/home-page.tsx', 'HomePage'),
  about: page('about/about-page.tsx', 'AboutPage'),
  services: page('services/services-page.tsx', 'ServicesPage'),
  booking: page('booking/booking-page.tsx', 'BookingPage'),
  contact: page('contact/contact-page.tsx', 'ContactPage'),
  cityTransfers: page('city-transfers/city-transfers-page.tsx', 'CityTransfersPage'),
  tourGiethoorn: tourPage('giethoorn'),
  tourBruges: tourPage('bruges'),
  tourKeukenhof: tourPage('keukenhof'),
  tourMarken: tourPage('marken'),
  tourVolendam: tourPage('volendam'),
  tourZaanseSchans: tourPage('zaanseSchans'),
  tourBrussels: tourPage('brussels'),
  tourAntwerp: tourPage('antwerp'),
  manageBooking: page('manage-booking/manage-booking-page.tsx', 'ManageBookingPage'),
};

/**
 * The page of an unknown path (the root route's not-found component): its own chunk like the others,
 * so no page's first load carries it.
 */
const NOT_FOUND_PAGE = page('not-found/not-found-page.tsx', 'NotFoundPage');

/** The not-found page's component, loaded when the router first needs it. */
export const notFoundPageComponent = NOT_FOUND_PAGE.component;

/** The not-found page's source file, for the prerendered 404 documents' modulepreload links. */
export const notFoundPageSource = NOT_FOUND_PAGE.source;

/** The component of each page of the route table, and of each private page. */
export function pageComponent(id: PageId | PrivatePageId) {
  return PAGES[id].component;
}

/** The source file of each page, for the prerender's modulepreload links. */
export function pageSource(id: PageId | PrivatePageId): string {
  return PAGES[id].source;
}

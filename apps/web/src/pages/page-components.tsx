import type { PageId, PrivatePageId } from '@spt/i18n-content';

type PageComponent = () => React.JSX.Element;

import { AboutPage } from './about/about-page';
import { BookingPage } from './booking/booking-page';
import { CityTransfersPage } from './city-transfers/city-transfers-page';
import { ContactPage } from './contact/contact-page';
import { HomePage } from './home/home-page';
import { ManageBookingPage } from './manage-booking/manage-booking-page';
import { ServicesPage } from './services/services-page';
import { TourPage } from './tour/tour-page';

const tourPage =
  (id: Parameters<typeof TourPage>[0]['tourId']): PageComponent =>
  () => <TourPage tourId={id} />;

/** The component of each page of the route table. */
export const PAGE_COMPONENTS: Record<PageId, PageComponent> = {
  home: HomePage,
  about: AboutPage,
  services: ServicesPage,
  booking: BookingPage,
  contact: ContactPage,
  cityTransfers: CityTransfersPage,
  tourGiethoorn: tourPage('giethoorn'),
  tourBruges: tourPage('bruges'),
  tourKeukenhof: tourPage('keukenhof'),
  tourMarken: tourPage('marken'),
  tourVolendam: tourPage('volendam'),
  tourZaanseSchans: tourPage('zaanseSchans'),
  tourBrussels: tourPage('brussels'),
  tourAntwerp: tourPage('antwerp'),
};

/** The component of each private page (reached by a link in a customer's mail). */
export const PRIVATE_PAGE_COMPONENTS: Record<PrivatePageId, PageComponent> = {
  manageBooking: ManageBookingPage,
};

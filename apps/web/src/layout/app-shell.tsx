import type { Language } from '@spt/i18n-content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingModal } from '../features/booking-modal/booking-modal';
import { BookingModalProvider } from '../features/booking-modal/booking-modal-context';
import { BookingWizard } from '../features/booking-wizard/booking-wizard';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Navbar, main content, footer and the shared booking modal around every page. */
export function AppShell({ children }: { lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BookingModalProvider>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <BookingModal>{(close, choice) => <BookingWizard onComplete={close} choice={choice} />}</BookingModal>
    </BookingModalProvider>
  );
}

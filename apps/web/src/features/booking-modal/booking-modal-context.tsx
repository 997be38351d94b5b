import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

declare global {
  interface Window {
    /** Set by the boot script (scripts/boot.js) when a Book link was tapped before the app was ready. */
    __sptPendingBooking?: boolean;
    /** Set once the app has hydrated: from then on, Book links are the app's to handle. */
    __sptAppReady?: boolean;
  }
}

interface BookingModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const BookingModalContext = createContext<BookingModalState | null>(null);

/** The booking modal's open state, shared by every Book button (SPEC 4). */
export function BookingModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  // A Book link tapped while the app was still loading opens the modal now (scripts/boot.js kept it).
  useEffect(() => {
    window.__sptAppReady = true;
    if (window.__sptPendingBooking) {
      window.__sptPendingBooking = false;
      setIsOpen(true);
    }
  }, []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <BookingModalContext.Provider value={value}>{children}</BookingModalContext.Provider>;
}

export function useBookingModal(): BookingModalState {
  const state = useContext(BookingModalContext);
  if (!state) throw new Error('useBookingModal must be used inside <BookingModalProvider>');
  return state;
}

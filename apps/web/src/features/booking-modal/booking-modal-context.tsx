import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

declare global {
  interface Window {
    /**
     * Set by the boot script (scripts/boot.js) to the address of a Book link tapped before the app was
     * ready (with its choice, `?tour=giethoorn`).
     */
    __sptPendingBooking?: string | false;
    /** Set once the app has hydrated: from then on, Book links are the app's to handle. */
    __sptAppReady?: boolean;
  }
}

interface BookingModalState {
  isOpen: boolean;
  /**
   * The query of the Book link that opened it (`?tour=giethoorn`): the wizard starts with its tour or
   * destination.
   */
  choice: string;
  open: (choice?: string) => void;
  close: () => void;
}

const BookingModalContext = createContext<BookingModalState | null>(null);

/** The booking modal's open state, shared by every Book button (SPEC 4). */
export function BookingModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const open = useCallback((next = '') => {
    setChoice(next);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  // A Book link tapped while the app was still loading opens the modal now (scripts/boot.js kept it).
  useEffect(() => {
    window.__sptAppReady = true;
    const pending = window.__sptPendingBooking;
    if (pending) {
      window.__sptPendingBooking = false;
      open(new URL(pending, window.location.href).search);
    }
  }, [open]);
  const value = useMemo(() => ({ isOpen, choice, open, close }), [isOpen, choice, open, close]);
  return <BookingModalContext.Provider value={value}>{children}</BookingModalContext.Provider>;
}

export function useBookingModal(): BookingModalState {
  const state = useContext(BookingModalContext);
  if (!state) throw new Error('useBookingModal must be used inside <BookingModalProvider>');
  return state;
}

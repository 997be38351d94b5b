import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

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
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <BookingModalContext.Provider value={value}>{children}</BookingModalContext.Provider>;
}

export function useBookingModal(): BookingModalState {
  const state = useContext(BookingModalContext);
  if (!state) throw new Error('useBookingModal must be used inside <BookingModalProvider>');
  return state;
}

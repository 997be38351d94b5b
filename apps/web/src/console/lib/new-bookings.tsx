import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { fetchBookings } from './api';

/** How often the console asks for new requests, also while its tab is in the background. */
export const INCOMING_REFRESH_MS = 20_000;
/** Local-storage key of the requests the operator has seen in the list. */
const SEEN_KEY = 'sptConsoleSeenRequests';
/** The most references remembered (the API answers at most 100 a page). */
const SEEN_MAX = 500;

export interface NewBookings {
  /** Requests that came in since the operator last looked at the bookings list. */
  count: number;
  /** The references that were new when the operator opened the list (marked "New" there). */
  fresh: ReadonlySet<string>;
}

const NewBookingsContext = createContext<NewBookings>({ count: 0, fresh: new Set() });

/** What the layout knows of new requests (count 0 outside the signed-in console). */
export function useNewBookings(): NewBookings {
  return useContext(NewBookingsContext);
}

function readSeen(): string[] | null {
  try {
    const raw = window.localStorage.getItem(SEEN_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

function writeSeen(references: readonly string[]): void {
  try {
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(references.slice(-SEEN_MAX)));
  } catch {
    // not remembered: the count starts again from the next page load
  }
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Watches the upcoming requests every 20 seconds, in the background too, and counts those the
 * operator has not seen in the bookings list (by reference, so the operator's clock does not
 * matter). Seen means: the list was on screen while they were there. On the first visit ever, what
 * is there counts as seen.
 */
export function NewBookingsProvider({
  onList,
  enabled = true,
  children,
}: {
  onList: boolean;
  /** Off while the operator may not read bookings yet (two-step sign-in still to set up). */
  enabled?: boolean;
  children: ReactNode;
}) {
  const visible = usePageVisible();
  const incoming = useQuery({
    queryKey: ['bookings', 'incoming'],
    queryFn: () => fetchBookings({ status: 'requested' }, { limit: 100 }),
    enabled,
    refetchInterval: INCOMING_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const [seen, setSeen] = useState<string[] | null>(() => readSeen());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const references = useMemo(
    () => incoming.data?.items.map((item) => item.reference) ?? null,
    [incoming.data],
  );

  useEffect(() => {
    if (!references) return;
    if (seen === null) {
      setSeen(references);
      writeSeen(references);
      return;
    }
    if (!onList || !visible) return;
    const known = new Set(seen);
    const unseen = references.filter((reference) => !known.has(reference));
    if (unseen.length === 0) return;
    setFresh((current) => new Set([...current, ...unseen]));
    const next = [...seen, ...unseen];
    setSeen(next);
    writeSeen(next);
  }, [references, seen, onList, visible]);

  // Leaving the list: its "New" marks have been seen.
  useEffect(() => {
    if (!onList) setFresh(new Set());
  }, [onList]);

  const count = useMemo(() => {
    if (!references || !seen) return 0;
    const known = new Set(seen);
    return references.filter((reference) => !known.has(reference)).length;
  }, [references, seen]);

  const value = useMemo(() => ({ count, fresh }), [count, fresh]);
  return <NewBookingsContext.Provider value={value}>{children}</NewBookingsContext.Provider>;
}

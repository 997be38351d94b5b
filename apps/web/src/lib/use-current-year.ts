import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number | undefined;

/** The year the pages were prerendered in (set by Vite's `define`; the current year under tests). */
export const BUILD_YEAR: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => BUILD_YEAR;

/**
 * The visitor's current year (SPEC 1: the copyright year comes from the current date). The
 * prerendered HTML carries the build year; hydration uses that same value, so there is no mismatch,
 * and React then re-renders with the visitor's clock when the year has changed since the build.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}

import { company } from '@spt/i18n-content';

/** The wordmark's second line: part of the brand's lockup, the same on every language's pages. */
export const WORDMARK_TAGLINE = 'Taxi · Chauffeurs';

/** Monogram and wordmark. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const text = tone === 'light' ? 'text-white' : 'text-navy-900';
  return (
    <span className="flex items-center gap-3">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="none" stroke="#d9b26a" strokeWidth="1.5" />
        <path
          d="M12 25.5c1.6 1.6 3.9 2.4 6.3 2.4 3.2 0 5.2-1.5 5.2-3.9 0-5.4-10.7-3.4-10.7-9.7 0-2.6 2.4-4.7 5.9-4.7 2.1 0 4 .6 5.4 1.8"
          fill="none"
          stroke="#d9b26a"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <path d="M25 13.5h6M28 13.5V28" stroke="#d9b26a" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`font-display text-[1.15rem] tracking-wide ${text}`}>
          {company.name.replace(/ Taxi$/, '')}
        </span>{' '}
        <span className="mt-1 text-[0.62rem] font-semibold tracking-[0.32em] text-gold-400 uppercase">
          {WORDMARK_TAGLINE}
        </span>
      </span>
    </span>
  );
}

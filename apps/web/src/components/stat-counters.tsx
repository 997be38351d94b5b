import { formatNumber, type Language, STATISTICS } from '@spt/i18n-content';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentIcon, type UiIconName } from './content-icon';

/** SPEC 4: each counter starts 300 ms after the previous one and counts in about 60 steps over 2.5 s. */
export const COUNTER_STAGGER_MS = 300;
export const COUNTER_DURATION_MS = 2500;
export const COUNTER_STEPS = 60;

const ICONS: Record<(typeof STATISTICS)[number]['key'], UiIconName> = {
  vehicles: 'car',
  trips: 'map-pin',
  people: 'users',
  rating: 'star',
};

/**
 * The animated statistics. The page shows the final numbers (without scripts, with reduced motion, in
 * a screenshot of the whole page and until the visitor gets there); with motion allowed they count up
 * from 0 as the section comes into view, starting just before it shows.
 */
export function StatCounters({ lang, tone = 'dark' }: { lang: Language; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDListElement>(null);
  const [values, setValues] = useState<number[]>(() => STATISTICS.map((s) => s.value));

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setValues(STATISTICS.map(() => 0));
        STATISTICS.forEach((stat, index) => {
          const start = setTimeout(() => {
            let step = 0;
            const interval = setInterval(() => {
              step += 1;
              const value =
                step >= COUNTER_STEPS ? stat.value : Math.round((stat.value * step) / COUNTER_STEPS);
              setValues((current) => current.map((v, i) => (i === index ? value : v)));
              if (step >= COUNTER_STEPS) clearInterval(interval);
            }, COUNTER_DURATION_MS / COUNTER_STEPS);
            timers.push(interval);
          }, index * COUNTER_STAGGER_MS);
          timers.push(start);
        });
      },
      // Just below the screen's edge, so the reset to 0 happens out of sight.
      { rootMargin: '0px 0px 10% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const timer of timers) clearTimeout(timer);
      for (const timer of timers) clearInterval(timer);
    };
  }, []);

  const dark = tone === 'dark';
  return (
    <dl
      ref={ref}
      className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4"
      aria-label={t('stats.label')}
      data-stats=""
    >
      {STATISTICS.map((stat, index) => (
        <div key={stat.key} className="flex flex-col items-center text-center">
          <ContentIcon
            name={ICONS[stat.key]}
            className={`mb-4 size-6 ${dark ? 'text-gold-400' : 'text-gold-600'}`}
          />
          <dt className={`order-last mt-2 text-sm tracking-wide ${dark ? 'text-white/70' : 'text-muted'}`}>
            {t(`stats.${stat.key}`)}
          </dt>
          <dd
            className={`font-display text-4xl tabular-nums sm:text-5xl ${dark ? 'text-white' : 'text-navy-900'}`}
            data-target={stat.value}
          >
            {formatNumber(values[index] ?? stat.value, lang)}
            {stat.key === 'rating' && (
              <span aria-hidden="true" className="text-gold-400">
                ★
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { Artwork, type SceneTheme } from './artwork';

export interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  theme: SceneTheme;
  /** What the artwork shows. */
  imageAlt: string;
  children?: ReactNode;
  size?: 'lg' | 'md';
}

/** The dark hero at the top of every page, over generated artwork (or a photo, later). */
export function PageHero({ eyebrow, title, lead, theme, imageAlt, children, size = 'md' }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div className="absolute inset-0 -z-10">
        <Artwork theme={theme} alt={imageAlt} priority className="opacity-90" />
        <div className="absolute inset-0 bg-gradient-to-r from-navy-950/95 via-navy-950/70 to-navy-950/10" />
        <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-navy-950/60 to-transparent" />
      </div>
      <div
        className={`container-page flex flex-col justify-end ${
          size === 'lg'
            ? 'min-h-[40rem] pt-32 pb-20 lg:min-h-[44rem] lg:pb-28'
            : 'min-h-[26rem] pt-32 pb-14 lg:min-h-[30rem] lg:pb-20'
        }`}
      >
        <div className="max-w-2xl">
          {eyebrow && <div className="eyebrow mb-5 flex items-center gap-3 text-gold-300">{eyebrow}</div>}
          <h1
            className={`${size === 'lg' ? 'text-[2.6rem] leading-[1.05] sm:text-6xl lg:text-7xl' : 'text-4xl leading-tight sm:text-5xl lg:text-[3.5rem]'} text-white`}
          >
            {title}
          </h1>
          {lead && <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/80">{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}

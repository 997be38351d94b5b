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

/**
 * The dark hero at the top of every page, over generated artwork (or a photo, later). It ends in a
 * rounded edge over the page's sand background, not in a straight seam; the scrims keep the text on
 * it legible (from below on a phone, where the text spans the width; from the left on wider screens).
 * The navy behind the scene matches the top of its night sky, so the two meet without an edge.
 */
export function PageHero({ eyebrow, title, lead, theme, imageAlt, children, size = 'md' }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden rounded-b-[2rem] bg-navy-950 text-white shadow-lift sm:rounded-b-[3rem]">
      <div className="absolute inset-0 -z-10">
        {/* On a phone the scene fills the hero; on wider screens it stands whole at the right and fades
            into the navy at its left edge, so its landmark is never cropped away. */}
        <Artwork
          theme={theme}
          alt={imageAlt}
          priority
          className="lg:absolute lg:right-0 lg:bottom-0 lg:w-auto lg:max-w-none lg:[mask-image:linear-gradient(to_right,transparent,#000_35%)]"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-navy-950/95 via-navy-950/70 to-navy-950/25 lg:bg-gradient-to-r lg:from-navy-950/70 lg:via-navy-950/20 lg:to-navy-950/0" />
        <div className="absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-navy-950/70 to-transparent" />
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

import type { ArtworkTheme, VehicleShape } from '@spt/i18n-content';

/** A real photograph, used instead of the generated artwork once the business supplies one. */
export interface Photo {
  src: string;
  /** e.g. "/img/bruges-800.jpg 800w, /img/bruges-1600.jpg 1600w" */
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** The destinations' scenes, plus Schiphol's runway and the motorway of the services page. */
export type SceneTheme = ArtworkTheme | 'runway' | 'motorway';

export interface ArtworkProps {
  /** What the picture shows, for screen readers; empty for a decorative picture. */
  alt: string;
  theme?: SceneTheme;
  vehicle?: VehicleShape;
  photo?: Photo;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

/** Where the build puts a scene's or a vehicle's drawing (artwork-drawings.tsx renders them). */
export function artworkSrc(art: { theme: SceneTheme } | { vehicle: VehicleShape }): string {
  return 'vehicle' in art ? `/art/vehicle-${art.vehicle}.svg` : `/art/scene-${art.theme}.svg`;
}

/**
 * The site's one image component. Shows the photo when there is one, otherwise the drawn scene or
 * vehicle, as a static SVG file: an image costs hydration nothing. Scenes fill their box anchored at
 * the bottom (the horizon stays in view); vehicles fit inside it.
 */
export function Artwork({
  alt,
  theme = 'canal',
  vehicle,
  photo,
  className = '',
  priority = false,
}: ArtworkProps) {
  const image = photo ?? {
    src: artworkSrc(vehicle ? { vehicle } : { theme }),
    width: vehicle ? 760 : 800,
    height: vehicle ? 360 : 500,
  };
  const fit = vehicle && !photo ? 'object-contain' : photo ? 'object-cover' : 'object-cover object-bottom';
  return (
    <img
      src={image.src}
      srcSet={photo?.srcSet}
      sizes={photo?.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      // The vehicles load with the page, after everything else: six small drawings (about 1.5 KB
      // compressed each) the fleet shows side by side, where a lazy one is a blank card in a
      // screenshot of the whole page or a fast scroll. Scenes and photos below the fold stay lazy:
      // eager, the city page's twelve scenes put its LCP from 1.6 s to 1.9 s.
      loading={priority || (vehicle && !photo) ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : vehicle && !photo ? 'low' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={`block h-full w-full ${fit} ${className}`}
    />
  );
}

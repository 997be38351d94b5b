import { cities, fleetDisplay, tours } from '@spt/i18n-content';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Artwork, artworkSrc } from './artwork';
import { artworkFiles } from './artwork-drawings';

describe('artworkFiles', () => {
  const files = artworkFiles();

  it('draws every scene and vehicle the content names, as standalone SVG documents', () => {
    const wanted = [
      ...tours.map((tour) => artworkSrc({ theme: tour.artwork })),
      ...cities.map((city) => artworkSrc({ theme: city.artwork })),
      ...fleetDisplay.map((vehicle) => artworkSrc({ vehicle: vehicle.shape })),
      artworkSrc({ theme: 'runway' }),
    ];
    for (const path of wanted) expect(Object.keys(files)).toContain(path);
    for (const [path, svg] of Object.entries(files)) {
      expect(path).toMatch(/^\/art\/(scene|vehicle)-[a-zA-Z]+\.svg$/);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.querySelector('parsererror'), path).toBeNull();
      expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
      // Every gradient a shape points at is defined in the same file.
      for (const ref of svg.matchAll(/url\(#([^)]+)\)/g))
        expect(doc.getElementById(ref[1] ?? '')).not.toBeNull();
    }
  });

  it('draws the same picture each time (no randomness between builds)', () => {
    expect(artworkFiles()).toEqual(files);
  });

  it('gives every tour and city a landmark of its own', () => {
    const destinations = [...tours.map((tour) => tour.artwork), ...cities.map((city) => city.artwork)];
    expect(new Set(destinations).size).toBe(destinations.length);
  });

  it('draws every scene and vehicle differently, each in a small file', () => {
    const svgs = Object.values(files);
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const [path, svg] of Object.entries(files))
      expect(new TextEncoder().encode(svg).length, path).toBeLessThan(15_000);
  });

  it('draws the six vehicles as shaded side views with wheels and lights', () => {
    for (const vehicle of fleetDisplay) {
      const svg = files[artworkSrc({ vehicle: vehicle.shape })] ?? '';
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.querySelectorAll('use[href="#car-wheel"]'), vehicle.name).toHaveLength(2);
      for (const fill of ['url(#car-paint)', 'url(#car-glass)', 'url(#car-head)', 'url(#car-tail)'])
        expect(doc.querySelector(`[fill="${fill}"]`), `${vehicle.name} ${fill}`).not.toBeNull();
    }
  });
});

describe('Artwork', () => {
  it('shows a drawn scene as an image that fills its box from the bottom', () => {
    const { container } = render(<Artwork theme="tulips" alt="Tulip fields" priority />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/art/scene-tulips.svg');
    expect(img?.getAttribute('alt')).toBe('Tulip fields');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.className).toContain('object-bottom');
  });

  it('shows a vehicle whole, with the page at low priority, and a photo (lazily) instead of the drawing when there is one', () => {
    const vehicle = render(<Artwork vehicle="van" alt="" />).container.querySelector('img');
    expect(vehicle?.getAttribute('src')).toBe('/art/vehicle-van.svg');
    expect(vehicle?.getAttribute('loading')).toBe('eager');
    expect(vehicle?.getAttribute('fetchpriority')).toBe('low');
    const scene = render(<Artwork theme="canal" alt="" />).container.querySelector('img');
    expect(scene?.getAttribute('loading')).toBe('lazy');
    expect(vehicle?.className).toContain('object-contain');
    const photo = render(
      <Artwork alt="Bruges" photo={{ src: '/img/bruges.jpg', width: 1600, height: 900 }} />,
    ).container.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/img/bruges.jpg');
    expect(photo?.getAttribute('width')).toBe('1600');
    expect(photo?.getAttribute('loading')).toBe('lazy');
  });
});

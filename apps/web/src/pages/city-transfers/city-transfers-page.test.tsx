import { cities } from '@spt/i18n-content';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import { CityTransfersPage } from './city-transfers-page';

afterEach(cleanup);

describe('CityTransfersPage city cards', () => {
  it.each([
    ['en', '/en/city-transfers', 'Book Now', 'transfer to'],
    ['nl', '/nl/stad-transfers', 'Nu boeken', 'rit naar'],
  ] as const)(
    '%s: each card’s Book link is named by its visible label first, then the city (WCAG 2.5.3)',
    async (lang, path, visible, detail) => {
      await renderWithRouter(path, () => <CityTransfersPage />, lang);
      expect(cities.length).toBeGreaterThan(0);
      for (const city of cities) {
        const link = screen.getByRole('link', { name: `${visible}: ${detail} ${city.name}` });
        expect(link.getAttribute('aria-label')).toBeNull();
        expect(link.textContent).toBe(`${visible}: ${detail} ${city.name}`);
        expect(link.querySelector('.sr-only')?.textContent).toBe(`: ${detail} ${city.name}`);
      }
    },
  );
});

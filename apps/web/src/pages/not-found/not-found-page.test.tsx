import { company } from '@spt/i18n-content';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import { NotFoundPage } from './not-found-page';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it.each([
    [
      'en',
      '/en/nowhere',
      'Page not found',
      ['Go to the home page', '/en'],
      ['Book a ride', '/en/booking'],
      ['Contact us', '/en/contact'],
    ],
    [
      'nl',
      '/nl/bestaat-niet',
      'Pagina niet gevonden',
      ['Naar de startpagina', '/nl'],
      ['Een rit boeken', '/nl/boeken'],
      ['Contact opnemen', '/nl/contact'],
    ],
  ] as const)(
    '%s: says so in its language and links back to the home, booking and contact pages',
    async (lang, path, title, ...links) => {
      await renderWithRouter(path, () => <NotFoundPage />, lang);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      const nav = screen.getByRole('navigation');
      for (const [name, href] of links) {
        expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      expect(within(nav).getByRole('link', { name: company.phone }).getAttribute('href')).toBe(
        `tel:${company.phoneE164}`,
      );
    },
  );
});

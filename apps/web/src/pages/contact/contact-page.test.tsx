import { translations } from '@spt/i18n-content';
import { act, cleanup, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticI18n } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render-with-router';
import { ContactPage } from './contact-page';

afterEach(cleanup);

const SITES = ['Google', 'Tripadvisor', 'Trustpilot'];

/** sRGB relative luminance and contrast ratio, WCAG 2.x. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const reviews = () => screen.getByRole('region', { name: /What our clients say|Wat onze klanten zeggen/ });

describe('ContactPage reviews block', () => {
  it('shows the three review sites as brand logo images named by the brand', async () => {
    await renderWithRouter('/en/contact', () => <ContactPage />);
    const block = reviews();
    const logos = within(block)
      .getAllByRole('img')
      .filter((el) => el.tagName.toLowerCase() === 'svg');
    expect(logos.map((el) => el.getAttribute('aria-label'))).toEqual(SITES);
    for (const name of SITES) {
      const logo = within(block).getByRole('img', { name });
      expect(logo.tagName.toLowerCase()).toBe('svg');
      // Fixed size: no layout shift while styles load.
      expect(logo.getAttribute('width')).toBe('20');
      expect(logo.getAttribute('height')).toBe('20');
      expect(logo.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      // Brand colour on the navy-900 chip meets WCAG 1.4.11 (3:1).
      const fill = logo.getAttribute('fill') ?? '';
      expect(fill).toMatch(/^#[0-9A-F]{6}$/i);
      expect(contrast(fill, '#0b1424')).toBeGreaterThanOrEqual(3);
      // The brand name is also visible next to the logo.
      expect(logo.closest('li')?.textContent).toBe(name);
    }
  });

  it('keeps the brand names in Dutch', async () => {
    await renderWithRouter('/nl/contact', () => <ContactPage />, 'nl');
    for (const name of SITES) expect(within(reviews()).getByRole('img', { name })).toBeTruthy();
  });

  it('hydrates the prerendered page without a mismatch', async () => {
    const i18n = createStaticI18n('en', translations);
    const page = (
      <I18nextProvider i18n={i18n}>
        <ContactPage />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = hydrateRoot(container, page, { onRecoverableError });
    await act(async () => {
      await Promise.resolve();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    for (const name of SITES) expect(within(container).getByRole('img', { name })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

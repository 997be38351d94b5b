import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { Navbar } from './navbar';

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const header = () => document.querySelector('header') as HTMLElement;

describe('Navbar', () => {
  it('turns more opaque once the page has scrolled more than 50 px', async () => {
    await renderWithRouter('/en', () => <Navbar />);
    expect(header().dataset.scrolled).toBe('false');
    scrollTo(50);
    expect(header().dataset.scrolled).toBe('false');
    scrollTo(51);
    expect(header().dataset.scrolled).toBe('true');
    expect(header().className).toContain('bg-navy-950/95');
    scrollTo(10);
    expect(header().dataset.scrolled).toBe('false');
  });

  it('lists the eight tours in the Tours dropdown, in the page language', async () => {
    await renderWithRouter('/nl', () => <Navbar />, 'nl');
    const nav = screen.getAllByRole('navigation', { name: 'Hoofdnavigatie' })[0] as HTMLElement;
    const tourLinks = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((a) => a.getAttribute('href')?.startsWith('/nl/tours/'));
    expect(tourLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/nl/tours/giethoorn',
      '/nl/tours/brugge',
      '/nl/tours/keukenhof',
      '/nl/tours/marken',
      '/nl/tours/volendam',
      '/nl/tours/zaanse-schans',
      '/nl/tours/brussel',
      '/nl/tours/antwerpen',
    ]);
  });

  it('maps the current path to the other language in the language dropdown', async () => {
    await renderWithRouter('/en/tours/bruges', () => <Navbar />);
    const nl = document.querySelector('[data-language-option="nl"]') as HTMLAnchorElement;
    expect(nl.getAttribute('href')).toBe('/nl/tours/brugge');
    expect(nl.textContent).toBe('Nederlands');
  });

  it('offers the four languages, each named in its own language, on a German page', async () => {
    await renderWithRouter('/de/touren/bruegge', () => <Navbar />, 'de');
    const options = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-language-option]'));
    expect(options.map((a) => [a.textContent, a.getAttribute('href'), a.lang])).toEqual([
      ['English', '/en/tours/bruges', 'en'],
      ['Nederlands', '/nl/tours/brugge', 'nl'],
      ['Deutsch', '/de/touren/bruegge', 'de'],
      ['Français', '/fr/excursions/bruges', 'fr'],
    ]);
    expect(options[2]?.getAttribute('aria-current')).toMatch(/^(true|page)$/);
    const nav = screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0] as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('href')),
    ).toContain('/de/ueber-uns');
  });

  it('on the not-found page (an unknown path) offers the other language’s home page', async () => {
    // The page is prerendered once per language and shown at any unknown path: what it renders may
    // not depend on the path.
    for (const path of ['/nl/bestaat-niet', '/nl/404', '/nl/tours/nergens']) {
      await renderWithRouter(path, () => <Navbar />, 'nl');
      const en = document.querySelector('[data-language-option="en"]') as HTMLAnchorElement;
      expect(en.getAttribute('href'), path).toBe('/en');
      cleanup();
    }
  });

  it('opens a dropdown on hover, one at a time, and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderWithRouter('/en', () => <Navbar />);
    const [tours, language] = Array.from(document.querySelectorAll('header details')) as HTMLDetailsElement[];
    if (!tours || !language) throw new Error('dropdowns missing');
    await user.hover(tours);
    expect(tours.open).toBe(true);
    await user.hover(language);
    expect(language.open).toBe(true);
    expect(tours.open).toBe(false);
    const summary = language.querySelector('summary') as HTMLElement;
    summary.focus();
    fireEvent.keyDown(summary, { key: 'Escape' });
    expect(language.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('opens the mobile menu and closes it on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter('/en', () => <Navbar />);
    const menu = document
      .querySelector('[data-mobile-menu-toggle]')
      ?.closest('details') as HTMLDetailsElement;
    const toggle = screen.getByLabelText('Open menu');
    await user.click(toggle);
    expect(menu.open).toBe(true);
    expect(screen.getByLabelText('Close menu')).toBeTruthy();
    const contact = within(menu.querySelector('[data-mobile-menu]') as HTMLElement).getByRole('link', {
      name: 'Contact',
    });
    await user.click(contact);
    await act(async () => {
      await router.invalidate();
    });
    expect(screen.getByTestId('page').textContent).toBe('/en/contact');
    expect(menu.open).toBe(false);
  });
});

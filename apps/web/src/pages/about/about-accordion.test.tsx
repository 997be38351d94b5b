import { translations } from '@spt/i18n-content';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticI18n } from '../../lib/i18n';
import { AboutAccordion } from './about-accordion';

afterEach(cleanup);

function renderAccordion(lang: 'en' | 'nl' = 'en') {
  return render(
    <I18nextProvider i18n={createStaticI18n(lang, translations)}>
      <AboutAccordion />
    </I18nextProvider>,
  );
}

describe('AboutAccordion', () => {
  it('starts with both panels closed', () => {
    renderAccordion();
    expect(screen.getByRole('button', { name: 'Our Vision' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Our Mission' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one panel at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    renderAccordion();
    const vision = screen.getByRole('button', { name: 'Our Vision' });
    const mission = screen.getByRole('button', { name: 'Our Mission' });

    await user.click(vision);
    expect(vision.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Our Vision' }).textContent).toMatch(/most trusted name/);

    await user.click(mission);
    expect(vision.getAttribute('aria-expanded')).toBe('false');
    expect(mission.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(mission);
    expect(mission.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard and in Dutch', async () => {
    const user = userEvent.setup();
    renderAccordion('nl');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Onze visie' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Onze visie' }).hidden).toBe(false);
  });
});

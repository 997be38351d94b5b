import { fleetDisplay } from '@spt/i18n-content';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import { FleetSelector, tabIndexAfterKey } from './fleet-selector';

afterEach(cleanup);

const TYPES = ['Saloon', 'Station', 'Minivan', 'S-Class', 'Minibus'];

async function renderTabs() {
  await renderWithRouter('/en', () => <FleetSelector lang="en" />);
  const tablist = screen.getByRole('tablist', { name: 'Vehicle types' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(TYPES);
  return tabs;
}

/** The selected tab, checked against the one focusable tab and the panel's label. */
function selectedTab(): string | null {
  const selected = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
  expect(selected).toHaveLength(1);
  const [tab] = selected;
  if (!tab) throw new Error('no selected tab');
  expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab]);
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
  expect(tab.getAttribute('aria-controls')).toBe(panel.id);
  return tab.textContent;
}

describe('tabIndexAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 0],
    ['ArrowLeft', 0, 4],
    ['ArrowLeft', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['ArrowDown', 1, undefined],
    ['Enter', 1, undefined],
  ])('%s from tab %i of 5 -> %s', (key, current, next) => {
    expect(tabIndexAfterKey(key, current, 5)).toBe(next);
  });
});

describe('FleetSelector tabs (WAI-ARIA tabs pattern)', () => {
  it('is one Tab stop, on the selected tab', async () => {
    const tabs = await renderTabs();
    expect(selectedTab()).toBe('Saloon');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await user.tab();
    // The next stop is past the tab list (the panel's Book button), not the next tab.
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });

  it('moves and selects with the arrow keys, wrapping at both ends, and Home and End', async () => {
    const tabs = await renderTabs();
    const user = userEvent.setup();
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(selectedTab()).toBe('Station');
    expect(screen.getByRole('tabpanel').textContent).toContain(
      fleetDisplay.find((v) => v.typeKey === 'station')?.name,
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[4]);
    expect(selectedTab()).toBe('Minibus');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[0]);
    expect(selectedTab()).toBe('Saloon');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tabs[4]);
    expect(selectedTab()).toBe('Minibus');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs[0]);
    expect(selectedTab()).toBe('Saloon');
  });

  it('follows a vehicle chosen from the cards', async () => {
    await renderTabs();
    const user = userEvent.setup();
    const sClass = fleetDisplay.find((v) => v.typeKey === 'sClass');
    if (!sClass) throw new Error('no S-Class in the fleet');
    await user.click(screen.getByRole('button', { name: new RegExp(sClass.name) }));
    expect(selectedTab()).toBe('S-Class');
  });

  it("names the selected vehicle's picture by the vehicle's own name (the Daily is an IVECO)", async () => {
    await renderTabs();
    const user = userEvent.setup();
    const panel = () => screen.getByRole('tabpanel');
    for (const vehicle of fleetDisplay) {
      await user.click(screen.getByRole('button', { name: new RegExp(vehicle.name) }));
      expect(within(panel()).getByRole('img').getAttribute('alt')).toBe(vehicle.name);
    }
    expect(within(panel()).getByRole('img', { name: 'IVECO Daily' })).toBeTruthy();
  });
});

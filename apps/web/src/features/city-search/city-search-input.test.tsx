// @vitest-environment jsdom
import { type CitySuggestion, SearchFailedError } from '@spt/geo-search';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test-i18n';
import { type CitySearchFn, CitySearchInput } from './city-search-input';

const suggestion = (name: string, type = 'city'): CitySuggestion =>
  ({
    id: name,
    mainName: name,
    secondaryLine: 'Noord-Holland, Nederland',
    badge: type === 'city' ? 'city' : null,
    displayName: `${name}, Noord-Holland, Nederland`,
    lat: 52.37,
    lon: 4.89,
    type,
    raw: {},
  }) as unknown as CitySuggestion;

const RESULTS = [suggestion('Amsterdam'), suggestion('Amstelveen'), suggestion('Amstelhoek', 'village')];

let i18nInstance: i18n;
beforeAll(async () => {
  i18nInstance = await createTestI18n('en');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(search: CitySearchFn, required = false) {
  const onSelect = vi.fn();
  // biome-ignore lint/correctness/noComponentHookFactories: a fresh harness per test, rendered once.
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <I18nextProvider i18n={i18nInstance}>
        <CitySearchInput
          label="Pickup"
          value={value}
          onChange={setValue}
          onSelect={onSelect}
          search={search}
          required={required}
        />
        <button type="button">outside</button>
      </I18nextProvider>
    );
  }
  render(<Harness />);
  return { input: screen.getByRole('combobox', { name: /Pickup/ }) as HTMLInputElement, onSelect };
}

/** Types text and lets the 300 ms debounce and the search promise settle. */
async function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
}

const options = () => screen.queryAllByRole('option');

describe('CitySearchInput', () => {
  it('waits 300 ms after the last keystroke and searches only from 2 characters', async () => {
    const search = vi.fn<CitySearchFn>(async () => RESULTS);
    const { input } = setup(search);
    expect(input).toHaveProperty('autocomplete', 'off');
    await type(input, 'A');
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Am' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('Am');
    expect(options().map((o) => o.textContent)).toEqual([
      'AmsterdamNoord-Holland, NederlandCity',
      'AmstelveenNoord-Holland, NederlandCity',
      'AmstelhoekNoord-Holland, NederlandVillage',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows "Searching cities..." while loading and "No cities found" when nothing matches', async () => {
    let resolve: (value: CitySuggestion[]) => void = () => {};
    const search = vi.fn<CitySearchFn>(() => new Promise((r) => (resolve = r)));
    const { input } = setup(search);
    await type(input, 'Xyz');
    expect(screen.getAllByText('Searching cities...').length).toBeGreaterThan(0);
    await act(async () => resolve([]));
    expect(screen.getAllByText('No cities found').length).toBeGreaterThan(0);
  });

  it('a search that succeeds without a match shows "No cities found" in the open list', async () => {
    const { input } = setup(async () => []);
    await type(input, 'Xyz');
    const listbox = screen.getByRole('listbox', { name: 'Pickup' });
    expect(within(listbox).getByText('No cities found')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  // SPEC section 8: a failed search is logged (by the geo-search client), the list is empty, and the
  // user gets no message: "No cities found" is only for a search that succeeded without a match.
  it('a failed search shows no "No cities found" and no list, stops the spinner, and a later search works', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let reject: (reason: unknown) => void = () => {};
    const search = vi
      .fn<CitySearchFn>()
      .mockImplementationOnce(() => new Promise((_resolve, r) => (reject = r)))
      .mockImplementation(async () => RESULTS);
    const { input } = setup(search);
    await type(input, 'Lisse');
    expect(screen.getAllByText('Searching cities...').length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Clear input')).toBeNull();

    await act(async () => reject(new SearchFailedError(new Error('Geocoder answered 503'))));
    expect(screen.queryByText('No cities found')).toBeNull();
    expect(screen.queryByText('Searching cities...')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTitle('Clear input')).toBeTruthy();
    // The client logged it already.
    expect(consoleError).not.toHaveBeenCalled();

    await type(input, 'Ams');
    expect(search).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('listbox', { name: 'Pickup' })).toBeTruthy();
    expect(options()).toHaveLength(3);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('a custom search that rejects with another error: "Search failed" is logged and nothing is shown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('fetch failed');
    const { input } = setup(async () => {
      throw failure;
    });
    await type(input, 'Lisse');
    expect(consoleError).toHaveBeenCalledWith('Search failed', failure);
    expect(screen.queryByText('No cities found')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTitle('Clear input')).toBeTruthy();
  });

  it('an aborted search does nothing: its rejection neither logs nor ends the newer search', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending: { query: string; resolve: (v: CitySuggestion[]) => void }[] = [];
    const search: CitySearchFn = (query, signal) =>
      new Promise((resolve, reject) => {
        pending.push({ query, resolve });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { input } = setup(search);
    await type(input, 'Am');
    await type(input, 'Xyz');
    expect(pending.map((p) => p.query)).toEqual(['Am', 'Xyz']);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getAllByText('Searching cities...').length).toBeGreaterThan(0);
    await act(async () => pending[1]?.resolve([]));
    expect(within(screen.getByRole('listbox')).getByText('No cities found')).toBeTruthy();
  });

  it('never lets a slow older answer overwrite a newer one', async () => {
    const pending: { query: string; resolve: (v: CitySuggestion[]) => void; signal: AbortSignal }[] = [];
    const search: CitySearchFn = (query, signal) =>
      new Promise((resolve) => pending.push({ query, resolve, signal }));
    const { input } = setup(search);
    await type(input, 'Am');
    await type(input, 'Maas');
    expect(pending.map((p) => p.query)).toEqual(['Am', 'Maas']);
    expect(pending[0]?.signal.aborted).toBe(true);
    await act(async () => pending[1]?.resolve([suggestion('Maastricht')]));
    await act(async () => pending[0]?.resolve(RESULTS));
    expect(options().map((o) => o.textContent?.startsWith('Maastricht'))).toEqual([true]);
  });

  it('follows the keyboard rules: ArrowDown opens and moves, stops at the last; ArrowUp returns to none', async () => {
    const { input } = setup(async () => RESULTS);
    await type(input, 'Ams');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(selected()).toBe(0);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(0);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(-1);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('Enter chooses the highlighted suggestion: main name in the input, callback with display text', async () => {
    const search = vi.fn<CitySearchFn>(async () => RESULTS);
    const { input, onSelect } = setup(search);
    await type(input, 'Ams');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('Amstelveen');
    expect(onSelect).toHaveBeenCalledWith('Amstelveen, Noord-Holland, Nederland', RESULTS[1]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('Escape closes, resets the highlight and blurs; focus reopens when there are suggestions', async () => {
    const { input } = setup(async () => RESULTS);
    await type(input, 'Ams');
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe(input);
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options().some((o) => o.getAttribute('aria-selected') === 'true')).toBe(false);
  });

  it('a click on a suggestion chooses it; a click outside closes the list', async () => {
    const { input, onSelect } = setup(async () => RESULTS);
    await type(input, 'Ams');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input);
    fireEvent.click(options()[2] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith('Amstelhoek, Noord-Holland, Nederland', RESULTS[2]);
  });

  it('the clear button empties the input and the list, closes it and refocuses the input', async () => {
    const { input } = setup(async () => RESULTS);
    await type(input, 'Ams');
    fireEvent.click(screen.getByTitle('Clear input'));
    expect(input.value).toBe('');
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByTitle('Clear input')).toBeNull();
  });

  it('text under 2 characters clears the list', async () => {
    const { input } = setup(async () => RESULTS);
    await type(input, 'Ams');
    expect(options()).toHaveLength(3);
    await type(input, 'A');
    expect(options()).toHaveLength(0);
  });

  it('marks the input required only when asked', () => {
    const { input } = setup(async () => [], true);
    expect(input.required).toBe(true);
    expect(screen.getByText('*')).toBeTruthy();
  });
});

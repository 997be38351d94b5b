import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN } from '../test/fake-api';
import { STORAGE_KEYS } from './storage';
import { forgetDriver, takeToken, tokenFromFragment } from './token';

/** A page address and its history, as the browser's would be. */
function place(hash: string, stored: Record<string, string> = {}) {
  const storage = window.localStorage;
  storage.clear();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  const replaced: string[] = [];
  return {
    storage,
    replaced,
    place: {
      location: { hash, pathname: '/driver', search: '' },
      history: {
        state: null,
        replaceState: (_: unknown, __: string, url?: string | URL | null) => void replaced.push(String(url)),
      },
    },
  };
}

afterEach(() => window.localStorage.clear());

describe('tokenFromFragment', () => {
  it.each([
    [`#t=${TOKEN}`, TOKEN],
    [`#x=1&t=${TOKEN}`, TOKEN],
    ['#t=short', null],
    [`#t=${TOKEN}x`, null],
    [`#t=${TOKEN.slice(0, 42)}+`, null],
    ['', null],
    [`#${TOKEN}`, null],
  ])('%s -> %s', (hash, expected) => {
    expect(tokenFromFragment(hash)).toBe(expected);
  });
});

describe('takeToken', () => {
  it('stores the link’s token and removes the fragment from the address bar', () => {
    const { place: p, storage, replaced } = place(`#t=${TOKEN}`);
    expect(takeToken(p, storage)).toBe(TOKEN);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(replaced).toEqual(['/driver']);
  });

  it('answers the stored token without a fragment, and touches nothing', () => {
    const {
      place: p,
      storage,
      replaced,
    } = place('', { [STORAGE_KEYS.token]: TOKEN, [STORAGE_KEYS.queue]: '[]' });
    expect(takeToken(p, storage)).toBe(TOKEN);
    expect(replaced).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.queue)).toBe('[]');
  });

  it('drops the stored rides and presses of another token', () => {
    const other = 'z'.repeat(43);
    const { place: p, storage } = place(`#t=${TOKEN}`, {
      [STORAGE_KEYS.token]: other,
      [STORAGE_KEYS.rides]: '{}',
      [STORAGE_KEYS.queue]: '[]',
    });
    expect(takeToken(p, storage)).toBe(TOKEN);
    expect(storage.getItem(STORAGE_KEYS.rides)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.queue)).toBeNull();
  });

  it('keeps them for the same token opened again', () => {
    const { place: p, storage } = place(`#t=${TOKEN}`, {
      [STORAGE_KEYS.token]: TOKEN,
      [STORAGE_KEYS.queue]: '[]',
    });
    expect(takeToken(p, storage)).toBe(TOKEN);
    expect(storage.getItem(STORAGE_KEYS.queue)).toBe('[]');
  });

  it('removes a broken fragment too, and falls back to the stored token', () => {
    const { place: p, storage, replaced } = place('#t=broken', { [STORAGE_KEYS.token]: TOKEN });
    expect(takeToken(p, storage)).toBe(TOKEN);
    expect(replaced).toEqual(['/driver']);
  });

  it('answers null with nothing stored, and without storage at all', () => {
    expect(takeToken(place('').place, window.localStorage)).toBeNull();
    expect(takeToken(place(`#t=${TOKEN}`).place, null)).toBe(TOKEN);
  });

  it('forgets the token, rides and presses of a dead link', () => {
    const { storage } = place('', {
      [STORAGE_KEYS.token]: TOKEN,
      [STORAGE_KEYS.rides]: '{}',
      [STORAGE_KEYS.queue]: '[]',
    });
    forgetDriver(storage);
    expect(storage.length).toBe(0);
  });
});

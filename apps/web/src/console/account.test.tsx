import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserName } from './pages/account/account-page';
import { SESSION } from './test/fixtures';
import { fakeApi, renderConsole } from './test/render-console';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let sessions = [
  {
    id: 'aaaaaaaaaaaaaaaa',
    createdAt: '2026-11-25T08:00:00.000Z',
    lastSeenAt: '2026-11-25T09:00:00.000Z',
    userAgent: CHROME_ANDROID,
    current: true,
  },
  {
    id: 'bbbbbbbbbbbbbbbb',
    createdAt: '2026-11-25T07:00:00.000Z',
    lastSeenAt: '2026-11-25T07:30:00.000Z',
    userAgent: SAFARI_IPHONE,
    current: false,
  },
  {
    id: 'cccccccccccccccc',
    createdAt: '2026-11-25T06:00:00.000Z',
    lastSeenAt: '2026-11-25T06:10:00.000Z',
    userAgent: null,
    current: false,
  },
];

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function accountApi() {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: SESSION }),
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'GET /api/console/sessions': () => ({ status: 200, body: { sessions } }),
    'DELETE /api/console/sessions/bbbbbbbbbbbbbbbb': () => {
      sessions = sessions.filter((s) => s.id !== 'bbbbbbbbbbbbbbbb');
      return { status: 204 };
    },
    'DELETE /api/console/sessions': () => {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { status: 200, body: { ended } };
    },
    'POST /api/console/password': (call) =>
      (call.body as { currentPassword: string }).currentPassword === 'my current passphrase'
        ? { status: 204 }
        : { status: 400, body: { error: 'wrong', code: 'wrongCurrentPassword' } },
  });
}

describe('console: your account', () => {
  it('lists where you are signed in, signs one out, then all the others', async () => {
    const api = accountApi();
    const { user } = await renderConsole('/console/account');
    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split('Signed in')[0])).toEqual([
      'Chrome · AndroidThis browser',
      'Safari · iPhone',
      'Unknown browser',
    ]);
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Sign out there Safari · iPhone' }),
    );
    expect(await screen.findByText('That session has been signed out.')).toBeTruthy();
    const deleted = api.calls.find((call) => call.method === 'DELETE');
    expect(deleted?.url).toBe('/api/console/sessions/bbbbbbbbbbbbbbbb');
    expect(deleted?.headers['x-csrf-token']).toBe(SESSION.csrfToken);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other session has been signed out.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull(),
    );
  });

  it('changes the password with the current one, and says when that one is wrong (Dutch)', async () => {
    const api = accountApi();
    const { user } = await renderConsole('/console/account', 'nl');
    await screen.findByRole('heading', { level: 1, name: 'Mijn account' });
    await user.type(screen.getByLabelText('Huidig wachtwoord'), 'not my passphrase');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'a brand new passphrase here');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const section = screen.getByRole('region', { name: 'Wachtwoord wijzigen' });
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe('Je huidige wachtwoord klopt niet.'),
    );
    await user.clear(screen.getByLabelText('Huidig wachtwoord'));
    await user.type(screen.getByLabelText('Huidig wachtwoord'), 'my current passphrase');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(
      await screen.findByText('Je wachtwoord is gewijzigd. Je andere sessies zijn uitgelogd.'),
    ).toBeTruthy();
    const posted = api.calls.filter((call) => call.url === '/api/console/password').at(-1);
    expect(posted?.body).toEqual({
      currentPassword: 'my current passphrase',
      password: 'a brand new passphrase here',
    });
    expect((screen.getByLabelText('Huidig wachtwoord') as HTMLInputElement).value).toBe('');
  });

  it('names browsers from their User-Agent only to tell sessions apart', () => {
    expect(browserName(CHROME_ANDROID)).toBe('Chrome · Android');
    expect(browserName(SAFARI_IPHONE)).toBe('Safari · iPhone');
    expect(browserName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserName(null)).toBeNull();
  });
});

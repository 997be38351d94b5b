import { deviceName } from '@spt/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupedSecret } from './pages/account/second-factor';
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

let mfa = { enabled: false, required: true, recoveryCodesLeft: 0 };
beforeEach(() => {
  window.localStorage.clear();
  mfa = { enabled: false, required: true, recoveryCodesLeft: 0 };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function accountApi() {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: SESSION }),
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'GET /api/console/sessions': () => ({ status: 200, body: { sessions } }),
    'GET /api/console/mfa': () => ({ status: 200, body: mfa }),
    'POST /api/console/mfa/setup': () => ({
      status: 200,
      body: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      },
    }),
    'POST /api/console/mfa/confirm': (call) => {
      if ((call.body as { code: string }).code !== '123456')
        return { status: 400, body: { error: 'no', code: 'invalidCode' } };
      mfa = { enabled: true, required: true, recoveryCodesLeft: 10 };
      return { status: 200, body: { recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`) } };
    },
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

  it('sets up two-step sign-in: QR code and key, a wrong code, the right one, then the recovery codes once', async () => {
    const api = accountApi();
    const { user } = await renderConsole('/console/account');
    const section = (await screen.findByRole('heading', { name: 'Two-step sign-in' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      await within(section).findByText('Not set up yet. As an owner you need it: set it up now.'),
    ).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await within(section).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(within(section).getByLabelText('Code from the app'), '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(section).findByText(/That code is not right/)).toBeTruthy();
    await user.clear(within(section).getByLabelText('Code from the app'));
    await user.type(within(section).getByLabelText('Code from the app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await within(section).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(await within(section).findByText('On. You have 10 recovery codes left.')).toBeTruthy();
    const confirmCall = api.calls.find((call) => call.url === '/api/console/mfa/confirm' && call.body);
    expect(confirmCall?.headers['x-csrf-token']).toBe(SESSION.csrfToken);
  });

  it('names browsers from their User-Agent only to tell sessions apart', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(deviceName(CHROME_ANDROID)).toBe('Chrome · Android');
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari · iPhone');
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName(null)).toBeNull();
  });

  it('asks for the code after the password, then signs in with it; a wrong code says so', async () => {
    let signedIn = false;
    const api = fakeApi({
      'GET /api/console/session': () =>
        signedIn
          ? { status: 200, body: SESSION }
          : { status: 401, body: { error: 'no', code: 'unauthorized' } },
      'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
      'POST /api/console/session': (call) => {
        const body = call.body as { code?: string };
        if (body.code !== '654321') return { status: 401, body: { error: 'code', code: 'mfaRequired' } };
        signedIn = true;
        return { status: 200, body: { operator: { email: 'ops@example.com' } } };
      },
    });
    const { user } = await renderConsole('/console/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long and unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const field = await screen.findByLabelText('Code from your authenticator app');
    await waitFor(() => expect(document.activeElement).toBe(field));
    // The first "code needed" is no error, only the new field.
    expect(screen.queryByText(/That code is not right/)).toBeNull();
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    const posts = api.calls.filter((call) => call.method === 'POST' && call.url === '/api/console/session');
    expect(posts.map((call) => (call.body as { code?: string }).code)).toEqual([
      undefined,
      '111111',
      '654321',
    ]);
  });

  it('sends an owner who must set up two-step sign-in to their account, whatever page they open', async () => {
    const api = fakeApi({
      'GET /api/console/session': () => ({ status: 200, body: { ...SESSION, mfaEnrolmentRequired: true } }),
      'GET /api/console/sessions': () => ({ status: 200, body: { sessions } }),
      'GET /api/console/mfa': () => ({ status: 200, body: mfa }),
    });
    const { router } = await renderConsole('/console/bookings', 'nl');
    await screen.findByRole('heading', { level: 1, name: 'Mijn account' });
    expect(router.state.location.pathname).toBe('/console/account');
    expect(screen.getByText(/Als eigenaar heb je inloggen in twee stappen nodig/)).toBeTruthy();
    // Nothing it may not read yet was asked for (the server would refuse it).
    expect(api.unanswered).toEqual([]);
  });

  it('asks for the password before replacing two-step sign-in that is on, and sends it', async () => {
    mfa = { enabled: true, required: true, recoveryCodesLeft: 7 };
    const api = accountApi();
    const { user } = await renderConsole('/console/account');
    const section = (await screen.findByRole('heading', { name: 'Two-step sign-in' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('On. You have 7 recovery codes left.')).toBeTruthy();
    await user.type(within(section).getByLabelText('Your password'), 'my current passphrase');
    await user.click(
      within(section).getByRole('button', { name: 'Set up again (new phone, new recovery codes)' }),
    );
    await within(section).findByRole('img', { name: 'QR code for your authenticator app' });
    const posted = api.calls.find((call) => call.url === '/api/console/mfa/setup');
    expect(posted?.body).toEqual({ password: 'my current passphrase' });
  });
});

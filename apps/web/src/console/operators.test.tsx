// The operators page with roles (issue 24): owners manage the operators, dispatchers only see them.
import type { OperatorListResponse } from '@spt/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCHER_SESSION, SESSION } from './test/fixtures';
import { type ApiCall, fakeApi, renderConsole } from './test/render-console';

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OPERATORS: OperatorListResponse = {
  items: [
    {
      id: 1,
      email: 'ops@example.com',
      role: 'owner',
      active: true,
      mfaEnabled: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 2,
      email: 'desk@example.com',
      role: 'dispatcher',
      active: true,
      mfaEnabled: true,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
    {
      id: 3,
      email: 'old@example.com',
      role: 'dispatcher',
      active: false,
      mfaEnabled: false,
      createdAt: '2026-01-03T00:00:00.000Z',
    },
  ],
  invitations: [
    {
      email: 'pending@example.com',
      role: 'owner',
      expiresAt: '2026-01-10T12:00:00.000Z',
      invitedBy: 'ops@example.com',
    },
  ],
};

const asOwner = { 'GET /api/console/session': () => ({ status: 200, body: SESSION }) };
const asDispatcher = { 'GET /api/console/session': () => ({ status: 200, body: DISPATCHER_SESSION }) };
const listed = {
  'GET /api/console/operators': () => ({ status: 200, body: OPERATORS }),
  // The menu's count of new bookings.
  'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
};
const changes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('console operators: an owner', () => {
  it('sees each role, and changes one after confirming', async () => {
    const api = fakeApi({
      ...asOwner,
      ...listed,
      'POST /api/console/operators/2/role': () => ({ status: 204 }),
    });
    const { user } = await renderConsole('/console/operators');
    const select = await screen.findByRole('combobox', { name: 'Role desk@example.com' });
    expect((select as HTMLSelectElement).value).toBe('dispatcher');
    expect((screen.getByRole('combobox', { name: 'Role ops@example.com' }) as HTMLSelectElement).value).toBe(
      'owner',
    );
    // A disabled operator's role is shown as text.
    const list = screen.getByRole('list', { name: 'Operator accounts' });
    const old = within(list).getByText('old@example.com', { selector: 'p' }).closest('li') as HTMLElement;
    expect(within(old).getByText('Dispatcher')).toBeTruthy();

    await user.selectOptions(select, 'owner');
    const dialog = await screen.findByRole('dialog', { name: 'Make desk@example.com an owner' });
    expect(dialog.textContent).toContain('also manages the operators');
    // Keeping the role sends nothing and shows the role as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current role' }));
    expect((select as HTMLSelectElement).value).toBe('dispatcher');
    expect(changes(api.calls)).toEqual([]);

    await user.selectOptions(select, 'owner');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make desk@example.com an owner' })).getByRole(
        'button',
        {
          name: 'Change role',
        },
      ),
    );
    const status = await screen.findByText('desk@example.com is now an owner.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    const [change] = changes(api.calls);
    expect(change?.url).toBe('/api/console/operators/2/role');
    expect(change?.body).toEqual({ role: 'owner' });
    expect(change?.headers['x-csrf-token']).toBe('csrf-token-123');
    expect(api.unanswered).toEqual([]);
  });

  it('is told in the dialog that the last owner cannot step down', async () => {
    fakeApi({
      ...asOwner,
      ...listed,
      'POST /api/console/operators/1/role': () => ({
        status: 409,
        body: { error: 'x', code: 'lastOwner' },
      }),
    });
    const { user } = await renderConsole('/console/operators');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role ops@example.com' }),
      'dispatcher',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make ops@example.com a dispatcher' });
    expect(dialog.textContent).toContain('This is your own account');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The last active owner cannot be disabled or made a dispatcher. Make someone else an owner first.',
    );
  });

  it('clears the two-step sign-in of a colleague who lost their phone, after confirming (never their own)', async () => {
    const api = fakeApi({
      ...asOwner,
      ...listed,
      'POST /api/console/operators/2/mfa/reset': () => ({ status: 204 }),
    });
    const { user } = await renderConsole('/console/operators');
    await screen.findByRole('combobox', { name: 'Role desk@example.com' });
    expect(screen.queryByRole('button', { name: 'Clear two-step sign-in ops@example.com' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear two-step sign-in desk@example.com' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Clear the two-step sign-in of desk@example.com',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Clear two-step sign-in' }));
    expect(await screen.findByText('The two-step sign-in of desk@example.com is cleared.')).toBeTruthy();
    const post = api.calls.find((call) => call.url === '/api/console/operators/2/mfa/reset');
    expect(post?.headers['x-csrf-token']).toBeTruthy();
  });

  it('enables a disabled operator and disables an active one (never themselves)', async () => {
    const api = fakeApi({
      ...asOwner,
      ...listed,
      'POST /api/console/operators/3/enable': () => ({ status: 204 }),
      'POST /api/console/operators/2/disable': () => ({ status: 204 }),
    });
    const { user } = await renderConsole('/console/operators');
    await user.click(await screen.findByRole('button', { name: 'Enable old@example.com' }));
    expect(await screen.findByText('old@example.com can sign in again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable ops@example.com' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Enable (ops|desk)/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disable desk@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable desk@example.com' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('desk@example.com is disabled.')).toBeTruthy();
    expect(changes(api.calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/console/operators/3/enable',
      'POST /api/console/operators/2/disable',
    ]);
    expect(changes(api.calls).every((call) => call.headers['x-csrf-token'] === 'csrf-token-123')).toBe(true);
  });

  it('sees the pending invitations and revokes one after confirming', async () => {
    const api = fakeApi({
      ...asOwner,
      ...listed,
      'DELETE /api/console/operators/invitations/pending%40example.com': () => ({ status: 204 }),
    });
    const { user } = await renderConsole('/console/operators');
    const invitations = await screen.findByRole('list', { name: 'Pending invitations' });
    const item = within(invitations)
      .getByText('pending@example.com', { selector: 'p' })
      .closest('li') as HTMLElement;
    expect(item.textContent).toContain('Owner · Invited by ops@example.com · Valid until');
    await user.click(within(item).getByRole('button', { name: 'Revoke pending@example.com' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke the invitation for pending@example.com',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('The invitation for pending@example.com is revoked.')).toBeTruthy();
    const [revoke] = changes(api.calls);
    expect(revoke?.method).toBe('DELETE');
    expect(revoke?.headers['x-csrf-token']).toBe('csrf-token-123');
  });

  it('invites as a dispatcher by default, or as an owner', async () => {
    const api = fakeApi({
      ...asOwner,
      ...listed,
      'POST /api/console/operators/invite': () => ({ status: 201, body: { email: 'x@example.com' } }),
    });
    const { user } = await renderConsole('/console/operators');
    const form = (await screen.findByRole('heading', { name: 'Invite an operator' })).closest(
      'section',
    ) as HTMLElement;
    const roles = within(form).getByRole('group', { name: 'Role' });
    expect((within(roles).getByRole('radio', { name: /^Dispatcher/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.type(within(form).getByLabelText('Email address'), 'first@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation is on its way to first@example.com.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Email address'), 'second@example.com');
    await user.click(within(roles).getByRole('radio', { name: /^Owner/ }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation is on its way to second@example.com.')).toBeTruthy();
    expect(changes(api.calls).map((call) => call.body)).toEqual([
      { email: 'first@example.com', role: 'dispatcher' },
      { email: 'second@example.com', role: 'owner' },
    ]);
    // After sending, the form is empty again, back on the default role.
    expect((within(roles).getByRole('radio', { name: /^Dispatcher/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('console operators: a dispatcher', () => {
  it('sees the operators, their roles and the invitations, without the owners’ controls', async () => {
    const api = fakeApi({ ...asDispatcher, ...listed });
    await renderConsole('/console/operators');
    const list = await screen.findByRole('list', { name: 'Operator accounts' });
    expect(
      screen.getByText('Only owners manage the operators: inviting, roles, disabling and enabling accounts.'),
    ).toBeTruthy();
    const ops = within(list).getByText('ops@example.com').closest('li') as HTMLElement;
    expect(within(ops).getByText('Owner')).toBeTruthy();
    expect(within(list).getAllByText('Dispatcher')).toHaveLength(2);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Disable|Enable|Revoke)/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite an operator' })).toBeNull();
    const invitations = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(invitations).getByText('pending@example.com', { selector: 'p' })).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });
});

describe('console operators: in Dutch', () => {
  it('an owner gets the roles, the invitations and the invite form in Dutch', async () => {
    fakeApi({ ...asOwner, ...listed });
    const { user } = await renderConsole('/console/operators', 'nl');
    const select = await screen.findByRole('combobox', { name: 'Rol desk@example.com' });
    expect(within(select).getByRole('option', { name: 'Planner' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Eigenaar' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Openstaande uitnodigingen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weer inschakelen old@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intrekken pending@example.com' })).toBeTruthy();
    const roles = screen.getByRole('group', { name: 'Rol' });
    expect(within(roles).getByRole('radio', { name: /^Planner/ })).toBeTruthy();
    await user.selectOptions(select, 'owner');
    const dialog = await screen.findByRole('dialog', { name: 'desk@example.com eigenaar maken' });
    expect(within(dialog).getByRole('button', { name: 'Rol wijzigen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Rol zo laten' })).toBeTruthy();
  });

  it('a dispatcher reads that only owners manage the operators', async () => {
    fakeApi({ ...asDispatcher, ...listed });
    await renderConsole('/console/operators', 'nl');
    expect(
      await screen.findByText(
        'Alleen eigenaren beheren de medewerkers: uitnodigen, rollen wijzigen, accounts uit- en weer inschakelen.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Planner')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Medewerker uitnodigen' })).toBeNull();
  });
});

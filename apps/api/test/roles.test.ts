// Roles (issue 24, ASVS 4.1.3): owners manage the operators, dispatchers run the bookings, and the
// business always keeps an active owner.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { operators, outbox } from '../src/db/schema.js';
import {
  buildTestApp,
  opened,
  openTestDatabase,
  postgresTarget,
  resetDatabase,
  sentForm,
} from './helpers.js';

const PASSWORD = 'a long and unusual passphrase';
let ip = 0;
/** Each sign-in from its own client address, so the per-IP sign-in limit never interferes. */
const nextIp = () => `10.24.${Math.floor(++ip / 250)}.${ip % 250}`;

interface Operator {
  email: string;
  cookie: string;
  csrf: string;
}

/** The requests of one app: setting up, inviting, signing in, acting as an operator. */
function consoleOf(app: () => FastifyInstance, database: () => Database) {
  const cookieOf = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    const cookie = ((Array.isArray(header) ? header[0] : header) ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^spt_console=[\w-]{40,}$/);
    return cookie;
  };
  const signedIn = async (email: string, res: LightMyRequestResponse): Promise<Operator> => {
    const cookie = cookieOf(res);
    const session = await app().inject({ url: '/api/console/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    return { email, cookie, csrf: session.json().csrfToken };
  };
  const act = (operator: Operator, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    app().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrf },
    });
  const get = (operator: Operator, url: string) =>
    app().inject({ url, headers: { cookie: operator.cookie } });
  /** The token of the newest invitation mailed to `email`. */
  const inviteToken = async (email: string): Promise<string> => {
    const rows = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.kind, 'operator.invite'))
      .orderBy(outbox.id);
    const mail = rows.filter((row) => JSON.stringify(row.mail).includes(`"email":"${email}"`)).at(-1);
    const token = JSON.stringify(opened(mail?.mail)).match(/\/console\/invite#([\w-]+)/)?.[1] ?? '';
    expect(token).toHaveLength(43);
    return token;
  };
  const accept = (token: string) =>
    app().inject({
      method: 'POST',
      url: '/api/console/invite/accept',
      payload: { token, password: PASSWORD },
      remoteAddress: nextIp(),
    });
  return {
    act,
    get,
    inviteToken,
    accept,
    signIn: (email: string) =>
      app().inject({
        method: 'POST',
        url: '/api/console/session',
        payload: { email, password: PASSWORD },
        remoteAddress: nextIp(),
      }),
    /** The first operator, by the setup link of a fresh first run. */
    async firstOperator(email = 'ops@example.com'): Promise<Operator> {
      const res = await app().inject({
        method: 'POST',
        url: '/api/console/setup',
        payload: { token: app().setupToken(), email, password: PASSWORD },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(201);
      return signedIn(email, res);
    },
    /** An operator invited by `owner` with `role`, who accepted and is signed in. */
    async invited(owner: Operator, email: string, role: 'owner' | 'dispatcher'): Promise<Operator> {
      const sent = await act(owner, 'POST', '/api/console/operators/invite', { email, role });
      expect(sent.statusCode, sent.body).toBe(201);
      const res = await accept(await inviteToken(email));
      expect(res.statusCode).toBe(201);
      return signedIn(email, res);
    },
    async idOf(email: string): Promise<number> {
      const [row] = await database()
        .db.select({ id: operators.id })
        .from(operators)
        .where(eq(operators.email, email));
      expect(row).toBeDefined();
      return row?.id ?? 0;
    },
    async roleOf(operator: Operator): Promise<string> {
      const session = await get(operator, '/api/console/session');
      expect(session.statusCode).toBe(200);
      return session.json().operator.role;
    },
    /** The security mails queued so far, rendered, oldest first. */
    async securityMails() {
      const rows = await database()
        .db.select()
        .from(outbox)
        .where(eq(outbox.kind, 'operator.security'))
        .orderBy(outbox.id);
      return rows.map((row) => sentForm(row.mail));
    },
  };
}

describe('console roles (PGlite)', () => {
  let database: Database;
  let app: FastifyInstance;
  const c = consoleOf(
    () => app,
    () => database,
  );

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app } = await buildTestApp(database));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
    await app.close();
    ({ app } = await buildTestApp(database));
  });

  it.each([
    ['POST', '/api/console/operators/1/role'],
    ['POST', '/api/console/operators/1/enable'],
    ['DELETE', '/api/console/operators/invitations/x@example.com'],
  ] as const)('%s %s -> 401 without a session, before the body is read', async (method, url) => {
    const res = await app.inject({ method, url, payload: { junk: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('the first operator is an owner, and the session says so', async () => {
    const owner = await c.firstOperator();
    expect(await c.roleOf(owner)).toBe('owner');
    const list = await c.get(owner, '/api/console/operators');
    expect(list.json()).toEqual({
      items: [
        {
          id: 1,
          email: 'ops@example.com',
          role: 'owner',
          active: true,
          mfaEnabled: false,
          createdAt: expect.any(String),
        },
      ],
      invitations: [],
    });
  });

  it('a dispatcher runs bookings but gets 403 forbidden on every owner route, before the body is read', async () => {
    const owner = await c.firstOperator();
    const dispatcher = await c.invited(owner, 'dispatch@example.com', 'dispatcher');
    expect(await c.roleOf(dispatcher)).toBe('dispatcher');
    const ownerId = await c.idOf('ops@example.com');
    for (const [method, url, payload] of [
      ['POST', '/api/console/operators/invite', { email: 'x@example.com', role: 'owner' }],
      ['POST', `/api/console/operators/${ownerId}/role`, { role: 'dispatcher' }],
      ['POST', `/api/console/operators/${ownerId}/disable`, undefined],
      ['POST', `/api/console/operators/${ownerId}/enable`, undefined],
      ['DELETE', '/api/console/operators/invitations/x@example.com', undefined],
      ['POST', `/api/console/operators/${ownerId}/mfa/reset`, undefined],
      // A malformed request is refused for the role too, not for its shape.
      ['POST', '/api/console/operators/invite', { junk: true }],
      ['POST', '/api/console/operators/not-a-number/role', { role: 'emperor' }],
    ] as const) {
      const res = await c.act(dispatcher, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toMatchObject({
        code: 'forbidden',
        error: 'Only an owner of the console can do this',
      });
    }
    // Nothing changed; the dispatcher still reads the operators and runs the bookings.
    expect(await c.roleOf(owner)).toBe('owner');
    const list = await c.get(dispatcher, '/api/console/operators');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((o: { email: string; role: string }) => [o.email, o.role])).toEqual([
      ['ops@example.com', 'owner'],
      ['dispatch@example.com', 'dispatcher'],
    ]);
    expect((await c.get(dispatcher, '/api/console/bookings')).statusCode).toBe(200);
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.invite'))).toHaveLength(1);
  });

  it('invites with a role: the invitation is listed until accepted, its mail names the role, accepting gives it', async () => {
    const owner = await c.firstOperator();
    const noRole = await c.act(owner, 'POST', '/api/console/operators/invite', { email: 'boss@example.com' });
    expect(noRole.statusCode).toBe(400);
    const badRole = await c.act(owner, 'POST', '/api/console/operators/invite', {
      email: 'boss@example.com',
      role: 'admin',
    });
    expect(badRole.statusCode).toBe(400);
    const sent = await c.act(owner, 'POST', '/api/console/operators/invite', {
      email: 'Boss@Example.com',
      role: 'owner',
    });
    expect(sent.statusCode).toBe(201);
    const listed = (await c.get(owner, '/api/console/operators')).json();
    expect(listed.invitations).toEqual([
      {
        email: 'boss@example.com',
        role: 'owner',
        invitedBy: 'ops@example.com',
        expiresAt: expect.any(String),
      },
    ]);
    const expiresInDays = (Date.parse(listed.invitations[0].expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.9);
    expect(expiresInDays).toBeLessThanOrEqual(7);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.invite'));
    const text = sentForm(mail?.mail).text;
    expect(text).toContain('Your account will be boss@example.com, as an owner.');
    expect(text).toContain('An owner runs the bookings and manages the operators');

    const accepted = await c.accept(await c.inviteToken('boss@example.com'));
    expect(accepted.statusCode).toBe(201);
    const boss = { email: 'boss@example.com', cookie: '', csrf: '' };
    const header = accepted.headers['set-cookie'];
    boss.cookie = ((Array.isArray(header) ? header[0] : header) ?? '').split(';')[0] ?? '';
    expect(await c.roleOf(boss)).toBe('owner');
    // The new owner may invite in turn; the accepted invitation is no longer pending.
    const list = (await c.get(boss, '/api/console/operators')).json();
    expect(list.invitations).toEqual([]);
    expect(list.items.map((o: { role: string }) => o.role)).toEqual(['owner', 'owner']);
  });

  it('the last active owner can be neither made a dispatcher nor disabled (409 lastOwner); another owner can', async () => {
    const first = await c.firstOperator();
    const firstId = await c.idOf(first.email);
    const alone = await c.act(first, 'POST', `/api/console/operators/${firstId}/role`, {
      role: 'dispatcher',
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({
      code: 'lastOwner',
      error: 'The last active owner cannot be disabled or made a dispatcher',
    });
    expect((await c.act(first, 'POST', `/api/console/operators/${firstId}/disable`)).json().code).toBe(
      'lastOwner',
    );
    // A dispatcher does not count as an owner.
    const dispatcher = await c.invited(first, 'dispatch@example.com', 'dispatcher');
    expect((await c.act(first, 'POST', `/api/console/operators/${firstId}/disable`)).statusCode).toBe(409);
    expect(
      (await c.act(first, 'POST', `/api/console/operators/${firstId}/role`, { role: 'dispatcher' }))
        .statusCode,
    ).toBe(409);

    const second = await c.invited(first, 'second@example.com', 'owner');
    const secondId = await c.idOf(second.email);
    // Making an owner of an owner changes nothing.
    expect(
      (await c.act(first, 'POST', `/api/console/operators/${secondId}/role`, { role: 'owner' })).statusCode,
    ).toBe(204);
    expect(
      (await c.act(first, 'POST', `/api/console/operators/${secondId}/role`, { role: 'dispatcher' }))
        .statusCode,
    ).toBe(204);
    // At once: the second's next request is a dispatcher's.
    expect(await c.roleOf(second)).toBe('dispatcher');
    expect(
      (await c.act(second, 'POST', `/api/console/operators/${firstId}/role`, { role: 'dispatcher' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await c.act(first, 'POST', `/api/console/operators/${secondId}/role`, { role: 'owner' })).statusCode,
    ).toBe(204);
    // With another owner, the first may step down, and is then a dispatcher.
    expect(
      (await c.act(first, 'POST', `/api/console/operators/${firstId}/role`, { role: 'dispatcher' }))
        .statusCode,
    ).toBe(204);
    expect(await c.roleOf(first)).toBe('dispatcher');
    // The second, now the only owner, cannot leave; but may disable the first.
    expect((await c.act(second, 'POST', `/api/console/operators/${secondId}/disable`)).statusCode).toBe(409);
    expect(
      (await c.act(second, 'POST', `/api/console/operators/${secondId}/role`, { role: 'dispatcher' }))
        .statusCode,
    ).toBe(409);
    expect((await c.act(second, 'POST', `/api/console/operators/${firstId}/disable`)).statusCode).toBe(204);
    expect(
      (await c.act(second, 'POST', '/api/console/operators/999/role', { role: 'owner' })).statusCode,
    ).toBe(404);
    expect((await c.act(second, 'POST', '/api/console/operators/999/disable')).statusCode).toBe(404);
    const roles = (await c.get(dispatcher, '/api/console/operators')).json().items;
    expect(
      roles.map((o: { email: string; role: string; active: boolean }) => [o.email, o.role, o.active]),
    ).toEqual([
      ['ops@example.com', 'dispatcher', false],
      ['dispatch@example.com', 'dispatcher', true],
      ['second@example.com', 'owner', true],
    ]);
  });

  it('ends the unused invitations of an operator who is disabled (found by an attack: they stayed valid)', async () => {
    const owner = await c.firstOperator();
    const second = await c.invited(owner, 'second@example.com', 'owner');
    const sent = await c.act(second, 'POST', '/api/console/operators/invite', {
      email: 'alt@example.com',
      role: 'owner',
    });
    expect(sent.statusCode).toBe(201);
    const token = await c.inviteToken('alt@example.com');
    expect(
      (await c.act(owner, 'POST', `/api/console/operators/${await c.idOf(second.email)}/disable`)).statusCode,
    ).toBe(204);
    expect((await c.accept(token)).statusCode).toBe(404);
  });

  it('an owner enables a disabled operator again: they sign in again, with their role, and are mailed', async () => {
    const owner = await c.firstOperator();
    const dispatcher = await c.invited(owner, 'dispatch@example.com', 'dispatcher');
    const id = await c.idOf(dispatcher.email);
    expect((await c.act(owner, 'POST', `/api/console/operators/${id}/disable`)).statusCode).toBe(204);
    expect((await c.get(dispatcher, '/api/console/session')).statusCode).toBe(401);
    expect((await c.signIn(dispatcher.email)).statusCode).toBe(401);
    // A new invitation is still refused: the account exists.
    const again = await c.act(owner, 'POST', '/api/console/operators/invite', {
      email: dispatcher.email,
      role: 'dispatcher',
    });
    expect(again.json().code).toBe('operatorExists');

    expect((await c.act(owner, 'POST', `/api/console/operators/${id}/enable`)).statusCode).toBe(204);
    const signedIn = await c.signIn(dispatcher.email);
    expect(signedIn.statusCode).toBe(200);
    const header = signedIn.headers['set-cookie'];
    const cookie = ((Array.isArray(header) ? header[0] : header) ?? '').split(';')[0] ?? '';
    expect(await c.roleOf({ email: dispatcher.email, cookie, csrf: '' })).toBe('dispatcher');
    // Enabling an active operator changes nothing and mails nobody; an unknown one is 404.
    expect((await c.act(owner, 'POST', `/api/console/operators/${id}/enable`)).statusCode).toBe(204);
    expect((await c.act(owner, 'POST', '/api/console/operators/999/enable')).statusCode).toBe(404);
    const told = (await c.securityMails()).filter((mail) => mail.to === dispatcher.email);
    expect(told.map((mail) => mail.subject)).toEqual([
      'Your Schiphol Premium Taxi console account was disabled',
      'Your Schiphol Premium Taxi console account was enabled again',
    ]);
    expect(told[1]?.text).toContain('was enabled again by ops@example.com');
  });

  it('revoking an invitation kills its link: accepting answers 404', async () => {
    const owner = await c.firstOperator();
    for (const role of ['owner', 'dispatcher'] as const) {
      const sent = await c.act(owner, 'POST', '/api/console/operators/invite', {
        email: 'new@example.com',
        role,
      });
      expect(sent.statusCode).toBe(201);
    }
    // The second invitation replaced the first.
    expect((await c.get(owner, '/api/console/operators')).json().invitations).toEqual([
      expect.objectContaining({ email: 'new@example.com', role: 'dispatcher' }),
    ]);
    const token = await c.inviteToken('new@example.com');
    const url = `/api/console/operators/invitations/${encodeURIComponent('New@Example.com')}`;
    expect((await c.act(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await c.get(owner, '/api/console/operators')).json().invitations).toEqual([]);
    const accepted = await c.accept(token);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json().code).toBe('invalidToken');
    expect((await c.act(owner, 'DELETE', url)).statusCode).toBe(404);
    expect(
      (await c.act(owner, 'DELETE', '/api/console/operators/invitations/not-an-address')).statusCode,
    ).toBe(400);
  });

  it('a role change is mailed to the operator concerned and to every active owner', async () => {
    const owner = await c.firstOperator();
    await c.invited(owner, 'second@example.com', 'owner');
    const retired = await c.invited(owner, 'retired@example.com', 'owner');
    await c.invited(owner, 'dispatch@example.com', 'dispatcher');
    expect(
      (await c.act(owner, 'POST', `/api/console/operators/${await c.idOf(retired.email)}/disable`))
        .statusCode,
    ).toBe(204);
    const before = (await c.securityMails()).length;
    const id = await c.idOf('dispatch@example.com');
    expect(
      (await c.act(owner, 'POST', `/api/console/operators/${id}/role`, { role: 'owner' })).statusCode,
    ).toBe(204);
    const mails = (await c.securityMails()).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'dispatch@example.com',
      'ops@example.com',
      'second@example.com',
    ]);
    const own = mails.find((mail) => mail.to === 'dispatch@example.com');
    expect(own?.subject).toBe('Your role in the Schiphol Premium Taxi console was changed');
    expect(own?.text).toContain(
      'The console account dispatch@example.com was made an owner by ops@example.com',
    );
    const others = mails.filter((mail) => mail.to !== 'dispatch@example.com');
    for (const mail of others) {
      expect(mail.subject).toBe('A role was changed in the Schiphol Premium Taxi console');
      expect(mail.text).toContain(
        'The console account dispatch@example.com was made an owner by ops@example.com',
      );
    }
    // Stepping down oneself: the operator's own mail names no actor.
    const ownerId = await c.idOf(owner.email);
    expect(
      (await c.act(owner, 'POST', `/api/console/operators/${ownerId}/role`, { role: 'dispatcher' }))
        .statusCode,
    ).toBe(204);
    const last = (await c.securityMails()).slice(before + mails.length);
    expect(last.map((mail) => mail.to).sort()).toEqual([
      'dispatch@example.com',
      'ops@example.com',
      'second@example.com',
    ]);
    expect(last.find((mail) => mail.to === 'ops@example.com')?.text).toContain(
      'The console account ops@example.com was made a dispatcher on ',
    );
  });
});

const postgres = postgresTarget('spt_roles_');
describe.skipIf(postgres.skip)('console roles on PostgreSQL', () => {
  let database: Database;
  let app: FastifyInstance;
  const c = consoleOf(
    () => app,
    () => database,
  );
  beforeAll(async () => {
    database = await postgres.open();
    await resetDatabase(database.db);
    ({ app } = await buildTestApp(database));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await postgres.cleanup?.();
  });

  it('of two owners making each other a dispatcher at once, exactly one succeeds', async () => {
    const first = await c.firstOperator();
    const second = await c.invited(first, 'second@example.com', 'owner');
    const [firstId, secondId] = [await c.idOf(first.email), await c.idOf(second.email)];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        c.act(first, 'POST', `/api/console/operators/${secondId}/role`, { role: 'dispatcher' }),
        c.act(second, 'POST', `/api/console/operators/${firstId}/role`, { role: 'dispatcher' }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused as the last owner, or (if the winner's change came first) as a dispatcher.
      expect(statuses[0]).toBe(204);
      expect([403, 409]).toContain(statuses[1]);
      const owners = await database.db.select().from(operators).where(eq(operators.role, 'owner'));
      expect(owners).toHaveLength(1);
      // Both owners again for the next round.
      const owner = owners[0]?.email === first.email ? first : second;
      const other = owner === first ? secondId : firstId;
      expect(
        (await c.act(owner, 'POST', `/api/console/operators/${other}/role`, { role: 'owner' })).statusCode,
      ).toBe(204);
    }
  });
});

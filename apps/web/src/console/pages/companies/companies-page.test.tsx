import type { Company, InvoiceSummary } from '@spt/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANIES, company, DISPATCHER_SESSION, SESSION } from '../../test/fixtures';
import { type ApiCall, fakeApi, renderConsole } from '../../test/render-console';
import { checkCompany, emptyCompany } from './company-fields';
import { invoiceMonths } from './company-invoices';

type Session = typeof SESSION | typeof DISPATCHER_SESSION;

/** The accounts' API: the list as `list()` answers it, and any more handlers. */
function companiesApi(
  list: () => Company[] = () => COMPANIES,
  more: Parameters<typeof fakeApi>[0] = {},
  session: () => Session = () => SESSION,
) {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: session() }),
    // The new-bookings badge's question, asked on every signed-in page.
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'GET /api/console/companies': () => ({ status: 200, body: { companies: list() } }),
    ...more,
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const listReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/console/companies').length;

/** Each row's name and its label/value facts. */
function rows(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((row) => ({
      name: within(row).getByRole('heading', { level: 3 }).textContent,
      facts: [...row.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    }));
}

/** The error under a field, found through its aria-describedby, after checking it is marked invalid. */
function errorOf(field: HTMLElement): string | null | undefined {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('field-error'))?.textContent;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('console: the business accounts list', () => {
  it('lists every account, active first, with its code, invoice address, term and rides to invoice', async () => {
    const api = companiesApi();
    await renderConsole('/console/companies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business accounts' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Business accounts' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const list = await screen.findByRole('list', { name: 'All business accounts' });
    expect(rows(list)).toEqual([
      {
        name: 'Acme BV Active',
        facts: [
          ['Booking code', 'ACME-2026'],
          ['Invoices to', 'invoices@acme.example'],
          ['Payment term', '30 days'],
          ['Rides to invoice', '3'],
        ],
      },
      {
        name: 'Bravo Events Active',
        facts: [
          ['Booking code', 'BRAVO-EV'],
          ['Invoices to', 'finance@bravo.example'],
          ['Payment term', '14 days'],
          ['Rides to invoice', '0'],
        ],
      },
      {
        name: 'Zeta Travel Inactive',
        facts: [
          ['Booking code', 'ZETA'],
          ['Invoices to', 'admin@zeta.example'],
          ['Payment term', '1 day'],
          ['Rides to invoice', '0'],
        ],
      },
    ]);
    // An owner changes each one and makes its invoices, and adds more below.
    expect(within(list).getAllByRole('button', { name: /^Edit/ })).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'Monthly invoices Acme BV' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Add a business account' })).toBeTruthy();
    expect(screen.queryByText(/Only owners add and change/)).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('speaks Dutch in the Dutch console', async () => {
    companiesApi();
    await renderConsole('/console/companies', 'nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zakelijke klanten' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Zakelijke klanten' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Alle zakelijke klanten' });
    const [acme, , zeta] = rows(list);
    expect(acme).toEqual({
      name: 'Acme BV Actief',
      facts: [
        ['Boekingscode', 'ACME-2026'],
        ['Facturen naar', 'invoices@acme.example'],
        ['Betaaltermijn', '30 dagen'],
        ['Nog te factureren ritten', '3'],
      ],
    });
    expect(zeta?.name).toBe('Zeta Travel Niet actief');
    expect(zeta?.facts[2]).toEqual(['Betaaltermijn', '1 dag']);
    const add = screen.getByRole('region', { name: 'Zakelijke klant toevoegen' });
    expect(within(add).getByLabelText('Boekingscode')).toBeTruthy();
    // No English on the Dutch page.
    expect(document.querySelector('main')?.textContent).not.toMatch(
      /\b(Business|account|Invoice|Booking code|Payment term|Edit|Active)\b/,
    );
  });

  it('says so when there are no accounts yet', async () => {
    companiesApi(() => []);
    await renderConsole('/console/companies');
    expect(await screen.findByText('No business accounts yet.')).toBeTruthy();
  });

  it('a dispatcher sees the list and can make invoices, but neither adds nor edits', async () => {
    const api = companiesApi(undefined, {}, () => DISPATCHER_SESSION);
    await renderConsole('/console/companies');
    const list = await screen.findByRole('list', { name: 'All business accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(list).getAllByRole('button', { name: /^Monthly invoices/ })).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Add a business account' })).toBeNull();
    expect(
      screen.getByText('Only owners add and change business accounts. Anyone can make a monthly invoice.'),
    ).toBeTruthy();
    expect(writes(api.calls)).toEqual([]);
  });
});

describe('console: adding and changing a business account', () => {
  it('checks the fields first, then adds the account (201) with the CSRF token and shows it', async () => {
    let list = COMPANIES;
    const added = company(9, 'Delta Logistics', {
      bookingCode: 'DELTA-9',
      invoiceEmail: 'ap@delta.example',
      vatId: 'NL001234567B01',
      paymentTermDays: 14,
      address: 'Stationsplein 1\n3511 ED Utrecht',
    });
    const api = companiesApi(() => list, {
      'POST /api/console/companies': () => {
        list = [...COMPANIES, added];
        return { status: 201, body: added };
      },
    });
    const { user } = await renderConsole('/console/companies');
    const form = await screen.findByRole('region', { name: 'Add a business account' });
    const name = within(form).getByLabelText('Company name');

    // Nothing filled in: each problem beside its field, the first one focused, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Add business account' }));
    expect(errorOf(name)).toBe('Fill in the company’s name.');
    expect(errorOf(within(form).getByLabelText('Booking code'))).toBe(
      'Use 4 to 20 letters, digits or hyphens, such as ACME-2026.',
    );
    expect(errorOf(within(form).getByLabelText('Email address for invoices'))).toBe(
      'Enter an email address such as invoices@example.com.',
    );
    expect(errorOf(within(form).getByLabelText('Invoice address'))).toBe('Fill in the invoice address.');
    expect(within(form).getByRole('alert').textContent).toBe('Please check the marked fields.');
    expect(document.activeElement).toBe(name);
    expect(writes(api.calls)).toEqual([]);

    await user.type(name, 'Delta Logistics');
    // Typing answers that field's problem.
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await user.type(within(form).getByLabelText('Booking code'), 'delta-9');
    await user.type(within(form).getByLabelText('Email address for invoices'), 'ap@delta.example');
    const term = within(form).getByLabelText('Payment term in days');
    expect((term as HTMLInputElement).value).toBe('30');
    await user.clear(term);
    await user.type(term, '14');
    await user.type(within(form).getByLabelText('Invoice address'), 'Stationsplein 1{Enter}3511 ED Utrecht');
    await user.type(within(form).getByLabelText('VAT number (optional)'), 'nl 001234567 b01');
    expect((within(form).getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
    const readsBefore = listReads(api.calls);
    await user.click(within(form).getByRole('button', { name: 'Add business account' }));

    expect(
      (await screen.findByText('Delta Logistics is added, with booking code DELTA-9.')).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    expect(
      writes(api.calls).map((call) => [call.method, call.url, call.headers['x-csrf-token'], call.body]),
    ).toEqual([
      [
        'POST',
        '/api/console/companies',
        SESSION.csrfToken,
        {
          name: 'Delta Logistics',
          address: 'Stationsplein 1\n3511 ED Utrecht',
          vatId: 'NL001234567B01',
          invoiceEmail: 'ap@delta.example',
          paymentTermDays: 14,
          bookingCode: 'DELTA-9',
          active: true,
        },
      ],
    ]);
    const accounts = screen.getByRole('list', { name: 'All business accounts' });
    await waitFor(() => expect(rows(accounts).map((row) => row.name)).toContain('Delta Logistics Active'));
    await waitFor(() => expect(listReads(api.calls)).toBeGreaterThan(readsBefore));
    // The form is empty again, for the next one.
    expect((within(form).getByLabelText('Company name') as HTMLInputElement).value).toBe('');
    expect(within(form).getByRole('alert').textContent).toBe('');
  });

  it('shows a booking code another account has (409) on the code field, in English and Dutch', async () => {
    for (const [lang, region, fields, submit, taken, check] of [
      [
        'en',
        'Add a business account',
        ['Company name', 'Booking code', 'Email address for invoices', 'Invoice address'],
        'Add business account',
        'Another business account already has this code. Choose another one.',
        'Please check the marked fields.',
      ],
      [
        'nl',
        'Zakelijke klant toevoegen',
        ['Bedrijfsnaam', 'Boekingscode', 'E-mailadres voor facturen', 'Factuuradres'],
        'Zakelijke klant toevoegen',
        'Een andere zakelijke klant heeft deze code al. Kies een andere.',
        'Controleer de gemarkeerde velden.',
      ],
    ] as const) {
      const api = companiesApi(undefined, {
        'POST /api/console/companies': () => ({
          status: 409,
          body: {
            error: 'Another company already has this booking code',
            code: 'companyCodeTaken',
            issues: [
              { path: 'bookingCode', code: 'companyCodeTaken', message: 'Another company has this code' },
            ],
          },
        }),
      });
      const { user } = await renderConsole('/console/companies', lang);
      const form = await screen.findByRole('region', { name: region });
      const [name, code, email, address] = fields.map((label) => within(form).getByLabelText(label)) as [
        HTMLElement,
        HTMLElement,
        HTMLElement,
        HTMLElement,
      ];
      await user.type(name, 'Other BV');
      await user.type(code, 'acme-2026');
      await user.type(email, 'x@other.example');
      await user.type(address, 'Damrak 1');
      await user.click(within(form).getByRole('button', { name: submit }));
      await waitFor(() => expect(errorOf(code)).toBe(taken));
      expect(document.activeElement).toBe(code);
      expect(within(form).getByRole('alert').textContent).toBe(check);
      expect(name.getAttribute('aria-invalid')).toBeNull();
      expect(writes(api.calls)).toHaveLength(1);
      // A new code answers it.
      await user.type(code, 'X');
      expect(code.getAttribute('aria-invalid')).toBeNull();
      expect(within(form).getByRole('alert').textContent).toBe('');
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('shows the server’s field issues of a 400 beside their fields', async () => {
    companiesApi(undefined, {
      'POST /api/console/companies': () => ({
        status: 400,
        body: {
          error: 'The request is invalid',
          code: 'validation',
          issues: [
            { path: 'invoiceEmail', code: 'invalid_format', message: 'Invalid email address' },
            { path: 'vatId', code: 'invalid_format', message: 'a VAT identification number' },
          ],
        },
      }),
    });
    const { user } = await renderConsole('/console/companies');
    const form = await screen.findByRole('region', { name: 'Add a business account' });
    await user.type(within(form).getByLabelText('Company name'), 'Echo BV');
    await user.type(within(form).getByLabelText('Booking code'), 'ECHO');
    await user.type(within(form).getByLabelText('Email address for invoices'), 'pay@echo.example');
    await user.type(within(form).getByLabelText('Invoice address'), 'Damrak 2');
    await user.click(within(form).getByRole('button', { name: 'Add business account' }));
    const email = within(form).getByLabelText('Email address for invoices');
    await waitFor(() => expect(errorOf(email)).toBe('Enter an email address such as invoices@example.com.'));
    expect(errorOf(within(form).getByLabelText('VAT number (optional)'))).toBe(
      'Enter a VAT number such as NL123456789B01, or leave the field empty.',
    );
    expect(document.activeElement).toBe(email);
    // Never the server's own words.
    expect(form.textContent).not.toContain('Invalid email address');
  });

  it('an owner edits an account in a dialog (PUT, 200): every field sent, the list shows the change', async () => {
    let list = COMPANIES;
    const api = companiesApi(() => list, {
      'PUT /api/console/companies/1': (call) => {
        const saved = { ...(COMPANIES[0] as Company), ...(call.body as object) };
        list = list.map((c) => (c.id === 1 ? saved : c));
        return { status: 200, body: saved };
      },
    });
    const { user } = await renderConsole('/console/companies');
    const accounts = await screen.findByRole('list', { name: 'All business accounts' });
    await user.click(within(accounts).getByRole('button', { name: 'Edit Acme BV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme BV' });
    const name = within(dialog).getByLabelText('Company name') as HTMLInputElement;
    expect(name.value).toBe('Acme BV');
    expect(document.activeElement).toBe(name);
    expect((within(dialog).getByLabelText('Invoice address') as HTMLTextAreaElement).value).toBe(
      'Keizersgracht 100\n1015 AA Amsterdam\nNederland',
    );
    const term = within(dialog).getByLabelText('Payment term in days');
    await user.clear(term);
    await user.type(term, '14');
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Acme BV is saved.').closest('[role="status"]')).toBeTruthy();
    expect(
      writes(api.calls).map((call) => [call.method, call.url, call.headers['x-csrf-token'], call.body]),
    ).toEqual([
      [
        'PUT',
        '/api/console/companies/1',
        SESSION.csrfToken,
        {
          name: 'Acme BV',
          address: 'Keizersgracht 100\n1015 AA Amsterdam\nNederland',
          vatId: 'NL123456789B01',
          invoiceEmail: 'invoices@acme.example',
          paymentTermDays: 14,
          bookingCode: 'ACME-2026',
          active: false,
        },
      ],
    ]);
    await waitFor(() =>
      expect(rows(accounts).find((row) => row.name?.startsWith('Acme'))).toMatchObject({
        name: 'Acme BV Inactive',
        facts: expect.arrayContaining([['Payment term', '14 days']]),
      }),
    );
  });

  it('a term out of range is refused beside its field, and nothing is sent', async () => {
    const api = companiesApi();
    const { user } = await renderConsole('/console/companies');
    const accounts = await screen.findByRole('list', { name: 'All business accounts' });
    await user.click(within(accounts).getByRole('button', { name: 'Edit Bravo Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bravo Events' });
    const term = within(dialog).getByLabelText('Payment term in days');
    await user.clear(term);
    await user.type(term, '365');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorOf(term)).toBe('Enter a whole number of days from 0 to 120.');
    expect(document.activeElement).toBe(term);
    expect(writes(api.calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close without saving' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refused for the role (403): says only an owner can, reads the session again and drops the form', async () => {
    let session: Session = SESSION;
    const api = companiesApi(
      undefined,
      {
        'POST /api/console/companies': () => {
          session = DISPATCHER_SESSION;
          return { status: 403, body: { error: 'Forbidden', code: 'forbidden' } };
        },
      },
      () => session,
    );
    const { user } = await renderConsole('/console/companies');
    const form = await screen.findByRole('region', { name: 'Add a business account' });
    await user.type(within(form).getByLabelText('Company name'), 'Foxtrot BV');
    await user.type(within(form).getByLabelText('Booking code'), 'FOX-1');
    await user.type(within(form).getByLabelText('Email address for invoices'), 'ap@fox.example');
    await user.type(within(form).getByLabelText('Invoice address'), 'Damrak 3');
    await user.click(within(form).getByRole('button', { name: 'Add business account' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add a business account' })).toBeNull());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Only an owner can do this.',
    );
    expect(api.calls.filter((call) => call.url === '/api/console/session').length).toBeGreaterThan(1);
  });
});

describe('console: a business account’s monthly invoice', () => {
  const OLDER: InvoiceSummary = {
    number: '2026-000101',
    kind: 'invoice',
    issuedAt: '2026-11-02T09:00:00.000Z',
    gross: 842.1,
  };
  const MADE: InvoiceSummary = {
    number: '2026-000130',
    kind: 'invoice',
    issuedAt: '2026-12-10T09:00:00.000Z',
    gross: 1234.5,
  };

  beforeEach(() => {
    // Thursday 10 December 2026: "last month" is November.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T10:00:00Z') });
  });

  it('lists the months from this one back, last month first chosen', () => {
    const months = invoiceMonths(new Date('2026-12-31T23:30:00Z')); // already 1 January in Amsterdam
    expect(months.slice(0, 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(months).toHaveLength(25);
    expect(months.at(-1)).toBe('2025-01');
  });

  it('any operator makes last month’s invoice (201): the POST, the result, the new invoice first in the list', async () => {
    let invoices = [OLDER];
    const api = companiesApi(
      undefined,
      {
        'GET /api/console/companies/1/invoices': () => ({ status: 200, body: { invoices } }),
        'POST /api/console/companies/1/invoices': () => {
          invoices = [MADE, OLDER];
          return { status: 201, body: MADE };
        },
      },
      () => DISPATCHER_SESSION,
    );
    const { user } = await renderConsole('/console/companies');
    const accounts = await screen.findByRole('list', { name: 'All business accounts' });
    await user.click(within(accounts).getByRole('button', { name: 'Monthly invoices Acme BV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly invoices of Acme BV' });
    expect(within(dialog).getByRole('region', { name: 'Make a monthly invoice' }).textContent).toContain(
      'It is mailed as a PDF to invoices@acme.example.',
    );
    const month = within(dialog).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
    expect(document.activeElement).toBe(month);
    expect(month.value).toBe('2026-11');
    expect(
      within(month)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['December 2026 (so far)', 'November 2026', 'October 2026']);
    const made = within(dialog).getByRole('region', { name: 'Invoices so far' });
    await within(made).findByText('Invoice 2026-000101');
    const readsBefore = listReads(api.calls);

    await user.click(within(dialog).getByRole('button', { name: 'Make monthly invoice' }));
    const status = await within(dialog).findByText(
      'Invoice 2026-000130 of €1,234.50 is made and on its way to invoices@acme.example.',
    );
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(writes(api.calls).map((call) => [call.url, call.headers['x-csrf-token'], call.body])).toEqual([
      ['/api/console/companies/1/invoices', DISPATCHER_SESSION.csrfToken, { month: '2026-11' }],
    ]);
    // Newest first, each with its PDF.
    await waitFor(() =>
      expect(
        within(made)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Download PDF: Invoice 2026-000130', '/api/console/invoices/2026-000130.pdf'],
        ['Download PDF: Invoice 2026-000101', '/api/console/invoices/2026-000101.pdf'],
      ]),
    );
    // The accounts' rides to invoice are read again.
    await waitFor(() => expect(listReads(api.calls)).toBeGreaterThan(readsBefore));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when a month has nothing to invoice (409), naming the month, in English and Dutch', async () => {
    for (const [lang, button, title, pick, text] of [
      [
        'en',
        'Monthly invoices Bravo Events',
        'Monthly invoices of Bravo Events',
        'October 2026',
        'There is nothing to invoice for Bravo Events in October 2026: no completed rides on account that are not on an invoice yet.',
      ],
      [
        'nl',
        'Maandfacturen Bravo Events',
        'Maandfacturen van Bravo Events',
        'oktober 2026',
        'Er valt voor Bravo Events in oktober 2026 niets te factureren: er zijn geen uitgevoerde ritten op rekening die nog niet op een factuur staan.',
      ],
    ] as const) {
      const api = companiesApi(undefined, {
        'GET /api/console/companies/2/invoices': () => ({ status: 200, body: { invoices: [] } }),
        'POST /api/console/companies/2/invoices': () => ({
          status: 409,
          body: { error: 'Nothing to invoice', code: 'nothingToInvoice' },
        }),
      });
      const { user } = await renderConsole('/console/companies', lang);
      const accounts = await screen.findByRole('list', {
        name: lang === 'en' ? 'All business accounts' : 'Alle zakelijke klanten',
      });
      await user.click(within(accounts).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await within(dialog).findByText(lang === 'en' ? 'No invoices yet.' : 'Nog geen facturen.');
      await user.selectOptions(within(dialog).getByRole('combobox'), pick);
      await user.click(
        within(dialog).getByRole('button', {
          name: lang === 'en' ? 'Make monthly invoice' : 'Maandfactuur maken',
        }),
      );
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(text));
      expect(writes(api.calls).map((call) => call.body)).toEqual([{ month: '2026-10' }]);
      // Still open, to choose another month.
      expect(screen.getByRole('dialog', { name: title })).toBe(dialog);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

describe('checkCompany', () => {
  it('sends the VAT number and the code in capitals without spaces, and refuses what the schema refuses', () => {
    expect(
      checkCompany({
        ...emptyCompany(),
        name: ' Acme ',
        address: 'Damrak 1\r\n1012 LG Amsterdam',
        vatId: 'nl 123456789 b01',
        invoiceEmail: 'a@acme.example',
        bookingCode: ' acme-1 ',
      }),
    ).toEqual({
      company: {
        name: 'Acme',
        address: 'Damrak 1\n1012 LG Amsterdam',
        vatId: 'NL123456789B01',
        invoiceEmail: 'a@acme.example',
        paymentTermDays: 30,
        bookingCode: 'ACME-1',
        active: true,
      },
    });
    expect(
      checkCompany({
        ...emptyCompany(),
        name: 'Acme',
        address: 'Damrak 1',
        invoiceEmail: 'a@acme.example',
        bookingCode: 'AC',
        paymentTermDays: '1.5',
        vatId: '123',
      }),
    ).toEqual({
      errors: {
        bookingCode: 'companies.fields.bookingCodeInvalid',
        paymentTermDays: 'companies.fields.paymentTermDaysInvalid',
        vatId: 'companies.fields.vatIdInvalid',
      },
    });
  });
});

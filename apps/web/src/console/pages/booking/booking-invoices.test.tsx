import type { BookingDetailResponse, InvoiceSummary } from '@spt/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../lib/dates';
import { detail, fleetHandlers, SESSION } from '../../test/fixtures';
import { fakeApi, renderConsole } from '../../test/render-console';

const REF = 'SPT-7K3M9Q';
/** The days as this runtime's Intl writes them; the second is the Amsterdam day of 23:30 UTC. */
const [DEC_1_EN, DEC_3_EN, DEC_1_NL, DEC_3_NL] = [
  formatDay('2026-12-01', 'en'),
  formatDay('2026-12-03', 'en'),
  formatDay('2026-12-01', 'nl'),
  formatDay('2026-12-03', 'nl'),
];

/** The ride's invoice, then a credit note for a partial refund (issued just after midnight in Amsterdam). */
const INVOICES: InvoiceSummary[] = [
  { number: '2026-000123', kind: 'invoice', issuedAt: '2026-12-01T10:21:31.000Z', gross: 619.74 },
  { number: '2026-000124', kind: 'creditNote', issuedAt: '2026-12-02T23:30:00.000Z', gross: -200 },
];

function bookingApi(answer: BookingDetailResponse) {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: SESSION }),
    ...fleetHandlers(),
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    [`GET /api/console/bookings/${REF}`]: () => ({ status: 200, body: answer }),
  });
}

/** Each listed document: its name, its day and amount, and its link's name and address. */
const rows = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((item) => {
      const [name, facts] = [...item.querySelectorAll('p')].map((p) => p.textContent);
      const link = within(item).getByRole('link');
      return [name, facts, link.textContent, link.getAttribute('href')];
    });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console: a booking’s invoices', () => {
  it('lists each invoice and credit note with its day, amount and a link to its PDF', async () => {
    const api = bookingApi({ ...detail(REF, 'completed'), invoices: INVOICES });
    await renderConsole(`/console/bookings/${REF}`);
    const section = await screen.findByRole('region', { name: 'Invoices' });
    expect(rows(section)).toEqual([
      [
        'Invoice 2026-000123',
        `${DEC_1_EN} · €619.74`,
        'Download PDF: Invoice 2026-000123',
        '/api/console/invoices/2026-000123.pdf',
      ],
      [
        'Credit note 2026-000124',
        `${DEC_3_EN} · -€200.00`,
        'Download PDF: Credit note 2026-000124',
        '/api/console/invoices/2026-000124.pdf',
      ],
    ]);
    // Plain links, each named after its document, reachable with the keyboard.
    const link = within(section).getByRole('link', { name: 'Download PDF: Credit note 2026-000124' });
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(within(section).queryByRole('button')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('speaks Dutch in the Dutch console', async () => {
    bookingApi({ ...detail(REF, 'completed'), invoices: INVOICES });
    await renderConsole(`/console/bookings/${REF}`, 'nl');
    const section = await screen.findByRole('region', { name: 'Facturen' });
    expect(rows(section)).toEqual([
      [
        'Factuur 2026-000123',
        `${DEC_1_NL} · €\u00a0619,74`,
        'Pdf downloaden: Factuur 2026-000123',
        '/api/console/invoices/2026-000123.pdf',
      ],
      [
        'Creditnota 2026-000124',
        `${DEC_3_NL} · €\u00a0-200,00`,
        'Pdf downloaden: Creditnota 2026-000124',
        '/api/console/invoices/2026-000124.pdf',
      ],
    ]);
    expect(section.textContent).not.toMatch(/\b(invoice|credit note|download)\b/i);
  });

  it('has no invoices section before there is a document', async () => {
    bookingApi(detail(REF, 'confirmed'));
    await renderConsole(`/console/bookings/${REF}`);
    await screen.findByRole('region', { name: 'Fare' });
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });
});

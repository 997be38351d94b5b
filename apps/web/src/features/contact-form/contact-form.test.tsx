// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemas } from '../../lib/load-schemas';
import { createTestI18n } from '../test-i18n';
import { ContactForm } from './form';

let en: i18n;
let nl: i18n;
beforeAll(async () => {
  await schemas.load();
  en = await createTestI18n('en');
  nl = await createTestI18n('nl');
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill() {
  change(/First name|Voornaam/, 'Anna');
  change(/Last name|Achternaam/, 'de Vries');
  change(/^Email|^E-mailadres/, 'anna@example.nl');
  change(/^Subject|^Onderwerp/, 'business');
  change(/^Message|^Bericht/, 'Can you drive our team on Monday?');
}

describe('ContactForm', () => {
  it('offers the eight subjects of the SPEC', () => {
    render(
      <I18nextProvider i18n={en}>
        <ContactForm />
      </I18nextProvider>,
    );
    const labels = [...(screen.getByLabelText(/^Subject/) as HTMLSelectElement).options]
      .slice(1)
      .map((o) => o.text);
    expect(labels).toEqual([
      'General Inquiry',
      'Booking Request',
      'Business Transfer',
      'Airport Service',
      'City Transfer',
      'Complaint',
      'Feedback',
      'Other',
    ]);
  });

  it('posts the SPEC body, shows "Message Sent Successfully!" and resets after 3 s', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ reference: 'MSG-1' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <I18nextProvider i18n={en}>
        <ContactForm />
      </I18nextProvider>,
    );
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      phone: '',
      date: '',
      time: '',
      passengers: '',
      pickup: '',
      destination: '',
      flightNumber: '',
      message: 'Subject: Business Transfer\n\nCan you drive our team on Monday?',
      source: 'website',
      website: '',
    });
    expect(screen.getByText('Message Sent Successfully!')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the failure alert in Dutch and keeps what was typed', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={nl}>
        <ContactForm />
      </I18nextProvider>,
    );
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Bericht versturen' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Uw bericht kon niet worden verstuurd. Probeer het opnieuw.',
    );
    expect((screen.getByLabelText(/Voornaam/) as HTMLInputElement).value).toBe('Anna');
  });

  it('checks the fields itself (noValidate): names each problem beside its field and focuses the first', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <I18nextProvider i18n={en}>
        <ContactForm />
      </I18nextProvider>,
    );
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form');
    expect(form?.noValidate).toBe(true);
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    const expected: [RegExp, string][] = [
      [/^First name/, 'Enter your first name'],
      [/^Last name/, 'Enter your last name'],
      [/^Email/, 'Enter your e-mail address'],
      [/^Subject/, 'Choose a subject for your message'],
      [/^Message/, 'Write your message'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe(message);
      expect(error?.className).toBe('field-error');
    }
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));
    // A corrected field loses its message at once.
    change(/First name/, 'Anna');
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter your first name')).toBeNull();
  });

  it.each([
    [() => en, 'Send Message', 'Enter a complete e-mail address, like name@example.com'],
    [() => nl, 'Bericht versturen', 'Vul een volledig e-mailadres in, zoals naam@voorbeeld.nl'],
  ])(
    'refuses "eva@example" beside the e-mail field, sending nothing (%#)',
    async (instance, send, message) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      render(
        <I18nextProvider i18n={instance()}>
          <ContactForm />
        </I18nextProvider>,
      );
      fill();
      change(/^Email|^E-mailadres/, 'eva@example');
      fireEvent.submit(screen.getByRole('button', { name: send }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(fetchMock).not.toHaveBeenCalled();
      const email = screen.getByLabelText(/^Email|^E-mailadres/);
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        message,
      );
      expect(document.activeElement).toBe(email);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('names the fields the server turns down, in a summary and beside each', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: 'The request is invalid',
            code: 'validation',
            issues: [{ path: 'email', code: 'custom', message: 'Enter a complete e-mail address' }],
          }),
          { status: 400 },
        ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={nl}>
        <ContactForm />
      </I18nextProvider>,
    );
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Bericht versturen' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Controleer deze gegevens en probeer het opnieuw: E-mailadres.',
    );
    const email = screen.getByLabelText(/^E-mailadres/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Controleer uw e-mailadres',
    );
    expect(document.activeElement).toBe(email);
    change(/^E-mailadres/, 'anna@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });
});

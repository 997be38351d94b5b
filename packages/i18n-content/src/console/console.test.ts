import { describe, expect, it } from 'vitest';
import { translationKeys } from '../locales/index.js';
import { consoleEn } from './en.js';
import { CONSOLE_LANGUAGE_STORAGE_KEY, consoleTranslations } from './index.js';
import { consoleNl } from './nl.js';

function leaves(resource: unknown, prefix = ''): [string, string][] {
  if (typeof resource === 'string') return [[prefix, resource]];
  if (resource === null || typeof resource !== 'object') return [];
  return Object.entries(resource).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('console texts', () => {
  it('has the same keys in English and Dutch', () => {
    expect(translationKeys(consoleNl)).toEqual(translationKeys(consoleEn));
    expect(translationKeys(consoleEn).length).toBeGreaterThan(150);
    expect(consoleTranslations).toEqual({ en: consoleEn, nl: consoleNl });
    expect(CONSOLE_LANGUAGE_STORAGE_KEY).toBe('sptConsoleLng');
  });

  it('has no empty strings and the same placeholders in both languages', () => {
    const nlByKey = new Map(leaves(consoleNl));
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of leaves(consoleEn)) {
      const nlText = nlByKey.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(nlText.trim(), key).not.toBe('');
      expect(placeholders(nlText), key).toEqual(placeholders(text));
    }
  });

  it('writes the Dutch console in Dutch', () => {
    const nlByKey = new Map(leaves(consoleNl));
    const same = leaves(consoleEn)
      .filter(([key, text]) => nlByKey.get(key) === text && text.split(' ').length > 2)
      .map(([key]) => key);
    // The brand and pure placeholders may be the same in both languages.
    const sameOnPurpose = [
      'meta.titleSuffix',
      'booking.events.changed',
      'bookings.list.routeValue',
      'booking.changeLine.line',
      'booking.progress.at',
    ];
    expect(same.filter((key) => !sameOnPurpose.includes(key))).toEqual([]);
  });

  it('never puts “Annuleren” beside “Boeking annuleren”: the dismiss buttons say what they do', () => {
    for (const action of ['confirm', 'decline', 'cancel', 'complete', 'noShow'] as const) {
      expect(consoleNl.booking.dialogs[action].dismiss, action).not.toBe('Annuleren');
    }
    expect(consoleEn.booking.dialogs.cancel.dismiss).toBe('Keep booking');
    expect(consoleNl.booking.dialogs.cancel.dismiss).toBe('Terug');
  });

  it('heads the CSV columns in both languages, the English ones as the file always had them', () => {
    expect(Object.values(consoleEn.bookings.export.columns).slice(0, 4)).toEqual([
      'Reference',
      'Status',
      'Pickup date',
      'Pickup time',
    ]);
    expect(Object.keys(consoleNl.bookings.export.columns)).toEqual(
      Object.keys(consoleEn.bookings.export.columns),
    );
    expect(consoleNl.bookings.export.columns).toMatchObject({
      pickupDate: 'Ophaaldatum',
      revenue: 'Omzet (EUR)',
      car: 'Auto',
    });
  });

  it('names the contact form’s subjects in each language, under the same ids', () => {
    expect(Object.keys(consoleNl.messages.subjects)).toEqual(Object.keys(consoleEn.messages.subjects));
    expect(Object.keys(consoleEn.messages.subjects).length).toBe(8);
    expect(consoleEn.messages.subjects.general).toBe('General Inquiry');
    expect(consoleNl.messages.subjects.general).toBe('Algemene vraag');
  });

  it('has a text for every booking status and every error code the console API answers', () => {
    expect(Object.keys(consoleEn.status).sort()).toEqual(
      ['cancelled', 'completed', 'confirmed', 'declined', 'expired', 'noShow', 'requested'].sort(),
    );
    for (const code of [
      'unauthorized',
      'invalidCredentials',
      'accountLocked',
      'csrf',
      'transitionNotAllowed',
      'weakPassword',
      'invalidToken',
      'operatorExists',
      'forbidden',
      'lastOwner',
      'notFound',
      'validation',
      'invalidPhone',
      'rateLimited',
      'internal',
      'notYetPickedUp',
      'bookingClosed',
      'conflict',
      'vehicleCapacity',
      'luggageCapacity',
      'tooSoon',
      'companyCodeTaken',
      'nothingToInvoice',
    ]) {
      expect(consoleEn.errors, code).toHaveProperty(code);
    }
  });
});

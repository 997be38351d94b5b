import { translations } from '@spt/i18n-content';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_SUBJECT_IDS,
  CONTACT_SUBJECTS,
  contactMessageParts,
  contactMessageText,
  flightOf,
  isFlightNumberField,
  placeWithDetail,
} from './limits.js';

describe('CONTACT_SUBJECTS', () => {
  it("are SPEC 9's eight subjects, in its order", () => {
    expect(Object.values(CONTACT_SUBJECTS)).toEqual([
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

  it('each have a label in every language, under the same ids (the English labels are the SPEC text)', () => {
    for (const dictionary of Object.values(translations))
      expect(Object.keys(dictionary.contact.form.subjects)).toEqual(CONTACT_SUBJECT_IDS);
    expect(translations.en.contact.form.subjects).toEqual(CONTACT_SUBJECTS);
  });

  it('name the subject in the message the operator reads', () => {
    expect(contactMessageText(CONTACT_SUBJECTS.feedback ?? '', 'Great ride!')).toBe(
      'Subject: Feedback\n\nGreat ride!',
    );
  });

  it('are read back from a stored message: the subject id, the stored text and the message', () => {
    for (const id of CONTACT_SUBJECT_IDS) {
      const stored = contactMessageText(CONTACT_SUBJECTS[id] ?? '', 'Line one\n\nLine two');
      expect(contactMessageParts(stored)).toEqual({
        subjectId: id,
        subject: CONTACT_SUBJECTS[id],
        body: 'Line one\n\nLine two',
      });
    }
    expect(contactMessageParts('Subject: Lost umbrella\n\nIn the car')).toEqual({
      subjectId: null,
      subject: 'Lost umbrella',
      body: 'In the car',
    });
    expect(contactMessageParts('Subject: Other')).toEqual({ subjectId: 'other', subject: 'Other', body: '' });
    expect(contactMessageParts('Hello, no subject line')).toBeNull();
  });
});

describe('placeWithDetail', () => {
  it('writes the address line before the place, trimmed, and the place alone without one', () => {
    expect(placeWithDetail('Haarlem, Noord-Holland', ' Kleine Houtstraat 12 ')).toBe(
      'Kleine Houtstraat 12, Haarlem, Noord-Holland',
    );
    expect(placeWithDetail('Schiphol', null)).toBe('Schiphol');
    expect(placeWithDetail('Schiphol', '   ')).toBe('Schiphol');
    expect(placeWithDetail('Schiphol', undefined)).toBe('Schiphol');
  });
});

describe('flight numbers', () => {
  it.each(['KL1234', 'kl 1234', 'U2 123', '4U9876', 'HV5A', 'KLM1234', 'None', 'none', 'Geen', '', '  '])(
    'accepts %j',
    (value) => expect(isFlightNumberField(value)).toBe(true),
  );
  it.each(['tomorrow', 'KL', '1234', '12 345', 'KL12345', 'KL-1234', 'K L 1'])('refuses %j', (value) =>
    expect(isFlightNumberField(value)).toBe(false),
  );
  it('reads the flight of a field, or none', () => {
    expect(flightOf(' kl 1234 ')).toBe('KL1234');
    expect(flightOf('None')).toBeNull();
    expect(flightOf('')).toBeNull();
    expect(flightOf(null)).toBeNull();
  });
});

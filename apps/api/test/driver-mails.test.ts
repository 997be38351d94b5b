// A driver's notices speak the driver's language, the language of their page: German "du", French
// "vous", the dates as each language writes them; a language the site does not speak reads English.
import { describe, expect, it } from 'vitest';
import { driverNoticeMail } from '../src/mail/driver-mails.js';
import { type DriverNoticeMailData, renderOutboxPayload } from '../src/mail/templates.js';
import { mailSamples } from './mail-fixtures.js';

/** The mail sample of a name, e.g. `driver.notice de: assigned`. */
function sample(name: string) {
  const found = mailSamples().find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found;
}

/** The rendered notice of a sample by its name. */
const notice = (name: string) => renderOutboxPayload(sample(name).payload);

describe('driver notices', () => {
  it('reach a German driver in German, "du" and the date the German way', () => {
    const mail = notice('driver.notice de: assigned');
    expect(mail.subject).toBe('Neue Fahrt SPT-7K3M9Q für dich');
    const text = mail.text;
    expect(text).toContain('Hallo Piet de Vries,');
    expect(text).toContain('Das Büro hat dir eine neue Fahrt zugeteilt.');
    expect(text).toContain('Freitag, 4. Dezember 2026 um 14:30 Uhr');
    expect(text).toContain('Deine Fahrten:');
    expect(mail.html).toContain('Deine Fahrten öffnen');
    expect(mail.html).toContain('lang="de"');
  });

  it('reach a French driver in French, with their private link', () => {
    const mail = notice('driver.notice fr: link');
    expect(mail.subject).toBe('Votre lien vers vos courses chez Schiphol Premium Taxi');
    const text = mail.text;
    expect(text).toContain('Bonjour Piet de Vries,');
    expect(text).toContain('Gardez ce lien pour vous');
    expect(text).toMatch(/\/driver#t=/);
  });

  it('a cancelled ride tells a Dutch driver not to drive', () => {
    expect(notice('driver.notice nl: cancelled').subject).toBe('Rit SPT-7K3M9Q is geannuleerd: niet rijden');
  });

  it('a driver whose language the site no longer speaks reads English', () => {
    const { data, addresses } = sample('driver.notice de: changed').payload as unknown as {
      data: DriverNoticeMailData;
      addresses: never;
    };
    // A stored row from before a language was dropped: the schema of a new row refuses it.
    const mail = driverNoticeMail({ ...data, language: 'es' as DriverNoticeMailData['language'] }, addresses);
    expect(mail.subject).toBe('Ride SPT-7K3M9Q has changed');
    expect(mail.text).toContain('Friday, 4 December 2026 at 14:30');
  });
});

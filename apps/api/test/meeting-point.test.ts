// Where the driver meets a traveller at an airport: each language folder's sentence, unless the
// business words it otherwise for a language in business.config.ts (`meetAndGreet.meetingPoint`).
import { LANGUAGES } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import { describe, expect, it, vi } from 'vitest';
import { meetingPointText, meetingRows } from '../src/mail/product-rows.js';

vi.mock('@spt/business', async (importOriginal) => {
  const real = await importOriginal<typeof import('@spt/business')>();
  return {
    ...real,
    meetAndGreet: { ...real.meetAndGreet, meetingPoint: { de: 'Am Blumenstand in der Ankunftshalle 3.' } },
  };
});

describe('the meeting point at an airport', () => {
  it("is the business's own words where it gives them, and the language folder's elsewhere", () => {
    expect(meetingPointText('de')).toBe('Am Blumenstand in der Ankunftshalle 3.');
    for (const language of LANGUAGES.filter((l) => l !== 'de'))
      expect(meetingPointText(language)).toBe(mailTexts[language].product.meetingPlace);
  });

  it('is a row of the mails of a pickup at arrivals only', () => {
    expect(meetingRows(true, 'de')[0]).toEqual([
      mailTexts.de.product.meetingPoint,
      'Am Blumenstand in der Ankunftshalle 3.',
    ]);
    expect(meetingRows(false, 'de')).toEqual([]);
  });

  it('is written in every language folder', () => {
    for (const language of LANGUAGES)
      expect(mailTexts[language].product.meetingPlace.length).toBeGreaterThan(40);
  });
});

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/fields';
import { bookingsCsvUrl } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';

/**
 * The CSV export of a pickup date range: a plain download link (the session cookie goes with it), so
 * the browser saves the file itself; the file is in the console's language.
 */
export function CsvExport({ initialFrom, initialTo }: { initialFrom: string; initialTo: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const titleId = useId();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <section aria-labelledby={titleId} className="card p-4 sm:p-5">
      <h2 id={titleId} className="text-xl text-navy-900">
        {t('bookings.export.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('bookings.export.intro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('bookings.export.from')}
          type="date"
          required
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('bookings.export.to')}
          type="date"
          required
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          error={from && to && from > to ? t('bookings.export.invalidRange') : undefined}
        />
      </div>
      {valid ? (
        <a
          className="btn-primary mt-4"
          href={bookingsCsvUrl(from, to, lang)}
          download={`bookings-${from}-${to}.csv`}
        >
          {t('bookings.export.download')}
        </a>
      ) : (
        <button type="button" className="btn-primary mt-4" disabled>
          {t('bookings.export.download')}
        </button>
      )}
    </section>
  );
}

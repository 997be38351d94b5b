import { cities, company, pathFor } from '@spt/i18n-content';
import { Link } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { useCurrentYear } from '../lib/use-current-year';
import { usePage } from '../lib/use-page';
import { LEGAL_DIALOG_IDS, LegalDialog, type LegalDoc } from './legal-dialogs';
import { Logo } from './logo';

const FOOTER_SERVICES = [
  { key: 'airport', page: 'services' },
  { key: 'business', page: 'services' },
  { key: 'city', page: 'cityTransfers' },
  { key: 'tours', page: 'tourZaanseSchans' },
  { key: 'hourly', page: 'services' },
] as const;

/** Popular destinations of SPEC 2.3, linked to their city-transfer cards. */
const DESTINATIONS = ['amsterdam', 'rotterdam', 'denHaag', 'utrecht', 'eindhoven'] as const;

const heading = 'eyebrow mb-5 text-gold-400';
const footerLink =
  'inline-flex min-h-11 items-center text-white/75 transition-colors hover:text-white sm:min-h-9';

export function Footer() {
  const { t } = useTranslation();
  const { lang } = usePage();
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const openLegal = (doc: LegalDoc) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLegal(doc);
  };
  const year = useCurrentYear();

  return (
    <footer className="rounded-t-[2rem] bg-ink text-[0.95rem] text-white/75 sm:rounded-t-[3rem]">
      {/* The contact column is as wide as the e-mail address, which stays on one line. */}
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.3fr_auto_1fr_1fr] lg:py-20">
        <div>
          <Logo />
          <p className="mt-6 max-w-sm leading-relaxed">{t('footer.blurb')}</p>
          <p className="mt-6 text-sm text-white/60">
            {t('footer.kvk', { number: company.chamberOfCommerce })}
          </p>
        </div>
        <div>
          <h2 className={`${heading} font-sans`}>{t('footer.contactTitle')}</h2>
          <ul className="space-y-1">
            <li>
              <a href={`tel:${company.phoneE164}`} className={`${footerLink} gap-3`}>
                <Icon name="phone" className="size-4 text-gold-400" />
                {company.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className={`${footerLink} gap-3 whitespace-nowrap`}>
                <Icon name="mail" className="size-4 shrink-0 text-gold-400" />
                {company.email}
              </a>
            </li>
            <li className="flex gap-3 pt-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <address className="not-italic">
                {company.address.street}
                <br />
                {company.address.postalCode} {company.address.city}
              </address>
            </li>
            <li className="flex gap-3 pt-2">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              {t('common.available247')}
            </li>
          </ul>
        </div>
        <div>
          <h2 className={`${heading} font-sans`}>{t('footer.servicesTitle')}</h2>
          <ul>
            {FOOTER_SERVICES.map((service) => (
              <li key={service.key}>
                <Link to={pathFor(service.page, lang)} className={footerLink}>
                  {t(`footer.services.${service.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={`${heading} font-sans`}>{t('footer.destinationsTitle')}</h2>
          <ul>
            {DESTINATIONS.map((id) => (
              <li key={id}>
                <Link to={pathFor('cityTransfers', lang)} hash={id} className={footerLink}>
                  {cities.find((c) => c.id === id)?.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>{t('footer.copyright', { year, name: company.name })}</p>
            <p>{t('footer.prices')}</p>
          </div>
          <ul className="flex flex-wrap gap-x-6" aria-label={t('footer.legalLabel')}>
            {(['privacy', 'terms'] as const).map((doc) => (
              <li key={doc}>
                <a
                  href={`#${LEGAL_DIALOG_IDS[doc]}`}
                  onClick={openLegal(doc)}
                  aria-haspopup="dialog"
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline"
                >
                  {t(`footer.${doc}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <LegalDialog doc="privacy" open={legal === 'privacy'} onClose={() => setLegal(null)} />
      <LegalDialog doc="terms" open={legal === 'terms'} onClose={() => setLegal(null)} />
    </footer>
  );
}

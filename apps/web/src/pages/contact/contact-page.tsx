import { company } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { BrandLogo, REVIEW_SITE_ICONS } from '../../components/brand-logos';
import { ContentIcon, type UiIconName } from '../../components/content-icon';
import { PageHero } from '../../components/page-hero';
import { Stars } from '../../components/stars';
import { ContactForm } from '../../features/contact-form/contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  const address = `${company.address.street}, ${company.address.postalCode} ${company.address.city}`;
  const cards: { key: string; icon: UiIconName; value: string; href?: string }[] = [
    { key: 'phone', icon: 'phone', value: company.phone, href: `tel:${company.phoneE164}` },
    { key: 'email', icon: 'mail', value: company.email, href: `mailto:${company.email}` },
    { key: 'address', icon: 'map-pin', value: address },
  ];
  return (
    <>
      <PageHero
        theme="runway"
        imageAlt=""
        eyebrow={t('contact.hero.eyebrow')}
        title={t('contact.hero.title')}
        lead={t('contact.hero.lead')}
      />

      <section className="relative z-10 -mt-10 pb-16" aria-label={t('contact.hero.eyebrow')}>
        <ul className="container-page grid gap-5 md:grid-cols-3">
          {cards.map((card) => {
            const body = (
              <>
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
                  <ContentIcon name={card.icon} className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm text-muted">{t(`contact.cards.${card.key}.title`)}</span>
                  <span className="mt-0.5 block font-semibold wrap-anywhere text-navy-900">{card.value}</span>
                  <span className="mt-1 block text-sm text-muted">{t(`contact.cards.${card.key}.text`)}</span>
                </span>
              </>
            );
            return (
              <li key={card.key} className="min-w-0">
                {card.href ? (
                  <a
                    href={card.href}
                    className="card on-light flex h-full gap-5 p-6 transition hover:-translate-y-0.5 hover:shadow-lift"
                  >
                    {body}
                  </a>
                ) : (
                  <div className="card flex h-full gap-5 p-6">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="pb-20 lg:pb-28">
        <div className="container-page grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className="card p-7 sm:p-10">
            <h2 className="text-3xl text-navy-900">{t('contact.formTitle')}</h2>
            <div className="mt-8">
              <ContactForm />
            </div>
          </div>
          <div className="space-y-8">
            <section className="card p-7" aria-labelledby="contact-company">
              <h2 id="contact-company" className="text-2xl text-navy-900">
                {t('contact.company.title')}
              </h2>
              <dl className="mt-5 space-y-4 text-[0.95rem]">
                <div>
                  <dt className="text-sm text-muted">{company.legalName}</dt>
                  <dd className="text-navy-900">
                    <address className="not-italic">
                      {company.address.street}
                      <br />
                      {company.address.postalCode} {company.address.city}
                    </address>
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{t('contact.company.kvk')}</dt>
                  <dd className="font-semibold text-navy-900">{company.chamberOfCommerce}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{t('contact.company.phone')}</dt>
                  <dd>
                    <a
                      className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                      href={`tel:${company.phoneE164}`}
                    >
                      {company.phone}
                    </a>
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{t('contact.company.email')}</dt>
                  <dd className="min-w-0 break-all">
                    <a
                      className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                      href={`mailto:${company.email}`}
                    >
                      {company.email}
                    </a>
                  </dd>
                </div>
              </dl>
            </section>
            <section className="rounded-3xl bg-navy-900 p-7 text-white" aria-labelledby="contact-hours">
              <h2 id="contact-hours" className="flex items-center gap-3 text-2xl text-white">
                <ContentIcon name="clock" className="size-6 text-gold-400" />
                {t('contact.hours.title')}
              </h2>
              <dl className="mt-5 space-y-3">
                <div className="flex justify-between gap-4 border-b border-white/10 pb-3">
                  <dt className="text-white/75">{t('contact.hours.days')}</dt>
                  <dd className="font-semibold text-gold-300">{t('contact.hours.open')}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-white/75">{t('contact.hours.holidays')}</dt>
                  <dd className="font-semibold text-gold-300">{t('contact.hours.open')}</dd>
                </div>
              </dl>
            </section>
            <section className="card p-7" aria-labelledby="contact-reviews">
              <h2 id="contact-reviews" className="text-2xl text-navy-900">
                {t('contact.reviews.title')}
              </h2>
              <p className="mt-4 flex items-center gap-3">
                <span className="font-display text-4xl text-navy-900">{t('contact.reviews.rating')}</span>
                <span className="rounded-full bg-navy-900 px-3 py-1.5">
                  <Stars rating={5} label={t('contact.reviews.ratingLabel')} />
                </span>
              </p>
              <figure className="mt-5">
                <blockquote className="leading-relaxed text-navy-900 italic">
                  “{t('contact.reviews.quote')}”
                </blockquote>
                <figcaption className="mt-3 text-sm text-muted">— {t('contact.reviews.author')}</figcaption>
              </figure>
              <p className="mt-6 text-xs tracking-wide text-muted uppercase">
                {t('contact.reviews.sitesLabel')}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {/* Navy chips: the brand colours need a dark surface for 3:1 contrast. The SVG carries
                    the name for assistive technology; the visible name beside it is not read twice. */}
                {REVIEW_SITE_ICONS.map((icon) => (
                  <li
                    key={icon.slug}
                    className="inline-flex items-center gap-2 rounded-lg bg-navy-900 px-3 py-1.5 text-sm font-semibold tracking-tight text-white"
                  >
                    <BrandLogo icon={icon} />
                    <span aria-hidden="true">{icon.title}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </section>
    </>
  );
}

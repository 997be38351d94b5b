import { company, type LegalText } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog';

export type LegalDoc = 'privacy' | 'terms';

export const LEGAL_DIALOG_IDS: Record<LegalDoc, string> = {
  privacy: 'privacy-policy',
  terms: 'terms-and-conditions',
};

/** The privacy policy or the terms in a modal; the text is structured content from i18n-content. */
export function LegalDialog({ doc, open, onClose }: { doc: LegalDoc; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const values = { name: company.legalName, email: company.email, kvk: company.chamberOfCommerce };
  const text = t(`legal.${doc}`, { returnObjects: true, ...values }) as LegalText;
  return (
    <Dialog
      id={LEGAL_DIALOG_IDS[doc]}
      open={open}
      onClose={onClose}
      title={text.title}
      subtitle={t('legal.lastUpdated')}
      closeLabel={t('common.close')}
    >
      <div className="space-y-6 text-[0.95rem] leading-relaxed">
        <p>{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.title}>
            <h3 className="font-sans text-base font-semibold text-navy-900">{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';

export const ACCORDION_PANELS = ['vision', 'mission'] as const;
export type AccordionPanel = (typeof ACCORDION_PANELS)[number];

/** Vision and Mission (SPEC 4): at most one panel open; clicking the open one closes it. */
export function AboutAccordion() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AccordionPanel | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-navy-900/10 rounded-3xl bg-white shadow-card ring-1 ring-navy-900/5">
      {ACCORDION_PANELS.map((panel) => {
        const isOpen = open === panel;
        const buttonId = `${baseId}-${panel}-button`;
        const panelId = `${baseId}-${panel}-panel`;
        return (
          <div key={panel}>
            <h3 className="font-sans">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : panel)}
                className="flex min-h-16 w-full items-center justify-between gap-4 px-6 py-5 text-left text-xl font-semibold text-navy-900 sm:px-8"
              >
                <span className="font-display font-normal">{t(`about.accordion.${panel}.title`)}</span>
                <span
                  className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-navy-900/15 transition-transform duration-300 ${
                    isOpen ? 'rotate-180 bg-navy-900 text-gold-300' : 'text-navy-900'
                  }`}
                >
                  <Icon name="chevron-down" className="size-5" />
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              data-noscript-show=""
              className="px-6 pb-7 sm:px-8"
            >
              <p className="max-w-2xl text-lg leading-relaxed text-muted">
                {t(`about.accordion.${panel}.text`)}
              </p>
            </section>
          </div>
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  tone?: 'light' | 'dark';
  align?: 'left' | 'center';
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  tone = 'light',
  align = 'left',
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={`max-w-2xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`eyebrow mb-4 flex items-center gap-3 ${align === 'center' ? 'justify-center' : ''} ${dark ? 'text-gold-300' : 'text-gold-700'}`}
        >
          <span className="gold-rule" aria-hidden="true" />
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`text-3xl leading-tight sm:text-4xl lg:text-[2.75rem] ${dark ? 'text-white' : 'text-navy-900'}`}
      >
        {title}
      </h2>
      {lead && (
        <p className={`mt-5 text-lg leading-relaxed ${dark ? 'text-white/75' : 'text-muted'}`}>{lead}</p>
      )}
    </div>
  );
}

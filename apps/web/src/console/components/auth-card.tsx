import type { ReactNode } from 'react';

/** The card of the pages an operator sees before signing in (sign-in, setup, invite, reset). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card p-6 sm:p-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none">
        {title}
      </h1>
      {children}
    </div>
  );
}

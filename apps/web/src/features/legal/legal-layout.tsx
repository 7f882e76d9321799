import { CONTACT_EMAIL } from '@listlens/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';

/** Both legal pages are dated August 14, 2025 (spec part 3, sections 2 and 9). */
export const LEGAL_LAST_UPDATED = 'August 14, 2025';

export type LegalSection = { title: string; body: ReactNode };

/** A legal page: title, date, numbered sections and a way back home. */
export function LegalLayout({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <title>{`${title} – ListLens`}</title>
      <header className="border-b border-slate-200">
        <nav aria-label="Main" className="mx-auto flex max-w-3xl items-center justify-between px-4 py-2">
          <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-slate-900">
            <LogoMark className="h-8 w-8 text-brand-600" /> ListLens
          </Link>
          <Link to="/" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
            Back to Home
          </Link>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 text-slate-800">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated {LEGAL_LAST_UPDATED}</p>
        <div className="mt-6 text-lg">{intro}</div>
        {sections.map((section, index) => (
          <section key={section.title} className="mt-8" aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-2 flex flex-col gap-3 leading-relaxed">{section.body}</div>
          </section>
        ))}
        <p className="mt-10 border-t border-slate-200 pt-6">
          Questions? Write to{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className="text-brand-700 underline underline-offset-4">
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </main>
    </>
  );
}

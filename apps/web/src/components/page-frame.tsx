import type { ReactNode } from 'react';
import { Link } from 'react-router';

const WIDTHS = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-6xl' };

/**
 * The frame of the diagnostic and test pages: a back link, the page's title
 * with a line on what it does (and `aside`, e.g. a period picker, beside them)
 * and the content below.
 */
export function PageFrame({
  title,
  intro,
  back,
  width = 'narrow',
  aside,
  children,
}: {
  title: string;
  intro?: ReactNode;
  back: { to: string; label: string };
  width?: keyof typeof WIDTHS;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto flex w-full flex-col gap-5 px-4 py-8 ${WIDTHS[width]}`}>
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center self-start text-sm text-brand-700 underline underline-offset-4"
      >
        {back.label}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro ? <p className="mt-1 text-slate-700 dark:text-slate-300">{intro}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </main>
  );
}

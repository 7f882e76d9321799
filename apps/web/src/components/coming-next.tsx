import { Link } from 'react-router';

/**
 * A page whose capability belongs to an issue that has not landed yet. It says so
 * plainly instead of pretending; the route itself already resolves.
 */
export function ComingNext({
  title,
  backTo = '/app',
  backLabel = 'Back to Dashboard',
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <section aria-label="Coming next" className="w-full rounded-xl border border-dashed border-slate-300 p-6">
        <p className="font-semibold text-slate-800">Coming next</p>
        <p className="mt-1 text-slate-600">This part of ListLens is being built and will appear here soon.</p>
      </section>
      <Link to={backTo} className="text-brand-700 underline underline-offset-4">
        {backLabel}
      </Link>
    </main>
  );
}

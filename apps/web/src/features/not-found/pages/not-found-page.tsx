import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-slate-600">There is no page at this address.</p>
      <Link to="/" className="text-brand-700 underline underline-offset-4">
        Go Home
      </Link>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SignInGate } from '../../auth';

/** The frame of this feature's test and diagnostic pages: a title, a back link and the content. */
export function PageFrame({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro?: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center text-sm text-brand-700 underline underline-offset-4"
      >
        {back.label}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <p className="mt-1 text-slate-600 dark:text-slate-300">{intro}</p> : null}
      </div>
      {children}
    </main>
  );
}

/**
 * These pages are public, but the connection belongs to a signed-in seller
 * (spec part 1: "some need sign-in to run"): signed out, they say so.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return (
    <SignInGate reason="Sign in to ListLens to run this page: the eBay connection belongs to your account.">
      {() => children}
    </SignInGate>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../components/logo';
import { AccountMenu } from '../features/account/account-menu';
import { useMe } from '../features/auth/api/session';

/** Header and frame of every signed-in page. Only rendered inside RequireAuth. */
export function AppShell({ children }: { children: ReactNode }) {
  const { me } = useMe();
  if (!me.data) return null;
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <nav aria-label="App" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2">
          <Link to="/app" className="flex min-h-11 items-center gap-2 text-lg font-bold">
            <LogoMark className="h-8 w-8 text-brand-600" />
            <span>ListLens</span>
          </Link>
          <AccountMenu me={me.data} />
        </nav>
      </header>
      <div id="main">{children}</div>
    </div>
  );
}

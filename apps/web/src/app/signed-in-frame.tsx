import type { ReactNode } from 'react';
import { useThemeClass } from '../features/account/theme';
import { RequireAuth } from '../features/auth/components/require-auth';
import { AppShell } from './app-shell';

/**
 * Every signed-in page: the auth guard, the seller's theme and the app shell.
 * Loaded with the page it frames (routes.tsx), never with the landing page.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  useThemeClass();
  return (
    <RequireAuth>
      <AppShell>{children}</AppShell>
    </RequireAuth>
  );
}

import type { ReactNode } from 'react';
import { SignInGate } from '../../auth';

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

import { SafeRedirectPathSchema } from '@listlens/shared';

// The path a signed-out visitor wanted (spec part 1, "Protected routes"). Kept in
// sessionStorage so it survives the round trip through Google's consent page.
const KEY = 'listlens.redirectPath';

export function rememberRedirectPath(path: string): void {
  if (SafeRedirectPathSchema.safeParse(path).success) sessionStorage.setItem(KEY, path);
}

/** Returns and forgets the remembered path, or /app. */
export function takeRedirectPath(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && SafeRedirectPathSchema.safeParse(path).success ? path : '/app';
}

import { useLayoutEffect, useSyncExternalStore } from 'react';

/** The theme setting (spec part 3, section 2): remembered per browser, the system's by default. */
export type ThemePreference = 'system' | 'light' | 'dark';
export const THEME_KEY = 'listlens.theme';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const darkQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, preference);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this page only.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  const onStorage = (event: StorageEvent) => event.key === THEME_KEY && listener();
  query?.addEventListener('change', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => `${readThemePreference()}|${darkQuery()?.matches ? 'dark' : 'light'}`;

/** The chosen preference and what it resolves to on this device. */
export function useTheme(): { preference: ThemePreference; resolved: 'light' | 'dark' } {
  const [preference, system] = useSyncExternalStore(subscribe, snapshot, () => 'system|light').split('|') as [
    ThemePreference,
    'light' | 'dark',
  ];
  return { preference, resolved: preference === 'system' ? system : preference };
}

/** Puts the resolved theme on <html> while the signed-in app is shown; the landing page stays light. */
export function useThemeClass(): void {
  const { resolved } = useTheme();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
    return () => {
      root.classList.remove('dark');
      root.style.colorScheme = '';
    };
  }, [resolved]);
}

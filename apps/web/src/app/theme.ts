import { useSyncExternalStore } from 'react';

// Light or dark, chosen by the user and remembered; the system preference decides until then.
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'ai-realty-theme';
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * Applies the remembered (or system) theme; called once before the first render. Until the user picks
 * a theme, a change of the system setting (say, the evening switch to dark) is followed live.
 */
export function applyInitialTheme() {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const theme = storedTheme() ?? (media?.matches ? 'dark' : 'light');
  document.documentElement.classList.toggle('dark', theme === 'dark');
  media?.addEventListener?.('change', (event) => {
    if (storedTheme()) return;
    document.documentElement.classList.toggle('dark', event.matches);
    for (const listener of listeners) listener();
  });
}

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentTheme,
    () => 'light',
  );
}

import { useEffect, useState } from 'preact/hooks';
import { keep, readKept } from './kept';

/** What the person chose: the system's theme (the default), or one of the two. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'snapforge.studio.theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

const chosen = (): ThemeChoice => {
  const v = readKept(KEY);
  return v === 'light' || v === 'dark' ? v : 'system';
};

/** Sets <html data-theme> to the theme in force: tokens.css has one block per theme, none per media query. */
function apply(choice: ThemeChoice) {
  const dark = choice === 'dark' || (choice === 'system' && darkQuery().matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** Called once before the first render: the theme in force, and again whenever the system's changes. */
export function applyTheme(): void {
  apply(chosen());
  darkQuery().addEventListener('change', () => apply(chosen()));
}

/** The choice, kept in this browser, and its setter. */
export function useTheme(): [ThemeChoice, (c: ThemeChoice) => void] {
  const [choice, setChoice] = useState(chosen);
  useEffect(() => {
    keep(KEY, choice === 'system' ? null : choice);
    apply(choice);
  }, [choice]);
  return [choice, setChoice];
}

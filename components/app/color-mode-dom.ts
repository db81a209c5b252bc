import { COLOR_MODE_STORAGE_KEY, DARK_SCHEME_QUERY, DEFAULT_COLOR_MODE, THEMES, isColorMode, type ColorMode, type Theme } from './color-mode';

/**
 * Runs before the page paints, so the first frame already has the visitor's theme. Written as source,
 * not built from a function, so the server's markup (and the hash a cached copy's policy allows) is
 * the same on every build target.
 */
export function colorModeScript(forced: Theme | undefined): string {
  const args = JSON.stringify([COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, THEMES, DARK_SCHEME_QUERY, forced ?? null]);
  return `(function(key,fallback,themes,dark,forced){var r=document.documentElement,t=forced;if(!t){var p=null;try{p=localStorage.getItem(key)}catch(e){}if(p!=="system"&&themes.indexOf(p)<0)p=fallback;t=p==="system"?(matchMedia(dark).matches?"dark":"light"):p}r.classList.remove.apply(r.classList,themes);r.classList.add(t)})(${args.slice(1, -1)})`;
}

export function storedColorMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Private windows may refuse storage; the choice then lasts for this page only.
  }
}

export function systemTheme(): Theme {
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

/**
 * Puts `theme` on <html>. When the document already shows it (as the early script left it) nothing is
 * touched: changing the root's class restyles every element, which on a phone costs a long task.
 * A real change switches transitions off for that frame so colours swap at once instead of animating.
 */
export function applyTheme(theme: Theme, nonce?: string): void {
  const root = document.documentElement;
  const shown = THEMES.filter((name) => root.classList.contains(name));
  if (shown.length === 1 && shown[0] === theme) return;
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  root.classList.remove(...THEMES.filter((name) => name !== theme));
  root.classList.add(theme);
  // Reading the computed style makes the browser apply the change while transitions are still off.
  window.getComputedStyle(document.body);
  setTimeout(() => style.remove(), 1);
}

/** Where spoiler-free mode is kept in this browser (the store's persisted state). */
export const SPOILER_STORAGE_KEY = 'spoiler-free';
/** On <html> from before the first paint while the mode is on: results marked `data-spoiler-result` stay invisible. */
export const SPOILER_FREE_ATTR = 'data-spoiler-free';
/** On <html> once the viewer's choice is read; from then on the components hide and reveal results themselves. */
export const SPOILER_READY_ATTR = 'data-spoiler-ready';
/** On <html> while a match page's result is hidden: its server-drawn traces marked `data-spoiler-result` stay invisible. */
export const SPOILER_HIDING_ATTR = 'data-spoiler-hiding';

/**
 * Runs before the page paints (in the same inline script as the colour mode), so a viewer with the
 * mode on never sees a result flash in the markup every viewer is served. A literal, like the colour
 * mode's, so the cached page's script hash stays the same.
 */
export function spoilerFreeScript(): string {
  const args = JSON.stringify([SPOILER_STORAGE_KEY, SPOILER_FREE_ATTR]);
  return `(function(key,attr){try{var s=JSON.parse(localStorage.getItem(key)||"null");if(s&&s.state&&s.state.on===true)document.documentElement.setAttribute(attr,"")}catch(e){}})(${args.slice(1, -1)})`;
}

/** The store has the viewer's choice: the pre-paint rule steps aside. */
export function markSpoilerReady(): void {
  document.documentElement.setAttribute(SPOILER_READY_ATTR, '');
}

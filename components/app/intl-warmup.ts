/**
 * The browser loads its locale data (ICU) on the first Intl call of a page, a one-time cost of tens
 * of milliseconds on a phone. Left alone, it lands inside hydration, in whichever component formats a
 * date or a count first, and makes that long task longer. This inline script pays it in a task of its
 * own while the page waits for its scripts: queued from the first frame's animation callback, so it
 * runs after that frame is painted and never delays the first paint.
 */
export function intlWarmupScript(intlLocale: string): string {
  return `requestAnimationFrame(function(){setTimeout(function(l){try{new Intl.DateTimeFormat(l,{weekday:"short",day:"2-digit",month:"2-digit",hour:"2-digit",minute:"2-digit",timeZone:Intl.DateTimeFormat().resolvedOptions().timeZone}).format(0);new Intl.NumberFormat(l,{maximumFractionDigits:1}).format(1.5);new Intl.PluralRules(l).select(1)}catch(e){}},0,${JSON.stringify(intlLocale)})})`;
}

import type { BrowserContext } from '@playwright/test';

/**
 * What every indexable page of the site carries in its head: a canonical link, the alternates in
 * each language plus x-default, and the OpenGraph card. Pages marked noindex (the 404 page) are
 * exempt. Checked on each full page load, once the page has loaded.
 */
export const REQUIRED_ALTERNATES = ['vi', 'en', 'zh-Hant', 'x-default'] as const;

export async function watchPageHeads(context: BrowserContext, siteOrigin: string, problems: string[]): Promise<void> {
  await context.exposeBinding('__reportHeadProblem', ({ page }, text: string) => {
    problems.push(`${page?.url() ?? ''}: ${text}`);
  });
  await context.addInitScript(
    ({ origin, alternates }) => {
      if (window.top !== window || location.origin !== origin) return;
      window.addEventListener('load', () => {
        const report = (window as unknown as { __reportHeadProblem?: (text: string) => void }).__reportHeadProblem;
        if (!report || document.contentType !== 'text/html') return;
        const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
        if (/noindex/i.test(robots)) return;
        const missing: string[] = [];
        const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
        if (!canonical || !canonical.startsWith('http')) missing.push('canonical');
        for (const lang of alternates) {
          if (!document.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)) missing.push(`hreflang ${lang}`);
        }
        for (const property of ['og:title', 'og:url', 'og:image', 'og:locale', 'og:site_name']) {
          if (!document.querySelector(`meta[property="${property}"]`)) missing.push(property);
        }
        if (missing.length > 0) report(`missing ${missing.join(', ')}`);
      });
    },
    { origin: siteOrigin, alternates: [...REQUIRED_ALTERNATES] },
  );
}

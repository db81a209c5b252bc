import { getTranslations } from 'next-intl/server';
import { BRAND_ACCENT, badgeSvg } from '@/lib/domain/brand-assets';
import { escapeXml } from '@/lib/format/escape-xml';
import { HTML_LANG, isLocale } from '@/lib/domain/locale';
import { localizedPath } from '@/lib/seo/alternates';
import { BRAND_NAME } from '@/components/layout/brand';

/**
 * The page the service worker shows when a visit finds no network: self-contained (no scripts, no
 * other files), so it works from the worker's cache alone, in the visitor's language.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const t = await getTranslations({ locale, namespace: 'common.offline' });
  const html = `<!doctype html>
<html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeXml(t('title'))} · ${escapeXml(BRAND_NAME)}</title>
<style>
:root{color-scheme:light dark;--bg:#f5f6f8;--fg:#12151c;--muted:#5b6474;--card:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#12151c;--fg:#eef0f4;--muted:#9aa3b2;--card:#1b1f29}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
main{max-width:26rem;margin:1rem;padding:2rem;border-radius:1rem;background:var(--card);text-align:center}
h1{font-size:1.375rem;margin:.75rem 0 .5rem}p{color:var(--muted);margin:0 0 1.5rem}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:.625rem;background:${BRAND_ACCENT};color:#fff;font-weight:600;text-decoration:none}
svg{width:3rem;height:3rem}
</style></head>
<body><main>
<div aria-hidden="true">${badgeSvg()}</div>
<h1>${escapeXml(t('title'))}</h1>
<p>${escapeXml(t('text'))}</p>
<a href="${localizedPath(locale, '/')}">${escapeXml(t('retry'))}</a>
</main></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
}

/** The brand outside the stylesheet: its colours, its badge as SVG (app icons, the offline page), and where the app icons and share card live. */
export const BRAND_ACCENT = '#2448e0';
export const BRAND_ON_ACCENT = '#ffffff';
export const BRAND_BACKGROUND = '#ffffff';
/** The dark theme's page colour and the live mark's red, for pictures drawn outside the stylesheet (share cards). */
export const BRAND_NIGHT = '#12151c';
export const BRAND_LIVE = '#b51c26';

export const APP_ICONS = [
  { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The card shown when a page is shared (OpenGraph, Twitter), unless the page draws its own. */
export const OG_IMAGE = { src: '/app-icons/share-card.png', width: 1200, height: 630 } as const;

/** The badge on its rounded square, as in the header. */
export function badgeSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="9" fill="${BRAND_ACCENT}"/>`,
    `<circle cx="16" cy="16" r="7.5" fill="none" stroke="${BRAND_ON_ACCENT}" stroke-width="2"/>`,
    `<path d="M16 3v26" stroke="${BRAND_ON_ACCENT}" stroke-width="2"/>`,
    `<circle cx="16" cy="16" r="2" fill="${BRAND_ON_ACCENT}"/>`,
    '</svg>',
  ].join('');
}

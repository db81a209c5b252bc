/** The brand's colours outside the stylesheet (app icons, the manifest) and where the app icons and share card live. */
export const BRAND_ACCENT = '#2f5bff';
export const BRAND_ON_ACCENT = '#ffffff';
export const BRAND_BACKGROUND = '#ffffff';

export const APP_ICONS = [
  { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The card shown when a page is shared (OpenGraph, Twitter), unless the page draws its own. */
export const OG_IMAGE = { src: '/app-icons/share-card.png', width: 1200, height: 630 } as const;

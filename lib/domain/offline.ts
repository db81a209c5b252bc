import { API_PREFIXES } from './api-prefixes';
import { LOCALES, type Locale } from './locale';

/**
 * The service worker's rules (public/sw.js repeats them in plain JavaScript, and a unit test holds
 * the two together): what it may keep, and where a visitor lands without a network.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Files whose names change with their content: kept for good once fetched. */
export const CACHE_FOREVER_PREFIXES = ['/_next/static/', '/icons/', '/app-icons/'] as const;

/** Never answered from, or written to, the worker's caches: data, streams, sign-in and members' files. */
export const NEVER_CACHED_PREFIXES = [...API_PREFIXES.map((p) => `${p}/`), '/streams/', '/websocket', '/media/uploads/', '/sso/', '/dev/'] as const;

/** The page shown for a page visit that finds no network, one per language. */
export const offlinePagePath = (locale: Locale) => `/offline/${locale}`;
export const OFFLINE_PAGES = LOCALES.map(offlinePagePath);

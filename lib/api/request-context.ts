import { COOKIES, DEFAULT_CURRENCY, CLIENT_TYPE } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import { readCookie } from './cookies';

/** What every call needs to build the spec's request headers. */
export interface RequestContext {
  token: string | null;
  guestToken: string | null;
  currency: string;
  locale: Locale;
}

export type AuthKind = 'access' | 'guest' | null;

export type RequestContextSource = () => RequestContext | Promise<RequestContext>;

const isBrowser = () => typeof window !== 'undefined';

let explicitLocale: Locale | null = null;
const localeListeners = new Set<(locale: Locale) => void>();

/** The app calls this when the route locale changes; until then `<html lang>` is used. */
export function setApiLocale(locale: Locale): void {
  const previous = getApiLocale();
  explicitLocale = locale;
  if (previous !== locale) for (const listener of localeListeners) listener(locale);
}

export function onApiLocaleChange(listener: (locale: Locale) => void): () => void {
  localeListeners.add(listener);
  return () => localeListeners.delete(listener);
}

export function getApiLocale(): Locale {
  if (explicitLocale) return explicitLocale;
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2).toLowerCase();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

function browserContext(): RequestContext {
  return {
    token: readCookie(COOKIES.token),
    guestToken: readCookie(COOKIES.guestToken),
    currency: readCookie(COOKIES.currency) ?? DEFAULT_CURRENCY,
    locale: getApiLocale(),
  };
}

const anonymous: RequestContext = { token: null, guestToken: null, currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE };

// Module state on the server is shared by all requests, so the server source must read
// request-scoped storage (next/headers) itself rather than be set per request.
let serverSource: RequestContextSource | null = null;

export function setServerContextSource(source: RequestContextSource | null): void {
  serverSource = source;
}

/** How a call reaches the API on the server: the app's own handler, in process, instead of a loopback socket. */
export type ApiTransport = (request: Request) => Promise<Response>;

let serverTransport: ApiTransport | null = null;

export function setServerTransport(transport: ApiTransport | null): void {
  serverTransport = transport;
}

/** The browser fetches; the server hands the request to the registered transport (or fetches, outside the app). */
export function apiFetch(url: URL, init: RequestInit): Promise<Response> {
  if (isBrowser() || !serverTransport) return fetch(url, init);
  return serverTransport(new Request(url, init));
}

/** Whether a failure's side effects (toasts, refresh, sign-out) may run: only in the browser. */
export const runsFailureEffects = isBrowser;

export async function resolveRequestContext(): Promise<RequestContext> {
  if (isBrowser()) return browserContext();
  return serverSource ? serverSource() : anonymous;
}

export function authOf(ctx: RequestContext): { kind: AuthKind; value: string | null } {
  if (ctx.token) return { kind: 'access', value: ctx.token };
  if (ctx.guestToken) return { kind: 'guest', value: ctx.guestToken };
  return { kind: null, value: null };
}

/** The headers spec §7 requires on every call. */
export function buildHeaders(ctx: RequestContext): Headers {
  const headers = new Headers({
    Currency: ctx.currency,
    'x-language': ctx.locale,
    'X-Client-Type': CLIENT_TYPE,
    Accept: 'application/json',
  });
  const auth = authOf(ctx).value;
  if (auth) headers.set('Authorization', auth);
  return headers;
}

/** Absolute origin for server-side calls; the browser calls relative to the page. */
export function serverOrigin(): string {
  const env = typeof process === 'undefined' ? undefined : process.env;
  return env?.INTERNAL_API_ORIGIN ?? `http://127.0.0.1:${env?.PORT ?? 3000}`;
}

export function apiBase(): string {
  return isBrowser() ? window.location.origin : serverOrigin();
}

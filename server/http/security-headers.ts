import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/domain/locale';
import { STUDIO_PATH } from '@/lib/domain/studio';
import { originOf } from './origins';

/**
 * The security headers every response carries: pages, API, streams, media, build manifests. Pages
 * rendered now allow their inline scripts by a per-response nonce; pages replayed from the shared
 * cache by the hashes of the scripts they hold, so one visitor's nonce is never anyone else's.
 */

export interface SecurityConfig {
  /** Origins the browser fetches from besides the site: the stream server or CDN, error reporting. */
  connectOrigins: string[];
  /** Origins video may come from besides the site. */
  mediaOrigins: string[];
  /** `PUBLIC_URL` is https: HSTS is sent on every response. */
  publicHttps: boolean;
  /** Next's development build evaluates code (`unsafe-eval`); production never does. */
  dev: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Where the site's WebSocket lives when its public address is known (`'self'` covers it elsewhere). */
function socketOrigin(publicUrl: string | null): string | null {
  return publicUrl ? publicUrl.replace(/^http/, 'ws') : null;
}

export function readSecurityConfig(env: Env = process.env, dev = false): SecurityConfig {
  const publicUrl = originOf(env.PUBLIC_URL);
  const stream = originOf(env.STREAM_BASE_URL);
  const sentry = originOf(env.NEXT_PUBLIC_SENTRY_DSN);
  const distinct = (list: (string | null)[]) => [...new Set(list.filter((o): o is string => o !== null))];
  return {
    connectOrigins: distinct([socketOrigin(publicUrl), stream, sentry]),
    mediaOrigins: distinct([stream]),
    publicHttps: publicUrl?.startsWith('https:') ?? false,
    dev,
  };
}

/** What may run inline on this response: a fresh nonce, or the hashes of the scripts a stored page holds. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] } | null;

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** The nonce a policy grants scripts, for the few a page writes itself (the colour-mode script). */
export function nonceOf(policy: string | null): string | undefined {
  return policy ? /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] : undefined;
}

export function contentSecurityPolicy(cfg: SecurityConfig, scripts: InlineScripts, secure: boolean): string {
  const inline = !scripts ? [] : 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((h) => `'${h}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...inline, ...(cfg.dev ? ["'unsafe-eval'"] : [])],
    // React and the UI kit write inline style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...cfg.connectOrigins],
    ['media-src', "'self'", 'blob:', ...cfg.mediaOrigins],
    // hls.js may transmux in a worker built from a blob.
    ['worker-src', "'self'", 'blob:'],
    // The web app manifest (installing the site as an app).
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (secure) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Features the site itself uses (the player); every other one listed is off for every page and frame. */
const SELF_FEATURES = ['autoplay', 'fullscreen', 'picture-in-picture'];
const DENIED_FEATURES = [
  'accelerometer', 'camera', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope', 'hid',
  'magnetometer', 'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock',
  'serial', 'usb', 'xr-spatial-tracking',
];
/**
 * Pages that need a denied feature for themselves, by path: the one place to open one. The studio sends
 * the commentator's camera or screen and microphone from the browser.
 */
const PAGE_FEATURES: readonly { path: RegExp; features: readonly string[] }[] = [
  { path: new RegExp(`^(?:/(?:${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')}))?${STUDIO_PATH}/?$`), features: ['camera', 'microphone', 'display-capture'] },
];

export function permissionsPolicy(pathname: string, pages = PAGE_FEATURES): string {
  const opened = new Set(pages.filter((p) => p.path.test(pathname)).flatMap((p) => p.features));
  const self = [...SELF_FEATURES, ...DENIED_FEATURES.filter((f) => opened.has(f))];
  const denied = DENIED_FEATURES.filter((f) => !opened.has(f));
  return [...self.map((f) => `${f}=(self)`), ...denied.map((f) => `${f}=()`)].join(', ');
}

export const HSTS = 'max-age=63072000; includeSubDomains';

/** The headers of one response; `secure` is whether this request reached us over https. */
export function securityHeaders(cfg: SecurityConfig, req: { pathname: string; secure: boolean; scripts: InlineScripts }): [string, string][] {
  const headers: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(cfg, req.scripts, req.secure)],
    ['x-frame-options', 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', permissionsPolicy(req.pathname)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
  ];
  if (req.secure || cfg.publicHttps) headers.push(['strict-transport-security', HSTS]);
  return headers;
}

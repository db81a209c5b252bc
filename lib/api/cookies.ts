import { cookieName } from '@/lib/domain/cookie-names';

/**
 * Browser cookie access. The readable cookies `token` and `guestToken` are the source of truth for
 * the session; they are written here with the attributes the server uses (path=/, SameSite=Lax).
 * On https every cookie written here is Secure and the session cookies go by their prefixed names
 * (`__Host-token`), the same ones the server sets.
 */
const onHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const wireName = cookieName(name, onHttps());
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== wireName) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function attributes(maxAgeS: number): string {
  const secure = onHttps() ? '; Secure' : '';
  return `; path=/; SameSite=Lax; max-age=${Math.max(0, Math.floor(maxAgeS))}${secure}`;
}

export function writeCookie(name: string, value: string, maxAgeS: number): void {
  if (typeof document === 'undefined') return;
  // Skip when the server already set the same value, so its own attributes stay untouched.
  if (readCookie(name) === value) return;
  document.cookie = `${cookieName(name, onHttps())}=${encodeURIComponent(value)}${attributes(maxAgeS)}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${cookieName(name, onHttps())}=${attributes(0)}`;
}

const KEY = 'portal:after-google';

/** Where a Google sign-in started for another reason than signing in (e.g. to confirm a change) should land. */
export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The path remembered before going to Google, once; only a path of this site. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

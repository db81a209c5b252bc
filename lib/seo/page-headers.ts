/**
 * Request headers the server sets on every page request before the renderer sees it (any value a
 * client sent is replaced), so metadata can name the page's own address.
 */
export const PAGE_HEADERS = {
  /** The request target as the visitor asked for it: locale prefix, path and query. */
  target: 'x-page-target',
  /** The site's origin: PUBLIC_URL, or the scheme and host the request came by. */
  origin: 'x-site-origin',
  /** The visitor's address as the request handler settled it, so the page's own API calls count against it. */
  client: 'x-client-address',
  /**
   * Set (to "1") when a member's page is drawn as the one shell every member shares: the
   * server then reads no member's data, and the browser fetches the member's own view.
   */
  memberShell: 'x-page-member-shell',
} as const;

/** Whether a page request is drawn as the members' shell, from the headers the server set on it. */
export const isMemberShell = (headers: Pick<Headers, 'get'>): boolean => headers.get(PAGE_HEADERS.memberShell) !== null;

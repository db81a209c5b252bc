/** The three roots the wire contract's paths live under (spec 4); each is one router of the API. */
export const API_PREFIXES = ['/live/api', '/al/api', '/other/api'] as const;
export type ApiPrefix = (typeof API_PREFIXES)[number];

/** Whether a request path belongs to the API rather than to a page. */
export const isApiPath = (pathname: string): boolean => API_PREFIXES.some((p) => pathname.startsWith(`${p}/`));

/** Business constants of spec §9. Every other module imports these; none re-types them. */
export const LIVE_COUNT_POLL_MS = 20_000;
export const SCHEDULE_PAGE_SIZE = 200;
export const MESSAGE_LIST_PAGE_SIZE = 50;
export const GUEST_COOKIE_MAX_AGE_S = 604_800;
export const CHAT_DEFAULT_GROUP = 30;
export const CHAT_RECONNECT_DELAY_MS = 1_000;
export const CHAT_MAX_CONNECTS = 5;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_MIN_WIDTH_PX = 300;
export const BREAKPOINTS = { md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const RELATIVE_TIME_ZONE = 'Asia/Bangkok';
export const OFFSET_FALLBACK_ZONE = 'Asia/Ho_Chi_Minh';
export const DEFAULT_TIME_FORMAT = 'HH:mm DD/MM/YYYY';
export const TIME_TEXT_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_CURRENCY = 'VND';
export const DEFAULT_DOMAIN = 'portal.example';
export const ROUTE_PRELOAD_CONCURRENCY = 4;
export const LOGOUT_GUEST_DELAY_MS = 200;
export const USER_INFO_401_DELAY_MS = 500;
export const MAX_GUEST_LOGIN_ATTEMPTS = 3;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Ours to choose (spec: "not shown"): how often the client asks for a newer build. */
export const BUILD_POLL_MS = 60_000;
export const COOKIES = {
  guestToken: 'guestToken',
  token: 'token',
  refreshToken: 'refreshToken',
  oauthState: 'oauthState',
  currency: 'Currency',
  timezone: 'timezone',
  tzOffset: 'tzOffset',
  domain: 'domain',
} as const;
export const CLIENT_TYPE = 'web';

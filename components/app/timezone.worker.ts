import { browserTimezone } from './timezone';

// The worker's global scope is not in the DOM typings this project compiles with; it only needs postMessage.
const scope = globalThis as unknown as { postMessage(message: unknown): void };

// The first Intl call loads the browser's time-zone data: tens of milliseconds that a page's thread need not pay.
scope.postMessage(browserTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone, Date.now()));

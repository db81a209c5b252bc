import type { HttpHandler } from 'msw';

/**
 * One behaviour the QA mode can switch on for a browser context. Its handlers go before the normal
 * ones, so they answer first; a handler that returns nothing lets the call go on to the next.
 */
export interface Scenario {
  name: string;
  /** What a tester gets, in a line. */
  about: string;
  /**
   * The handlers, given the text after the scenario's name (`fail:<path>:<status>` gives
   * `<path>:<status>`) and the normal handlers, for a scenario that changes their answers.
   */
  handlers: (param: string | undefined, normal: readonly HttpHandler[]) => HttpHandler[];
  /** What the chat socket does for this context, given the same text after the name; the picks' behaviours merge. */
  chat?: (param: string | undefined) => ChatBehaviour;
}

/** How the QA mode's chat socket treats one browser context; by default it accepts and speaks STOMP like the broker. */
export interface ChatBehaviour {
  /** Every upgrade is refused, as when the chat server cannot be reached. */
  refuse?: boolean;
  /** Every socket is closed this long after its CONNECT, so the client keeps reconnecting. */
  closeAfterMs?: number;
  /** Each attempt, CONNECT and close is written to the QA chat journal under this name, for the QA suite to read. */
  journal?: string;
}

/** The cookie a test sets to pick its scenarios: names separated by `|`, each with an optional `:param`. */
export const SCENARIO_COOKIE = 'qa-scenario';

export interface ScenarioPick {
  name: string;
  param: string | undefined;
}

/** The scenarios a request asks for, from its Cookie header; none means normal. */
export function scenarioPicks(cookieHeader: string | null): ScenarioPick[] {
  const pair = (cookieHeader ?? '').split(';').map((p) => p.trim()).find((p) => p.startsWith(`${SCENARIO_COOKIE}=`));
  if (!pair) return [];
  let value: string;
  try {
    value = decodeURIComponent(pair.slice(SCENARIO_COOKIE.length + 1));
  } catch {
    return [];
  }
  return value.split('|').filter(Boolean).map((item) => {
    const colon = item.indexOf(':');
    return colon < 0 ? { name: item, param: undefined } : { name: item.slice(0, colon), param: item.slice(colon + 1) };
  });
}

/** The cookie value for these picks, as `scenarioPicks` reads it back. */
export function scenarioCookieValue(picks: readonly (string | ScenarioPick)[]): string {
  return encodeURIComponent(picks.map((p) => (typeof p === 'string' ? p : p.param === undefined ? p.name : `${p.name}:${p.param}`)).join('|'));
}

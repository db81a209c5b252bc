import { delay, http } from 'msw';
import type { Scenario } from '../scenario';

const DEFAULT_DELAY_MS = 1_500;

/** `slow` or `slow:<ms>`: every call waits, then answers as it would have. */
export const slow: Scenario = {
  name: 'slow',
  about: `Every call answers after a wait: slow:<ms>, ${DEFAULT_DELAY_MS} ms when none is given.`,
  handlers: (param) => {
    const ms = Number(param ?? DEFAULT_DELAY_MS);
    const wait = Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 60_000) : DEFAULT_DELAY_MS;
    // Answering nothing hands the call on to the next handler once the wait is over.
    return [http.all(/\/(?:live|al|other)\/api\//, async () => {
      await delay(wait);
    })];
  },
};

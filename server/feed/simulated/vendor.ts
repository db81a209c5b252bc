import type { SportsDataVendor } from '../vendor';
import { writeEvents } from './event-writer';
import { writeOddsHistory } from './odds-history';
import { advanceStates } from './states';
import { rollWindow } from './window';

const DAY = 86_400_000;
/** How far back the first run after seeding writes the events of finished matches. */
const CATCH_UP_MS = 6 * DAY;

/** The demo's vendor: deterministic in its seed and the clock, with no outside source. */
export function createSimulatedVendor(): SportsDataVendor {
  return {
    name: 'simulator',
    publishFixtures: ({ db, now, seed }) => rollWindow(db, now, seed),
    updateStates: ({ db, now }) => advanceStates(db, now),
    writeEvents: ({ db, now, advancedTo }) => writeEvents(db, now, advancedTo ?? now - CATCH_UP_MS),
    writeOdds: ({ db, now }) => writeOddsHistory(db, now),
  };
}

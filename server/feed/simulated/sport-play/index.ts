import { LIVE_MODE } from '@/lib/domain/live-modes';
import { MATCH_FORMAT } from '@/lib/domain/scoreboard';
import { randomFor } from '@/lib/random/seeded';
import { basketball } from './basketball';
import { frames } from './billiards';
import { esport } from './esport';
import { playRally } from './rally';
import { tennis } from './tennis';
import type { SportMatch } from './types';
import { volleyball } from './volleyball';

export type { PlayMoment, ScoreRun, SportMatch } from './types';

/** Any other scored mode: a plain race to two with no scoreboard of its own. */
const OTHER_RACE_TO = 2;

function build(fixtureId: number, liveModeId: number, duration: number): SportMatch {
  // Salted per sport, like every other draw of the simulator, so the same fixture plays the same match.
  const rand = randomFor(`play-${liveModeId}:${fixtureId}`);
  switch (liveModeId) {
    case LIVE_MODE.tennis:
      return playRally(tennis, rand, duration);
    case LIVE_MODE.volleyball:
      return playRally(volleyball, rand, duration);
    case LIVE_MODE.esport:
      return playRally(esport, rand, duration);
    case LIVE_MODE.billiard:
      return playRally(frames(MATCH_FORMAT.billiardRaceTo), rand, duration);
    case LIVE_MODE.basketball:
      return basketball(rand, duration);
    default: {
      const race = playRally(frames(OTHER_RACE_TO), rand, duration);
      return { runs: race.runs, at: (elapsed) => ({ ...race.at(elapsed), board: null }) };
    }
  }
}

/** Recent matches, as the feed asks for the same ones every few seconds. */
const cache = new Map<string, SportMatch>();
const CACHE_SIZE = 1_000;

/** A non-football fixture's match, played out by its sport's rules over `duration` ms of real time. */
export function sportPlay(fixtureId: number, liveModeId: number, duration: number): SportMatch {
  const key = `${liveModeId}:${fixtureId}:${duration}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const made = build(fixtureId, liveModeId, duration);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, made);
  return made;
}

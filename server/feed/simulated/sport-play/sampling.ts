import { playDuration } from '../clock';
import { sportPlay } from '.';
import type { PlayMoment, SportMatch } from './types';

/** A fixture's match and its moments every `stepMs` from kick-off to the final whistle: what the sport tests check. */
export function samples(fixtureId: number, liveModeId: number, stepMs: number): { play: SportMatch; duration: number; moments: PlayMoment[] } {
  const duration = playDuration(fixtureId, liveModeId);
  const play = sportPlay(fixtureId, liveModeId, duration);
  const moments: PlayMoment[] = [];
  for (let t = 0; t < duration; t += stepMs) moments.push(play.at(t));
  moments.push(play.at(duration));
  return { play, duration, moments };
}

export const FIXTURE_IDS = Array.from({ length: 150 }, (_, i) => i * 37 + 1);

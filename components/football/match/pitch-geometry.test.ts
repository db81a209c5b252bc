import { describe, expect, it } from 'vitest';
import type { PitchSpot } from '@/lib/contract/football-match';
import { slotLines } from '@/lib/domain/formations';
import { pitchName, placeSpots } from './pitch-geometry';

const spots = (lines: number[]): PitchSpot[] =>
  slotLines(lines).map((line, i) => ({ line, player: { id: i + 1, name: `P${i}`, shirtNumber: i + 1, position: 'MF' }, replaced: null, goals: 0, card: null }));

describe('placeSpots', () => {
  it('keeps each side in its own half, keeper nearest its goal', () => {
    const home = placeSpots(spots([4, 3, 3]), 3, 'home');
    const away = placeSpots(spots([4, 2, 3, 1]), 4, 'away');
    expect(home).toHaveLength(11);
    expect(home.every((p) => p.y > 50 && p.y < 100)).toBe(true);
    expect(away.every((p) => p.y < 50 && p.y > 0)).toBe(true);
    expect(Math.max(...home.map((p) => p.y))).toBe(home.find((p) => p.spot.line === 0)?.y);
    expect(Math.min(...away.map((p) => p.y))).toBe(away.find((p) => p.spot.line === 0)?.y);
  });

  it('spreads a line evenly across the width, mirrored for the away side', () => {
    const home = placeSpots(spots([4, 4, 2]), 3, 'home').filter((p) => p.spot.line === 1).map((p) => p.x);
    const away = placeSpots(spots([4, 4, 2]), 3, 'away').filter((p) => p.spot.line === 1).map((p) => p.x);
    expect(home).toEqual([20, 40, 60, 80]);
    expect(away).toEqual([80, 60, 40, 20]);
  });
});

describe('pitchName', () => {
  it('keeps short names and shortens long ones to the last word', () => {
    expect(pitchName('Văn Hậu')).toBe('Văn Hậu');
    expect(pitchName('Nguyễn Quang Hải')).toBe('Hải');
    expect(pitchName('Maximilianoooo')).toBe('Maximilianoooo');
  });
});

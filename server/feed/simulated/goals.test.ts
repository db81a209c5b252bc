import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { footballTimeline, minuteKey, walkoverScore } from './goals';

const ids = Array.from({ length: 400 }, (_, i) => i + 1);

describe('footballTimeline', () => {
  it('gives the same timeline for the same fixture id', () => {
    expect(footballTimeline(4711)).toEqual(footballTimeline(4711));
  });

  it('scores between 0 and 5 goals, with every count occurring', () => {
    const counts = new Set(ids.map((id) => footballTimeline(id).goals.length));
    expect([...counts].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('places goals in playing minutes, stoppage goals within the added time', () => {
    for (const id of ids) {
      const { addedFirst, addedSecond, goals } = footballTimeline(id);
      for (const g of goals) {
        expect(g.minute).toBeGreaterThanOrEqual(1);
        expect(g.minute).toBeLessThanOrEqual(90);
        if (g.added > 0) expect([45, 90]).toContain(g.minute);
        if (g.minute === 45) expect(g.added).toBeLessThanOrEqual(addedFirst);
        if (g.minute === 90) expect(g.added).toBeLessThanOrEqual(addedSecond);
      }
    }
  });

  it('lists goals in match order', () => {
    for (const id of ids) {
      const keys = footballTimeline(id).goals.map((g) => minuteKey(g.minute, g.added));
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('orders "45+2" after 45 and before 46', () => {
    expect(minuteKey(45, 2)).toBeGreaterThan(minuteKey(45, 0));
    expect(minuteKey(45, 2)).toBeLessThan(minuteKey(46, 0));
  });
});

describe('walkoverScore', () => {
  it('awards 3-0 in football to one side', () => {
    const { home, away } = walkoverScore(12, LIVE_MODE.football);
    expect([home, away].sort()).toEqual([0, 3]);
  });

  it('awards the sets needed to win in tennis', () => {
    const { home, away } = walkoverScore(12, LIVE_MODE.tennis);
    expect(home + away).toBe(2);
  });

  it('awards three sets in volleyball and nine frames in billiards', () => {
    const volleyball = walkoverScore(12, LIVE_MODE.volleyball);
    expect(volleyball.home + volleyball.away).toBe(3);
    const billiards = walkoverScore(12, LIVE_MODE.billiard);
    expect(billiards.home + billiards.away).toBe(9);
  });
});

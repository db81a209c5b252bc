import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { gaussian, uniform } from './odds-drift';
import { BOOKMAKERS, hasDraw, oddsFor, price, type OddsInput } from './odds-model';
import { elapsedShare, strengthOf } from './odds';
import type { FormEntry } from '@/lib/contract/room';

const base: OddsInput = { fixtureId: 1001, liveModeId: LIVE_MODE.football, bucket: 100, homeStrength: 0, awayStrength: 0, live: null };
const implied = (x: number) => 1 / x;

describe('odds model', () => {
  it('is deterministic for the same fixture and bucket', () => {
    expect(oddsFor(base)).toEqual(oddsFor({ ...base }));
  });

  it('flickers a little from one bucket to the next', () => {
    const [a] = oddsFor(base);
    const [b] = oddsFor({ ...base, bucket: 101 });
    expect(oddsFor({ ...base, bucket: 101 })).not.toEqual(oddsFor(base));
    expect(Math.abs((a?.oneXTwo.home ?? 0) - (b?.oneXTwo.home ?? 0))).toBeLessThan(0.05);
  });

  it('follows the market’s drift: a home lean shortens home and lengthens away', () => {
    const [o] = oddsFor({ ...base, drift: { edge: 0.1, goals: 0 } });
    const [n] = oddsFor(base);
    expect(o?.oneXTwo.home).toBeLessThan(n?.oneXTwo.home ?? 0);
    expect(o?.oneXTwo.away).toBeGreaterThan(n?.oneXTwo.away ?? 0);
  });

  it('answers every bookmaker with a margin over 100%', () => {
    const odds = oddsFor(base);
    expect(odds.map((o) => o.bookmaker)).toEqual(BOOKMAKERS.map((b) => b.name));
    for (const o of odds) {
      const book = implied(o.oneXTwo.home) + implied(o.oneXTwo.draw ?? Infinity) + implied(o.oneXTwo.away);
      expect(book).toBeGreaterThan(1);
      expect(book).toBeLessThan(1.15);
      expect(implied(o.handicap.home) + implied(o.handicap.away)).toBeGreaterThan(1);
      expect(implied(o.overUnder.over) + implied(o.overUnder.under)).toBeGreaterThan(1);
    }
  });

  it('makes the stronger team the favourite', () => {
    const [o] = oddsFor({ ...base, homeStrength: 1, awayStrength: -1 });
    expect(o?.oneXTwo.home).toBeLessThan(o?.oneXTwo.away ?? 0);
    expect(o?.handicap.line).toBeLessThan(0);
    const [r] = oddsFor({ ...base, homeStrength: -1, awayStrength: 1 });
    expect(r?.oneXTwo.away).toBeLessThan(r?.oneXTwo.home ?? 0);
    expect(r?.handicap.line).toBeGreaterThan(0);
  });

  it('makes a team leading late in a match a heavy favourite', () => {
    const [o] = oddsFor({ ...base, live: { homeScore: 2, awayScore: 0, elapsed: 85 / 90 } });
    expect(o?.oneXTwo.home).toBeLessThan(1.1);
    expect(o?.oneXTwo.away).toBeGreaterThan(20);
  });

  it('raises the over/under line with the goals already scored', () => {
    const [pre] = oddsFor(base);
    const [live] = oddsFor({ ...base, live: { homeScore: 3, awayScore: 2, elapsed: 0.5 } });
    expect(live?.overUnder.line).toBeGreaterThan(pre?.overUnder.line ?? 0);
    expect(Number.isInteger((live?.overUnder.line ?? 0) - 0.5)).toBe(true);
  });

  it('has no draw price in sports without draws', () => {
    expect(hasDraw(LIVE_MODE.football)).toBe(true);
    for (const liveModeId of [LIVE_MODE.basketball, LIVE_MODE.tennis, LIVE_MODE.esport, LIVE_MODE.billiard]) {
      expect(hasDraw(liveModeId)).toBe(false);
      for (const o of oddsFor({ ...base, liveModeId })) {
        expect(o.oneXTwo.draw).toBeNull();
        expect(implied(o.oneXTwo.home) + implied(o.oneXTwo.away)).toBeGreaterThan(1);
      }
    }
  });

  it('sets a basketball total near a basketball score', () => {
    const [o] = oddsFor({ ...base, liveModeId: LIVE_MODE.basketball });
    expect(o?.overUnder.line).toBeGreaterThan(140);
    expect(o?.overUnder.line).toBeLessThan(180);
  });

  it('prices never fall below 1.01 and keep two decimals', () => {
    expect(price(1, 0.05)).toBe(1.01);
    expect(price(0.5, 0)).toBe(2);
    expect(price(0.3, 0.05)).toBe(3.17);
  });

  it('its random draws are repeatable, uniform within [0, 1) and roughly normal', () => {
    expect(uniform(1, 2, 3)).toBe(uniform(1, 2, 3));
    expect(uniform(1, 2, 3)).not.toBe(uniform(1, 2, 4));
    const us = Array.from({ length: 2000 }, (_, i) => uniform(i, 7));
    for (const u of us) expect(u >= 0 && u < 1).toBe(true);
    expect(us.reduce((s, u) => s + u, 0) / us.length).toBeCloseTo(0.5, 1);
    const gs = Array.from({ length: 2000 }, (_, i) => gaussian(i, 7));
    const sd = Math.sqrt(gs.reduce((s, g) => s + g * g, 0) / gs.length);
    expect(sd).toBeGreaterThan(0.9);
    expect(sd).toBeLessThan(1.1);
    for (const g of gs) expect(Math.abs(g)).toBeLessThanOrEqual(3);
  });
});

describe('odds inputs', () => {
  const entry = (letter: FormEntry['letter']): FormEntry => ({
    fixtureId: 1, startTimestamp: 0, leagueName: 'L', opponent: { id: 1, name: 'X', slug: 'x', logo: '' }, venue: 'home', scored: 0, conceded: 0, letter,
  });

  it('reads strength from form: all wins 1, all losses −1, nothing known 0', () => {
    expect(strengthOf([entry('W'), entry('W')])).toBe(1);
    expect(strengthOf([entry('L')])).toBe(-1);
    expect(strengthOf([entry('W'), entry('L'), entry('D')])).toBe(0);
    expect(strengthOf([])).toBe(0);
  });

  it('reads the share played from the football minute, half time, or the clock', () => {
    const f = { liveModeId: LIVE_MODE.football, startTime: 0 };
    expect(elapsedShare({ ...f, status: '45' }, 0)).toBe(0.5);
    expect(elapsedShare({ ...f, status: '90+3' }, 0)).toBe(1);
    expect(elapsedShare({ ...f, status: 'HT' }, 0)).toBe(0.5);
    expect(elapsedShare({ ...f, status: 'live' }, 105 * 60_000)).toBe(1);
    expect(elapsedShare({ liveModeId: LIVE_MODE.basketball, startTime: 0, status: 'live' }, 60 * 60_000)).toBe(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { TIP_MARKETS, TIP_SELECTIONS } from '@/lib/domain/match-events';
import { FormBook, type FinishedMatch } from './form';
import { chooseTip, settleTip } from './tip-pick';
import { composeAnalysis, type TipFacts } from './tip-text';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T = Date.UTC(2026, 10, 22, 12, 0);
const played = (home: number, away: number) => ({ played: true, home, away });

describe('settleTip', () => {
  it.each([
    ['1x2 home', { market: '1x2', selection: 'home', line: null }, played(2, 1), 'won'],
    ['1x2 draw', { market: '1x2', selection: 'draw', line: null }, played(1, 1), 'won'],
    ['1x2 away', { market: '1x2', selection: 'away', line: null }, played(1, 1), 'lost'],
    ['handicap -0.5 won', { market: 'ah', selection: 'home', line: -0.5 }, played(1, 0), 'won'],
    ['handicap -1 push', { market: 'ah', selection: 'home', line: -1 }, played(2, 1), 'void'],
    ['handicap -1.5 lost', { market: 'ah', selection: 'away', line: -1.5 }, played(1, 2), 'lost'],
    ['over 2.5 won', { market: 'ou', selection: 'over', line: 2.5 }, played(2, 1), 'won'],
    ['under 2.5 lost', { market: 'ou', selection: 'under', line: 2.5 }, played(2, 1), 'lost'],
    ['over 3 push', { market: 'ou', selection: 'over', line: 3 }, played(2, 1), 'void'],
    ['basketball total', { market: 'ou', selection: 'under', line: 201.5 }, played(98, 99), 'won'],
  ] as const)('%s', (_name, tip, final, result) => {
    expect(settleTip(tip, final)).toBe(result);
  });

  it('voids tips on matches that were not played out', () => {
    expect(settleTip({ market: '1x2', selection: 'home', line: null }, { played: false, home: 3, away: 0 })).toBe('void');
    expect(settleTip({ market: 'ou', selection: 'over', line: 2.5 }, { played: true, home: null, away: null })).toBe('void');
  });
});

const matches: FinishedMatch[] = [
  { leagueId: 1, homeTeamId: 1, awayTeamId: 2, startTime: T - 1 * DAY, endTime: T - 1 * DAY + 2 * HOUR, homeScore: 3, awayScore: 0 },
  { leagueId: 1, homeTeamId: 3, awayTeamId: 1, startTime: T - 2 * DAY, endTime: T - 2 * DAY + 2 * HOUR, homeScore: 1, awayScore: 1 },
  { leagueId: 1, homeTeamId: 2, awayTeamId: 3, startTime: T - 3 * DAY, endTime: T - 3 * DAY + 2 * HOUR, homeScore: 0, awayScore: 2 },
  { leagueId: 1, homeTeamId: 1, awayTeamId: 4, startTime: T - 4 * DAY, endTime: T - 4 * DAY + 2 * HOUR, homeScore: 2, awayScore: 1 },
  { leagueId: 1, homeTeamId: 1, awayTeamId: 2, startTime: T + DAY, endTime: T + DAY + 2 * HOUR, homeScore: 0, awayScore: 5 },
];

describe('FormBook', () => {
  const book = new FormBook(matches);

  it('reads the last results before the match, most recent first', () => {
    expect(book.form(1, T)).toMatchObject({ letters: ['W', 'D', 'W'], played: 3, won: 2, drawn: 1, scored: 6, conceded: 2, points: 7 });
    expect(book.form(2, T).letters).toEqual(['L', 'L']);
    expect(book.form(9, T).played).toBe(0);
  });

  it('ranks the league on recent points', () => {
    expect(book.standing(1, 1, T)).toEqual({ rank: 1, of: 4 });
    expect(book.standing(1, 2, T)?.rank).toBe(4);
    expect(book.meetings(1, 2, T)).toHaveLength(1);
  });
});

describe('a host tip', () => {
  const book = new FormBook(matches);
  const facts = (key: string, liveModeId: number = LIVE_MODE.football): TipFacts => ({
    key,
    liveModeId,
    league: { vi: 'V.League 1', en: 'V.League 1', zh: 'V.League 1' },
    home: { id: 1, name: 'Hà Nội FC', form: book.form(1, T), standing: book.standing(1, 1, T) },
    away: { id: 2, name: 'Công An Hà Nội', form: book.form(2, T), standing: book.standing(1, 2, T) },
    meetings: book.meetings(1, 2, T),
  });

  it('picks a valid market, selection, odds and confidence, the same every time', () => {
    for (let k = 0; k < 40; k++) {
      for (const mode of [LIVE_MODE.football, LIVE_MODE.basketball, LIVE_MODE.esport]) {
        const f = facts(`k${k}`, mode);
        const tip = chooseTip(f.key, mode, f.home.form, f.away.form);
        expect(chooseTip(f.key, mode, f.home.form, f.away.form)).toEqual(tip);
        expect(TIP_MARKETS).toContain(tip.market);
        expect(TIP_SELECTIONS).toContain(tip.selection);
        expect(tip.odds).toBeGreaterThan(1);
        expect(tip.confidence).toBeGreaterThanOrEqual(1);
        expect(tip.confidence).toBeLessThanOrEqual(5);
        if (tip.market !== '1x2') expect(tip.line).not.toBeNull();
        if (mode !== LIVE_MODE.football) expect(tip.selection).not.toBe('draw');
        // The in-form home side is the favourite.
        if (tip.market === 'ah') expect(tip.selection).toBe('home');
      }
    }
  });

  it('argues in Vietnamese from both teams\' results, their standing and their last meeting', () => {
    const f = facts('a');
    const text = composeAnalysis(f, chooseTip(f.key, f.liveModeId, f.home.form, f.away.form)).vi;
    expect(text).toContain('Hà Nội FC');
    expect(text).toContain('Công An Hà Nội');
    expect(text).toMatch(/T-H-T|thắng 2\/3/);
    expect(text).toMatch(/thứ 1|vị trí 1/);
    expect(text).toContain('3-0');
    expect(text).toMatch(/độ tự tin \d\/5/i);
  });

  it('reads differently for different matches', () => {
    const texts = new Set(Array.from({ length: 12 }, (_, k) => {
      const f = facts(`m${k}`);
      return composeAnalysis(f, chooseTip(f.key, f.liveModeId, f.home.form, f.away.form)).vi;
    }));
    expect(texts.size).toBeGreaterThan(6);
  });

  it('says the same in English, with the same numbers and no Vietnamese words', () => {
    const f = facts('a');
    const text = composeAnalysis(f, chooseTip(f.key, f.liveModeId, f.home.form, f.away.form)).en;
    expect(text).toContain('Hà Nội FC');
    expect(text).toMatch(/W-D-W|won 2 of their last 3/);
    expect(text).toContain('3-0');
    expect(text).toMatch(/confidence \d\/5/i);
    const withoutNames = text.replaceAll('Hà Nội FC', '').replaceAll('Công An Hà Nội', '');
    expect(withoutNames).not.toMatch(/[ăâđêôơưĂÂĐÊÔƠƯ\u0300-\u036f\u1ea0-\u1ef9]/);
  });

  it('says the same in Traditional Chinese', () => {
    const f = facts('a');
    const text = composeAnalysis(f, chooseTip(f.key, f.liveModeId, f.home.form, f.away.form)).zh;
    expect(text).toContain('Hà Nội FC');
    expect(text).toMatch(/勝和勝|贏了2場/);
    expect(text).toContain('3-0');
    expect(text).toMatch(/信心\d\/5/);
  });
});

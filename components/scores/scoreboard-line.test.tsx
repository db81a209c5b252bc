import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Locale } from '@/lib/domain/locale';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { Scoreboard } from '@/lib/domain/scoreboard';
import { basketballBoard, billiardBoard, esportBoard, tennisBoard, volleyballBoard } from '@/tests/mocks/scoreboards';
import { ScoreboardLine } from './scoreboard-line';
import { renderScores } from './test-utils';

function line(scoreboard: Scoreboard, liveModeId: number, locale: Locale = 'vi', live = true): HTMLElement {
  renderScores(<ScoreboardLine scoreboard={scoreboard} liveModeId={liveModeId} live={live} />, locale);
  return screen.getByTestId('scoreboard-line');
}

/** What is shown, without the caption a screen reader hears first. */
function shown(el: HTMLElement): string {
  return [...el.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('sr-only'))).map((n) => n.textContent).join('');
}

describe('ScoreboardLine', () => {
  it('writes tennis sets then the game in play', () => {
    const el = line(tennisBoard(), LIVE_MODE.tennis);
    expect(shown(el)).toBe('6-4 3-6 2-1 · 30-15');
    expect(el).toHaveTextContent('Điểm từng set:');
  });

  it('writes a tennis tie-break with its points', () => {
    expect(shown(line(tennisBoard({ periods: [{ home: 7, away: 6 }, { home: 6, away: 6 }], current: 2, game: { home: '4', away: '2' } }), LIVE_MODE.tennis, 'en'))).toBe('7-6 6-6 · 4-2');
  });

  it('writes volleyball sets', () => {
    expect(shown(line(volleyballBoard(), LIVE_MODE.volleyball, 'zh'))).toBe('25-21 19-25 8-5');
  });

  it('writes the basketball quarter and clock in each language', () => {
    const el = line(basketballBoard(), LIVE_MODE.basketball, 'en');
    expect(shown(el)).toBe('Q3 07:42');
  });

  it.each([
    ['vi', 'Q3 07:42'],
    ['zh', '第3節 07:42'],
  ] as const)('writes the basketball quarter in %s', (locale, text) => {
    expect(shown(line(basketballBoard(), LIVE_MODE.basketball, locale))).toBe(text);
  });

  it('says a basketball match is on a break', () => {
    expect(shown(line(basketballBoard({ clock: null }), LIVE_MODE.basketball, 'en'))).toBe('Break');
  });

  it('writes the quarters of a finished basketball match', () => {
    const finished = basketballBoard({ periods: [{ home: 24, away: 19 }, { home: 21, away: 25 }, { home: 22, away: 18 }, { home: 20, away: 23 }], current: null, clock: null });
    expect(shown(line(finished, LIVE_MODE.basketball, 'vi', false))).toBe('24-19 21-25 22-18 20-23');
  });

  it('writes esport maps apart', () => {
    expect(shown(line(esportBoard(), LIVE_MODE.esport))).toBe('13-9 · 7-5');
  });

  it.each([
    ['vi', 'Ván 12'],
    ['en', 'Frame 12'],
    ['zh', '第12局'],
  ] as const)('writes the billiards frame in %s', (locale, text) => {
    expect(shown(line(billiardBoard(), LIVE_MODE.billiard, locale))).toBe(text);
  });

  it('leaves a finished match without game points', () => {
    expect(shown(line(tennisBoard({ current: null, server: null }), LIVE_MODE.tennis, 'en', false))).toBe('6-4 3-6 2-1');
  });

  it('draws nothing for a finished billiards match, whose frames are the score', () => {
    renderScores(<ScoreboardLine scoreboard={billiardBoard({ current: null })} liveModeId={LIVE_MODE.billiard} live={false} />);
    expect(screen.queryByTestId('scoreboard-line')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LIMITS } from '@/lib/domain/highlights';
import { planPackage, type PackageFacts } from './package';

const facts: PackageFacts = {
  fixtureId: 42,
  category: 'bong-da',
  league: { vi: 'Ngoại hạng Anh', en: 'Premier League', zh: '英超' },
  home: 'Arsenal',
  away: 'Chelsea',
  homeScore: 2,
  awayScore: 1,
  events: [
    { seq: 1, minute: 12, added: 0, kind: 'goal', side: 'home', playerName: 'Saka', homeScore: 1, awayScore: 0 },
    { seq: 2, minute: 30, added: 0, kind: 'sub', side: 'away', playerName: 'Mudryk', homeScore: 1, awayScore: 0 },
    { seq: 3, minute: 55, added: 0, kind: 'yellow', side: 'away', playerName: 'Caicedo', homeScore: 1, awayScore: 0 },
    { seq: 4, minute: 70, added: 0, kind: 'penalty-goal', side: 'away', playerName: 'Palmer', homeScore: 1, awayScore: 1 },
    { seq: 5, minute: 90, added: 3, kind: 'goal', side: 'home', playerName: 'Havertz', homeScore: 2, awayScore: 1 },
  ],
};

describe('planPackage', () => {
  const [main, ...goals] = planPackage(facts);

  it('cuts an extended highlight with a chapter at each goal, card and penalty, in order', () => {
    expect(main?.type).toBe('highlight-mo-rong');
    expect(main?.chapters.map((c) => c.kind)).toEqual(['kickoff', 'goal', 'card', 'penalty', 'goal', 'fulltime']);
    const at = main?.chapters.map((c) => c.atSeconds) ?? [];
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(Math.max(...at)).toBeLessThan(HIGHLIGHT_LIMITS.packageSeconds);
  });

  it('titles the package in three languages with the final score', () => {
    expect(main?.title).toEqual({
      vi: 'Highlight Arsenal 2-1 Chelsea | Ngoại hạng Anh',
      en: 'Highlights: Arsenal 2-1 Chelsea | Premier League',
      zh: '精華：Arsenal 2-1 Chelsea | 英超',
    });
  });

  it('cuts one short clip per goal, starting before the goal inside the package', () => {
    expect(goals.map((g) => g.eventSeq)).toEqual([1, 4, 5]);
    const chapter = main?.chapters.find((c) => c.eventSeq === 5);
    const last = goals[2];
    expect(last && chapter && last.startSeconds + (last.chapters[0]?.atSeconds ?? 0)).toBe((main?.startSeconds ?? 0) + (chapter?.atSeconds ?? 0));
    expect(last?.title.en).toBe("Goal: Havertz 90+3' | Arsenal 2-1 Chelsea");
  });
});

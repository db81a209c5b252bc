import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LIMITS } from '@/lib/domain/highlights';
import { planPackage, type PackageFacts, type PlannedClip } from './package';

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
  saves: [
    { minute: 20, side: 'away', keeper: 'Sánchez' },
    { minute: 48, side: 'home', keeper: 'Raya' },
    { minute: 81, side: 'away', keeper: 'Sánchez' },
  ],
  speakers: [{ side: 'home', manager: 'Mikel Arteta' }, { side: 'away', manager: null }],
};

const ofType = (plan: PlannedClip[], type: string) => plan.filter((c) => c.type === type);

describe('planPackage', () => {
  const plan = planPackage(facts);
  const main = plan[0];
  const goals = ofType(plan, 'ban-thang');

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

describe('planPackage: the full match', () => {
  const [full, ...more] = ofType(planPackage(facts), 'tran-dau');

  it('cuts one full match per package, both halves and their stoppage with the break cut out', () => {
    expect(more).toHaveLength(0);
    // 90 minutes, the first half's stoppage of 1–3 and the second's of at least 3 (Havertz scored at 90+3).
    expect(full?.durationSeconds).toBeGreaterThanOrEqual(94 * 60);
    expect(full?.durationSeconds).toBeLessThanOrEqual(99 * 60);
    expect(full?.durationSeconds).toBeLessThanOrEqual(HIGHLIGHT_LIMITS.maxClipSeconds);
  });

  it('marks kick-off, the second half, each goal, card and penalty at its match time, and full time', () => {
    expect(full?.chapters.map((c) => c.kind)).toEqual(['kickoff', 'goal', 'kickoff', 'card', 'penalty', 'goal', 'fulltime']);
    expect(full?.chapters[1]?.atSeconds).toBe(11 * 60 + 30);
    const secondHalf = full?.chapters[2]?.atSeconds ?? 0;
    expect(secondHalf).toBeGreaterThanOrEqual(46 * 60);
    expect(full?.chapters[3]?.atSeconds).toBe(secondHalf + 9 * 60 + 30);
    expect(full?.chapters.at(-1)?.atSeconds).toBe((full?.durationSeconds ?? 0) - 5);
    expect(full?.chapters[2]?.label.en).toBe('Second half');
  });

  it('titles the full match without the score', () => {
    expect(full?.title.en).toBe('Full match: Arsenal vs Chelsea | Premier League');
    expect(full?.title.vi).not.toMatch(/\d-\d/);
  });

  it('runs a full match of the other sports their usual length, start to end', () => {
    const tennis = ofType(planPackage({ ...facts, category: 'tennis', events: [], saves: [] }), 'tran-dau')[0];
    expect(tennis?.durationSeconds).toBe(120 * 60);
    expect(tennis?.chapters.map((c) => c.kind)).toEqual(['kickoff', 'fulltime']);
  });
});

describe('planPackage: saves and interviews', () => {
  const plan = planPackage(facts);

  it('puts the saves in one clip, a chapter at each, with the goalkeeper', () => {
    const [saves, ...more] = ofType(plan, 'cuu-thua');
    expect(more).toHaveLength(0);
    expect(saves?.chapters.map((c) => [c.kind, c.minute])).toEqual([['save', 20], ['save', 48], ['save', 81]]);
    expect(saves?.chapters[1]?.label.en).toBe("48' Save – Raya");
    expect(saves?.durationSeconds).toBe(3 * HIGHLIGHT_LIMITS.saveClipSeconds);
    expect(saves?.title.zh).toBe('精彩撲救：Arsenal vs Chelsea | 英超');
  });

  it('keeps the best few saves when there are many, in match order', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ minute: 5 + i * 9, side: 'home' as const, keeper: 'Raya' }));
    const saves = ofType(planPackage({ ...facts, saves: many }), 'cuu-thua')[0];
    const minutes = saves?.chapters.map((c) => c.minute ?? 0) ?? [];
    expect(minutes).toHaveLength(HIGHLIGHT_LIMITS.savesPerClip);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it('makes no saves clip when nobody made a save', () => {
    expect(ofType(planPackage({ ...facts, saves: [] }), 'cuu-thua')).toHaveLength(0);
  });

  it('files a post-match interview per side, named in every language and without the result', () => {
    const talks = ofType(plan, 'phong-van');
    expect(talks.map((c) => c.title.en)).toEqual([
      'Post-match interview: Arsenal manager Mikel Arteta | Arsenal vs Chelsea',
      'Post-match interview: Chelsea | Arsenal vs Chelsea',
    ]);
    expect(talks[0]?.title.vi).toBe('Phỏng vấn sau trận: HLV Mikel Arteta (Arsenal) | Arsenal vs Chelsea');
    expect(talks[0]?.title.zh).toBe('賽後訪問：Arsenal主教練Mikel Arteta | Arsenal vs Chelsea');
    for (const c of talks) {
      expect(c.durationSeconds).toBeGreaterThanOrEqual(HIGHLIGHT_LIMITS.interviewSeconds[0]);
      expect(c.durationSeconds).toBeLessThanOrEqual(HIGHLIGHT_LIMITS.interviewSeconds[1]);
      expect(Object.values(c.title).join(' ')).not.toMatch(/\d-\d|thắng|thua|win|beat|lose/i);
    }
  });

  it('is the same plan every time', () => {
    expect(planPackage(facts)).toEqual(plan);
  });
});

import { describe, expect, it } from 'vitest';
import { articleBody } from '@/lib/contract/news-blocks';
import { matchReport, type ReportFacts } from './report-text';

const facts = (over: Partial<ReportFacts> = {}): ReportFacts => ({
  fixtureId: 7,
  league: { vi: 'V.League 1', en: 'V.League 1', zh: '越南職業聯賽' },
  home: 'Hà Nội FC',
  away: 'Hải Phòng',
  homeScore: 2,
  awayScore: 1,
  shootout: null,
  events: [
    { minute: 12, added: 0, kind: 'goal', side: 'home', playerName: 'Nguyễn Văn Quyết' },
    { minute: 30, added: 0, kind: 'yellow', side: 'away', playerName: 'Lê Văn A' },
    { minute: 45, added: 2, kind: 'penalty-goal', side: 'away', playerName: 'Trần B' },
    { minute: 70, added: 0, kind: 'red', side: 'away', playerName: 'Lê Văn A' },
    { minute: 88, added: 0, kind: 'own-goal', side: 'home', playerName: null },
  ],
  ...over,
});

describe('an automatic match report', () => {
  it('names the winner first, in each language', () => {
    const report = matchReport(facts());
    expect(report.vi.headline).toBe('Hà Nội FC thắng Hải Phòng 2-1');
    expect(report.en.headline).toBe('Hà Nội FC beat Hải Phòng 2-1');
    expect(report.zh.headline).toBe('Hà Nội FC以2-1擊敗Hải Phòng');
    expect(matchReport(facts({ homeScore: 0, awayScore: 3 })).en.headline).toBe('Hải Phòng beat Hà Nội FC 3-0');
    expect(matchReport(facts({ homeScore: 1, awayScore: 1 })).vi.headline).toBe('Hà Nội FC và Hải Phòng hòa 1-1');
  });

  it('lists the goals with their minute and kind, and the sendings-off, leaving yellow cards out', () => {
    const body = matchReport(facts()).en.body;
    const lists = body.filter((b) => b.kind === 'list').map((b) => (b.kind === 'list' ? b.items : []));
    expect(lists[0]).toEqual(["12' Nguyễn Văn Quyết (Hà Nội FC)", "45+2' Trần B (Hải Phòng, penalty)", "88' Hà Nội FC (own goal)"]);
    expect(lists[1]).toEqual(["70' Lê Văn A (Hải Phòng, red card)"]);
    expect(body).toContainEqual({ kind: 'match', fixtureId: 7 });
  });

  it('says a shoot-out decided a drawn tie, and that a goalless match had no goals', () => {
    expect(matchReport(facts({ homeScore: 1, awayScore: 1, shootout: { home: 3, away: 4 } })).en.body[0]).toEqual({
      kind: 'paragraph',
      text: 'Hà Nội FC and Hải Phòng finished 1-1 in the V.League 1. Hải Phòng go through 3-4 on penalties.',
    });
    const goalless = matchReport(facts({ homeScore: 0, awayScore: 0, events: [] })).vi.body;
    expect(goalless.some((b) => b.kind === 'paragraph' && b.text.startsWith('Hai đội không thể'))).toBe(true);
    expect(goalless.some((b) => b.kind === 'list')).toBe(false);
  });

  it('is a valid article body in every language, and tells readers it was written from the data', () => {
    const report = matchReport(facts());
    for (const text of Object.values(report)) {
      expect(articleBody.safeParse(text.body).success).toBe(true);
      expect(text.body.at(-1)?.kind).toBe('paragraph');
    }
    expect(report.en.body.at(-1)).toEqual({ kind: 'paragraph', text: expect.stringContaining('written automatically') });
  });
});

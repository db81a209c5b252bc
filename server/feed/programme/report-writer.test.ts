import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { openDb, type Db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { feedDb } from '../tables';
import { REPORT_FRESH_MS, writeMatchReports } from './report-writer';

const T0 = Date.UTC(2026, 10, 27, 12, 0);
const open: Db[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

const user = (username: string, siteRoleId: number) => ({ username, passwordHash: '-', displayName: username, nickname: null, profilePicture: null, siteRoleId, email: null, phone: null, createdAt: T0 });

/** Three finished matches (1 and 2 with a commentated room, 3 without) and one still running (4). */
async function site({ editor = true } = {}): Promise<Db> {
  const db = await openDb({ sqlitePath: ':memory:' });
  open.push(db);
  await migrateToLatest(db, 'sqlite');
  await db.insertInto('liveModes').values({ id: LIVE_MODE.football, slug: 'football', icon: '', nameVi: 'Bóng đá', nameEn: 'Football', nameZh: '足球', livemode: 1, sort: 1 }).execute();
  await db.insertInto('leagues').values({ id: 1, nameVi: 'Giải Vô địch', nameEn: 'Championship', nameZh: '冠軍聯賽', slug: 'championship', country: 'Vietnam', logo: '', liveModeId: LIVE_MODE.football, priority: 1 }).execute();
  await db.insertInto('teams').values([1, 2].map((id) => ({ id, name: `Team ${id}`, slug: `team-${id}`, shortName: `T${id}`, logo: '', leagueId: 1, venueId: null }))).execute();
  await db.insertInto('users').values([user('host', SITE_ROLE.commentator), ...(editor ? [user('desk', SITE_ROLE.editor)] : [])]).execute();
  const fixture = (id: number, scheduleStatus: number, startTime = T0 - 2 * 3_600_000) => ({
    id, staticId: 100 + id, liveModeId: LIVE_MODE.football, leagueId: 1, homeTeamId: 1, awayTeamId: 2, venueId: null,
    startTime, status: scheduleStatus === SCHEDULE_STATUS.ended ? 'FT' : '70', scheduleStatus, homeScore: 2, awayScore: 1, scoreboard: null, updatedAt: T0,
  });
  await db.insertInto('fixtures').values([fixture(1, SCHEDULE_STATUS.ended), fixture(2, SCHEDULE_STATUS.ended, T0 - REPORT_FRESH_MS - 1), fixture(3, SCHEDULE_STATUS.ended), fixture(4, SCHEDULE_STATUS.live)]).execute();
  const room = (id: number, fixtureId: number) => ({ id, fixtureId, commentatorId: 1, liveModeId: LIVE_MODE.football, titleVi: 'Phòng', titleEn: 'Room', titleZh: '房間', streamKey: `k${id}`, viewerCount: 0 });
  await db.insertInto('liveRooms').values([room(1, 1), room(2, 2), room(4, 4)]).execute();
  const event = (seq: number, minute: number, kind: string, side: 'home' | 'away', playerName: string, homeScore: number, awayScore: number) => ({
    fixtureId: 1, seq, minute, added: 0, kind, side, playerId: null, playerName, relatedName: null, points: kind === 'goal' ? 1 : 0, homeScore, awayScore, at: T0,
  });
  await db.insertInto('matchEvents').values([event(1, 10, 'goal', 'home', 'An', 1, 0), event(2, 50, 'goal', 'away', 'Bình', 1, 1), event(3, 80, 'goal', 'home', 'Cường', 2, 1)]).execute();
  return db;
}

describe('automatic match reports', () => {
  it('publishes one report in three languages for a covered match that has just ended, tagged with the match, teams and league', async () => {
    const db = await site();
    expect(await writeMatchReports(feedDb(db), [1, 2, 3, 4], T0)).toBe(1);
    const article = await db.selectFrom('newsArticles').selectAll().executeTakeFirstOrThrow();
    expect(article).toMatchObject({ fixtureId: 1, category: 'bong-da', type: 'tuong-thuat', status: 'published', publishedAt: T0, headlineEn: 'Team 1 beat Team 2 2-1', headlineVi: 'Team 1 thắng Team 2 2-1' });
    expect(article.headlineZh).toBe('Team 1以2-1擊敗Team 2');
    expect(JSON.parse(article.bodyEn)).toContainEqual({ kind: 'list', ordered: false, items: ["10' An (Team 1)", "50' Bình (Team 2)", "80' Cường (Team 1)"] });
    expect(article.standfirstZh).toContain('冠軍聯賽');
    const tags = await db.selectFrom('newsArticleTags').select(['kind', 'refId']).orderBy('kind').orderBy('refId').execute();
    expect(tags).toEqual([{ kind: 'league', refId: 1 }, { kind: 'match', refId: 1 }, { kind: 'team', refId: 1 }, { kind: 'team', refId: 2 }]);
  });

  it('writes a match’s report once, however often its end is reported', async () => {
    const db = await site();
    await writeMatchReports(feedDb(db), [1], T0);
    expect(await writeMatchReports(feedDb(db), [1], T0 + 1_000)).toBe(0);
    expect(await db.selectFrom('newsArticles').select('id').execute()).toHaveLength(1);
  });

  it('embeds the match’s extended highlight under the match card when its package is out', async () => {
    const db = await site();
    const { id: clipId } = await db.insertInto('highlightClips').values({
      category: 'bong-da', type: 'highlight-mo-rong', fixtureId: 1, parentId: null, eventSeq: null, titleVi: 'Highlight', titleEn: 'Highlight', titleZh: '精華',
      startSeconds: 0, durationSeconds: 300, poster: '/media/banner/x.svg', viewCount: 0, publishedAt: T0, createdAt: T0,
    }).returning('id').executeTakeFirstOrThrow();
    await writeMatchReports(feedDb(db), [1], T0);
    const article = await db.selectFrom('newsArticles').selectAll().executeTakeFirstOrThrow();
    for (const body of [article.bodyVi, article.bodyEn, article.bodyZh]) {
      const blocks = JSON.parse(body) as { kind: string }[];
      expect(blocks.slice(1, 3)).toEqual([{ kind: 'match', fixtureId: 1 }, { kind: 'highlight', clipId }]);
    }
  });

  it('embeds no clip while the match has no package', async () => {
    const db = await site();
    await writeMatchReports(feedDb(db), [1], T0);
    const article = await db.selectFrom('newsArticles').select('bodyEn').executeTakeFirstOrThrow();
    expect((JSON.parse(article.bodyEn) as { kind: string }[]).some((b) => b.kind === 'highlight')).toBe(false);
  });

  it('writes none without an editor to sign it', async () => {
    const db = await site({ editor: false });
    expect(await writeMatchReports(feedDb(db), [1], T0)).toBe(0);
  });
});

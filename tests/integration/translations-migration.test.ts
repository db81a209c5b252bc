import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { LOBBY } from '@/server/chat/store';
import { migrateToLatest, migrationsFor } from '@/server/db/migrate';
import { testBackends, type TestDb } from '@/tests/fixtures/test-db';

const backends = await testBackends();
const T = 1_790_000_000_000;

/** The database as it stood before translated text: one Vietnamese column per text. */
async function stepBack(t: TestDb): Promise<void> {
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrationsFor(t.dialect) } });
  const { error, results } = await migrator.migrateTo('011-sign-in');
  if (error) throw error instanceof Error ? error : new Error(String(error));
  expect(results?.map((r) => r.migrationName)).toEqual(['029-written-language', '028-picture-descriptions', '027-community-search', '026-community', '025-feed-search', '024-feed', '023-media-pipeline', '022-highlights-search', '021-reading-history', '020-news-search', '019-highlights', '018-saved', '017-comments', '016-views', '015-news', '014-scoreboard', '013-search', '012-translations']);
}

async function seedOldRows(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`INSERT INTO live_modes (id, slug, icon, name_vi, name_en, name_zh, livemode, sort) VALUES (6, 'bong-da', 'goal', 'Bóng đá', 'Football', '足球', 6, 1)`);
  await run(sql`INSERT INTO leagues (id, name, slug, country, logo, live_mode_id, priority) VALUES
    (1, 'Casino trực tuyến', 'casino-truc-tuyen', 'Vietnam', '/l1.svg', 6, 40), (2, 'Premier League', 'premier-league', 'England', '/l2.svg', 6, 1)`);
  await run(sql`INSERT INTO teams (id, name, slug, short_name, logo, league_id, venue_id) VALUES (1, 'Hà Nội FC', 'ha-noi-fc', 'HN', '/t1.svg', 2, NULL), (2, 'Hải Phòng', 'hai-phong', 'HP', '/t2.svg', 2, NULL)`);
  await run(sql`INSERT INTO users (username, password_hash, display_name, site_role_id, created_at) VALUES
    ('blv.quanghuy', 'x', 'BLV Quang Huy', ${SITE_ROLE.commentator}, ${T}), ('fan', 'x', 'BLV Fan', ${SITE_ROLE.member}, ${T})`);
  await run(sql`INSERT INTO fixtures (id, static_id, live_mode_id, league_id, home_team_id, away_team_id, venue_id, start_time, status, schedule_status, home_score, away_score, updated_at)
    VALUES (1, 9001, 6, 2, 1, 2, NULL, ${T}, 'ns', 1, NULL, NULL, ${T})`);
  await run(sql`INSERT INTO live_rooms (id, fixture_id, commentator_id, live_mode_id, title, stream_key, viewer_count)
    VALUES (1, 1, (SELECT id FROM users WHERE username = 'blv.quanghuy'), 6, 'Trực tiếp Hà Nội FC vs Hải Phòng', 'room-1', 10)`);
  await run(sql`INSERT INTO tips (fixture_id, author_id, market, selection, line, odds, confidence, analysis, result, created_at)
    VALUES (1, (SELECT id FROM users WHERE username = 'fan'), '1x2', 'home', NULL, 1.9, 3, 'Chủ nhà đá hay hơn.', NULL, ${T})`);
  await run(sql`INSERT INTO chat_groups (id, kind, name, description, live_room_id, pair_key, pinned_message_id, last_message_at, created_at)
    VALUES (30, 'lobby', ${LOBBY.name.vi}, ${LOBBY.description.vi}, NULL, NULL, NULL, NULL, ${T}), (31, 'room', 'Trực tiếp Hà Nội FC vs Hải Phòng', '', 1, NULL, NULL, NULL, ${T})`);
  await run(sql`INSERT INTO chat_messages (group_id, user_id, show_name, text, parent_id, colour, to_user_id, ip, created_at)
    VALUES (30, (SELECT id FROM users WHERE username = 'blv.quanghuy'), 'BLV Quang Huy', 'Chào cả nhà', NULL, NULL, NULL, NULL, ${T})`);
}

describe.each(backends)('migration 012: translated text ($name)', (backend) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('moves every text into its Vietnamese column, copies it to English and Chinese, and translates the known descriptive names', async () => {
    t = await backend.open();
    await stepBack(t);
    await seedOldRows(t.db as unknown as Kysely<unknown>);
    expect(await migrateToLatest(t.db, t.dialect)).toEqual(['012-translations', '013-search', '014-scoreboard', '015-news', '016-views', '017-comments', '018-saved', '019-highlights', '020-news-search', '021-reading-history', '022-highlights-search', '023-media-pipeline', '024-feed', '025-feed-search', '026-community', '027-community-search', '028-picture-descriptions', '029-written-language']);

    const leagues = await t.db.selectFrom('leagues').select(['id', 'nameVi', 'nameEn', 'nameZh']).orderBy('id').execute();
    expect(leagues).toEqual([
      { id: 1, nameVi: 'Casino trực tuyến', nameEn: 'Live Casino', nameZh: '真人娛樂場' },
      { id: 2, nameVi: 'Premier League', nameEn: 'Premier League', nameZh: 'Premier League' },
    ]);
    const room = await t.db.selectFrom('liveRooms').select(['titleVi', 'titleEn', 'titleZh']).executeTakeFirstOrThrow();
    expect(room).toEqual({ titleVi: 'Trực tiếp Hà Nội FC vs Hải Phòng', titleEn: 'Trực tiếp Hà Nội FC vs Hải Phòng', titleZh: 'Trực tiếp Hà Nội FC vs Hải Phòng' });
    const lobby = await t.db.selectFrom('chatGroups').selectAll().where('id', '=', 30).executeTakeFirstOrThrow();
    expect(lobby).toMatchObject({ nameVi: 'Sảnh chung', nameEn: LOBBY.name.en, nameZh: LOBBY.name.zh, descriptionEn: LOBBY.description.en, descriptionZh: LOBBY.description.zh });
    const roomChat = await t.db.selectFrom('chatGroups').selectAll().where('id', '=', 31).executeTakeFirstOrThrow();
    expect(roomChat).toMatchObject({ nameEn: 'Trực tiếp Hà Nội FC vs Hải Phòng', descriptionVi: '', descriptionEn: '', descriptionZh: '' });
  });

  it('keeps tips as written, marked Vietnamese, and takes "BLV" off commentators\' names only', async () => {
    t = await backend.open();
    await stepBack(t);
    await seedOldRows(t.db as unknown as Kysely<unknown>);
    await migrateToLatest(t.db, t.dialect);

    const tip = await t.db.selectFrom('tips').select(['analysisVi', 'analysisEn', 'analysisZh', 'lang']).executeTakeFirstOrThrow();
    expect(tip).toEqual({ analysisVi: 'Chủ nhà đá hay hơn.', analysisEn: 'Chủ nhà đá hay hơn.', analysisZh: 'Chủ nhà đá hay hơn.', lang: 'vi' });
    const users = await t.db.selectFrom('users').select(['username', 'displayName']).orderBy('username').execute();
    expect(users).toEqual([{ username: 'blv.quanghuy', displayName: 'Quang Huy' }, { username: 'fan', displayName: 'BLV Fan' }]);
    const message = await t.db.selectFrom('chatMessages').select(['showName', 'lang']).executeTakeFirstOrThrow();
    expect(message).toEqual({ showName: 'Quang Huy', lang: null });
  });
});

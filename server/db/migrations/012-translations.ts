import { sql, type Kysely, type Migration } from 'kysely';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Translations } from '@/lib/domain/translated-text';

type AnyDb = Kysely<unknown>;

/** The word once written before every commentator's name; the interface now shows it per language. */
const COMMENTATOR_PREFIX = 'BLV ';

/** Leagues whose descriptive names get English and Chinese: the demo catalogue's, copied in so later catalogue edits cannot change this migration. */
const LEAGUE_NAMES: readonly { slug: string; name: Translations }[] = [
  { slug: 'giai-bong-chuyen-vo-dich-quoc-gia', name: { vi: 'Giải Bóng chuyền Vô địch Quốc gia', en: 'Vietnam National Volleyball Championship', zh: '越南全國排球錦標賽' } },
  { slug: 'billiards-carom-3-bang-world-cup', name: { vi: 'Billiards Carom 3 băng World Cup', en: 'Three-Cushion Carom World Cup', zh: '三星撞球世界盃' } },
  { slug: 'casino-truc-tuyen', name: { vi: 'Casino trực tuyến', en: 'Live Casino', zh: '真人娛樂場' } },
  { slug: 'slot-show', name: { vi: 'Slot Show', en: 'Slot Show', zh: '老虎機直播秀' } },
  { slug: 'game-bai-truc-tiep', name: { vi: 'Game bài trực tiếp', en: 'Live Card Games', zh: '紙牌遊戲直播' } },
  { slug: 'dua-bi-marble-league', name: { vi: 'Đua bi Marble League', en: 'Marble League Racing', zh: '彈珠聯賽競速' } },
];

/** The lobby and the demo's topic rooms in three languages, copied in for the same reason. */
const CHAT_ROOMS: readonly { name: Translations; description: Translations }[] = [
  {
    name: { vi: 'Sảnh chung', en: 'Main lobby', zh: '公共大廳' },
    description: { vi: 'Phòng chat chung của cả cộng đồng: giao lưu, bình luận mọi trận đấu.', en: 'The whole community\'s chat room: meet people and talk about every match.', zh: '全體社群的公共聊天室：交流互動，暢聊每一場比賽。' },
  },
  {
    name: { vi: 'Ngoại hạng Anh', en: 'Premier League', zh: '英超' },
    description: { vi: 'Bàn luận Premier League: kết quả, chuyển nhượng, đội hình tiêu biểu.', en: 'Premier League talk: results, transfers and the team of the week.', zh: '英超討論區：賽果、轉會與每週最佳陣容。' },
  },
  {
    name: { vi: 'La Liga & Serie A', en: 'La Liga & Serie A', zh: '西甲與意甲' },
    description: { vi: 'Kinh điển, derby Milan, bóng đá Tây Ban Nha và Ý.', en: 'El Clásico, the Milan derby, and football in Spain and Italy.', zh: '國家德比、米蘭德比，西班牙與義大利足球。' },
  },
  {
    name: { vi: 'V.League 1', en: 'V.League 1', zh: 'V.League 1' },
    description: { vi: 'Bóng đá Việt Nam: V.League, Cúp Quốc gia và các CLB.', en: 'Vietnamese football: the V.League, the National Cup and the clubs.', zh: '越南足球：V.League、國家盃與各家俱樂部。' },
  },
  {
    name: { vi: 'Đội tuyển Việt Nam', en: 'Vietnam national team', zh: '越南國家隊' },
    description: { vi: 'Cổ vũ đội tuyển quốc gia và các lứa trẻ.', en: 'Cheering on the national team and the youth sides.', zh: '為國家隊與各級青年隊加油。' },
  },
  {
    name: { vi: 'Champions League', en: 'Champions League', zh: '歐冠' },
    description: { vi: 'Đêm châu Âu: vòng bảng, knock-out và chung kết.', en: 'European nights: the league phase, the knockouts and the final.', zh: '歐洲之夜：聯賽階段、淘汰賽與決賽。' },
  },
  {
    name: { vi: 'Bóng rổ NBA & VBA', en: 'NBA & VBA basketball', zh: 'NBA 與 VBA 籃球' },
    description: { vi: 'NBA, VBA và bóng rổ đường phố.', en: 'The NBA, the VBA and streetball.', zh: 'NBA、VBA 與街頭籃球。' },
  },
  {
    name: { vi: 'Liên Minh Huyền Thoại', en: 'League of Legends', zh: '英雄聯盟' },
    description: { vi: 'LCK, LPL, VCS: meta, đội hình và nhận định.', en: 'LCK, LPL, VCS: the meta, rosters and predictions.', zh: 'LCK、LPL、VCS：版本環境、陣容與賽事分析。' },
  },
  {
    name: { vi: 'CS2 & Valorant', en: 'CS2 & Valorant', zh: 'CS2 與特戰英豪' },
    description: { vi: 'Các giải đấu FPS, highlight và bàn luận chiến thuật.', en: 'FPS tournaments, highlights and tactics talk.', zh: 'FPS 賽事、精彩片段與戰術討論。' },
  },
  {
    name: { vi: 'Cafe bóng đá', en: 'Football café', zh: '足球咖啡館' },
    description: { vi: 'Tán gẫu đủ chuyện quanh trái bóng, vui là chính.', en: 'Easy-going chat about all things football.', zh: '輕鬆閒聊足球大小事，開心就好。' },
  },
  {
    name: { vi: 'Góc tán gẫu', en: 'Chit-chat corner', zh: '閒聊角落' },
    description: { vi: 'Chuyện trên trời dưới biển, làm quen bạn mới.', en: 'Talk about anything and make new friends.', zh: '天南地北隨意聊，認識新朋友。' },
  },
];

/**
 * Translated text: every table with descriptive text keeps it as a `…_vi/…_en/…_zh` column trio.
 * Leagues, live rooms and chat rooms move their one Vietnamese column to the trio; tips too, with a
 * `lang` column naming the language a member wrote in; chat messages get `lang` alone. Existing text
 * is copied into all three columns and marked as Vietnamese where it is member content; the demo's
 * descriptive league and chat-room names get their English and Chinese. Commentators' names lose the
 * "BLV " prefix, which the interface now shows in the viewer's language.
 */
export const translations = (): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  await toTrio(db, 'leagues', 'name');
  await toTrio(db, 'live_rooms', 'title');
  await toTrio(db, 'chat_groups', 'name');
  await toTrio(db, 'chat_groups', 'description');
  await toTrio(db, 'tips', 'analysis');
  await db.schema.alterTable('tips').addColumn('lang', 'text').execute();
  // Every tip so far was written in Vietnamese, the hosts' included.
  await sql`UPDATE tips SET lang = 'vi'`.execute(db);
  await db.schema.alterTable('chat_messages').addColumn('lang', 'text').execute();

  for (const { slug, name } of LEAGUE_NAMES) {
    await sql`UPDATE leagues SET name_en = ${name.en}, name_zh = ${name.zh} WHERE slug = ${slug} AND name_vi = ${name.vi}`.execute(db);
  }
  for (const room of CHAT_ROOMS) {
    await sql`UPDATE chat_groups SET name_en = ${room.name.en}, name_zh = ${room.name.zh}, description_en = ${room.description.en}, description_zh = ${room.description.zh}
      WHERE kind IN ('lobby', 'topic') AND name_vi = ${room.name.vi} AND description_vi = ${room.description.vi}`.execute(db);
  }

  const prefixed = `${COMMENTATOR_PREFIX}%`;
  const from = COMMENTATOR_PREFIX.length + 1;
  await sql`UPDATE users SET display_name = SUBSTR(display_name, ${sql.lit(from)}) WHERE site_role_id = ${SITE_ROLE.commentator} AND display_name LIKE ${prefixed}`.execute(db);
  await sql`UPDATE chat_messages SET show_name = SUBSTR(show_name, ${sql.lit(from)})
    WHERE show_name LIKE ${prefixed} AND user_id IN (SELECT id FROM users WHERE site_role_id = ${SITE_ROLE.commentator})`.execute(db);
}

/** Renames `column` to `column_vi` and adds `_en`/`_zh` holding the same text. */
async function toTrio(db: AnyDb, table: string, column: string): Promise<void> {
  await db.schema.alterTable(table).renameColumn(column, `${column}_vi`).execute();
  for (const suffix of ['en', 'zh']) {
    await db.schema.alterTable(table).addColumn(`${column}_${suffix}`, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await sql`UPDATE ${sql.table(table)} SET ${sql.ref(`${column}_en`)} = ${sql.ref(`${column}_vi`)}, ${sql.ref(`${column}_zh`)} = ${sql.ref(`${column}_vi`)}`.execute(db);
}

/** Back to one column of Vietnamese text; English and Chinese are dropped, the commentators' prefix restored. */
async function down(db: AnyDb): Promise<void> {
  await sql`UPDATE users SET display_name = ${COMMENTATOR_PREFIX} || display_name WHERE site_role_id = ${SITE_ROLE.commentator} AND display_name NOT LIKE ${`${COMMENTATOR_PREFIX}%`}`.execute(db);
  await db.schema.alterTable('chat_messages').dropColumn('lang').execute();
  await db.schema.alterTable('tips').dropColumn('lang').execute();
  for (const [table, column] of [['tips', 'analysis'], ['chat_groups', 'description'], ['chat_groups', 'name'], ['live_rooms', 'title'], ['leagues', 'name']] as const) {
    for (const suffix of ['en', 'zh']) await db.schema.alterTable(table).dropColumn(`${column}_${suffix}`).execute();
    await db.schema.alterTable(table).renameColumn(`${column}_vi`, column).execute();
  }
}

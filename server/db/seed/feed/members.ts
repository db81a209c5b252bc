import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_DOMAIN } from '@/lib/domain/constants';
import type { Locale } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { hashPassword } from '@/server/auth/passwords';
import { mediaUrl } from '@/server/media/urls';
import type { Database, Row } from '../../schema';
import { insertRows } from '../insert';

const DAY = 86_400_000;

/**
 * The chat's fans (by their index among the `fan.` members) who write in English or Chinese, as they
 * do under the news; the others write Vietnamese.
 */
export const FAN_LANGUAGES: Readonly<Record<number, Locale>> = { 9: 'zh', 10: 'zh', 11: 'en', 13: 'en', 14: 'en' };

/** The club each chat fan follows, by index, named as the catalogue names it (their handles say so). */
export const FAN_TEAMS: Readonly<Record<number, string>> = {
  0: 'Manchester United', 1: 'Barcelona', 2: 'Arsenal', 3: 'Chelsea', 6: 'Hà Nội FC', 7: 'Liverpool', 8: 'Real Madrid',
  9: 'Juventus', 11: 'Bayern München', 12: 'Thể Công - Viettel', 13: 'Inter',
};

export interface FeedMemberDef {
  username: string;
  displayName: string;
  /** Latin letters for the generated avatar, whose font has no Chinese. */
  initials: string;
  lang: Locale;
  team: string | null;
  joinedDaysAgo: number;
}

/** Members who only post on the feed: expatriates in Vietnam and fans from Taiwan and Hong Kong. */
export const FEED_MEMBERS: readonly FeedMemberDef[] = [
  { username: 'liam.walsh', displayName: 'Liam Walsh', initials: 'LW', lang: 'en', team: 'Tottenham Hotspur', joinedDaysAgo: 240 },
  { username: 'chloe.bennett', displayName: 'Chloe Bennett', initials: 'CB', lang: 'en', team: 'Liverpool', joinedDaysAgo: 180 },
  { username: 'marcus.reid', displayName: 'Marcus Reid', initials: 'MR', lang: 'en', team: 'Newcastle United', joinedDaysAgo: 95 },
  { username: 'hannah.doyle', displayName: 'Hannah Doyle', initials: 'HD', lang: 'en', team: 'Manchester City', joinedDaysAgo: 60 },
  { username: 'kuanyu.chen', displayName: '陳冠宇', initials: 'KC', lang: 'zh', team: 'Manchester United', joinedDaysAgo: 320 },
  { username: 'jiaying.lin', displayName: '林佳穎', initials: 'JL', lang: 'zh', team: 'Real Madrid', joinedDaysAgo: 150 },
  { username: 'tzuhsuan.huang', displayName: '黃子軒', initials: 'TH', lang: 'zh', team: 'Arsenal', joinedDaysAgo: 75 },
  { username: 'chiahao.chang', displayName: '張家豪', initials: 'CC', lang: 'zh', team: 'Barcelona', joinedDaysAgo: 40 },
];

/** Throwaway accounts made to advertise betting; their posts wait in the review queue. */
export const SPAM_MEMBERS: readonly FeedMemberDef[] = [
  { username: 'soikeo.mienphi247', displayName: 'Soi Kèo Miễn Phí 247', initials: 'SK', lang: 'vi', team: null, joinedDaysAgo: 2 },
  { username: 'hotro.naprut24h', displayName: 'Hỗ Trợ Nạp Rút 24h', initials: 'HT', lang: 'vi', team: null, joinedDaysAgo: 1 },
];

const ALL = [...FEED_MEMBERS, ...SPAM_MEMBERS];

/** The accounts; nobody signs in to them (their hash is of a secret nobody knows). */
export function feedMemberRows(now: number, lockedHash: string): Row<'users'>[] {
  return ALL.map((m) => ({
    username: m.username,
    displayName: m.displayName,
    nickname: null,
    profilePicture: mediaUrl('avatar', m.username, m.initials),
    siteRoleId: SITE_ROLE.member,
    email: `${m.username}@${DEFAULT_DOMAIN}`,
    phone: null,
    passwordHash: lockedHash,
    createdAt: now - m.joinedDaysAgo * DAY,
  }));
}

/** Adds the accounts a database seeded before the feed lacks. */
export async function ensureFeedMembers(db: Kysely<Database>, now: number): Promise<void> {
  const usernames = ALL.map((m) => m.username);
  const present = new Set((await db.selectFrom('users').select('username').where('username', 'in', usernames).execute()).map((u) => u.username));
  if (present.size === usernames.length) return;
  const locked = await hashPassword(randomBytes(32).toString('base64'));
  await insertRows(db, 'users', feedMemberRows(now, locked).filter((row) => !present.has(row.username)));
}

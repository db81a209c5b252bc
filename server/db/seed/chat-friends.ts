import type { Kysely } from 'kysely';
import { INBOX_TYPES } from '@/lib/domain/chat';
import type { Database, Row } from '../schema';
import { PRIVATE_LINES } from './chat-lines';
import type { SeedUser } from './chat';
import type { fakerFor } from '@/lib/random/faker';
import { insertRows } from './insert';

type Db = Kysely<Database>;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const pair = (a: number, b: number) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/**
 * The demo member has three friends, one request waiting for an answer, a private conversation
 * with their first friend (the last line unread) and a few inbox notes; other members are friends in pairs.
 */
export async function seedFriends(
  db: Db,
  f: ReturnType<typeof fakerFor>,
  opts: { demo: SeedUser; members: readonly SeedUser[]; now: number },
): Promise<{ friendships: number; chatGroups: number; chatGroupMembers: number; chatMessages: number; inboxMessages: number }> {
  const { demo, members, now } = opts;
  const friends = members.slice(0, 3);
  const asking = members[3];
  const since = () => now - f.number.int({ min: 2, max: 120 }) * DAY;

  const friendships: Row<'friendships'>[] = friends.map((m) => {
    const at = since();
    return { ...pair(demo.id, m.id), status: 'accepted', requestedBy: m.id, createdAt: at, updatedAt: at + DAY };
  });
  if (asking) friendships.push({ ...pair(demo.id, asking.id), status: 'pending', requestedBy: asking.id, createdAt: now - 3 * 60 * MINUTE, updatedAt: now - 3 * 60 * MINUTE });
  for (let i = 4; i + 1 < members.length; i += 2) {
    const [a, b] = [members[i], members[i + 1]];
    if (!a || !b) continue;
    const at = since();
    friendships.push({ ...pair(a.id, b.id), status: 'accepted', requestedBy: a.id, createdAt: at, updatedAt: at });
  }
  const friendshipCount = await insertRows(db, 'friendships', friendships);

  let chatGroups = 0;
  let chatGroupMembers = 0;
  let chatMessages = 0;
  const friend = friends[0];
  if (friend) {
    const key = `${Math.min(demo.id, friend.id)}:${Math.max(demo.id, friend.id)}`;
    const start = now - 50 * MINUTE;
    const group = await db
      .insertInto('chatGroups')
      .values({ kind: 'private', nameVi: '', nameEn: '', nameZh: '', liveRoomId: null, pairKey: key, pinnedMessageId: null, lastMessageAt: start + PRIVATE_LINES.length * 4 * MINUTE, createdAt: start })
      .returning('id')
      .executeTakeFirstOrThrow();
    chatGroups = 1;
    const rows: Row<'chatMessages'>[] = PRIVATE_LINES.map((text, i) => {
      const [from, to] = i % 2 === 0 ? [friend, demo] : [demo, friend];
      return { groupId: group.id, userId: from.id, showName: from.displayName, text, lang: 'vi', systemMessage: 0, parentId: null, colour: null, attachments: '[]', isGuest: 0, vipGroup: null, toUserId: to.id, deleted: 0, ip: null, createdAt: start + (i + 1) * 4 * MINUTE };
    });
    chatMessages = await insertRows(db, 'chatMessages', rows);
    const ids = (await db.selectFrom('chatMessages').select('id').where('groupId', '=', group.id).orderBy('id').execute()).map((r) => r.id);
    const last = ids.at(-1) ?? 0;
    const beforeLast = ids.at(-2) ?? 0;
    // The friend wrote the last line; the demo member has read up to their own reply before it.
    chatGroupMembers = await insertRows(db, 'chatGroupMembers', [
      { groupId: group.id, userId: demo.id, lastReadId: beforeLast },
      { groupId: group.id, userId: friend.id, lastReadId: last },
    ]);
  }

  const inbox: Row<'inboxMessages'>[] = [
    { userId: demo.id, type: INBOX_TYPES.system, title: 'Chào mừng bạn đến với cộng đồng!', content: 'Cảm ơn bạn đã tham gia. Hãy theo dõi phòng chat yêu thích, kết bạn và đặt lịch xem các trận đấu bạn quan tâm.', link: '/lich-truc-tiep', read: 1, createdAt: now - 30 * DAY },
    { userId: demo.id, type: INBOX_TYPES.booking, title: 'Nhắc lịch xem trực tiếp', content: 'Trận đấu bạn đã đặt lịch sắp bắt đầu. Vào phòng live để không bỏ lỡ những phút đầu tiên!', link: '/dat-lich-cua-ban', read: 0, createdAt: now - 2 * 60 * MINUTE },
  ];
  if (asking) inbox.push({ userId: demo.id, type: INBOX_TYPES.system, title: 'Lời mời kết bạn', content: `${asking.displayName} muốn kết bạn với bạn.`, link: null, read: 0, createdAt: now - 3 * 60 * MINUTE });
  for (const m of friends) inbox.push({ userId: m.id, type: INBOX_TYPES.system, title: 'Chào mừng bạn đến với cộng đồng!', content: 'Cảm ơn bạn đã tham gia. Chúc bạn có những giờ xem thể thao thật vui.', link: '/lich-truc-tiep', read: 0, createdAt: now - 10 * DAY });
  const inboxMessages = await insertRows(db, 'inboxMessages', inbox);

  return { friendships: friendshipCount, chatGroups, chatGroupMembers, chatMessages, inboxMessages };
}

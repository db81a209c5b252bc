import { INBOX_TYPES } from '@/lib/domain/chat';
import { eventPath } from '@/lib/domain/events';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { sendInboxMessage } from '../inbox';
import { inLocale } from '../localized';
import { memberLanguage } from '../review/notices';

interface PartyWords {
  reminderTitle: string;
  reminder: (title: string, home: string, away: string, minutes: number) => string;
  cancelledTitle: string;
  cancelled: (title: string) => string;
}

/** Inbox wording in each language; the inbox stores text, so it is written in the recipient's. */
const WORDS: Record<Locale, PartyWords> = {
  vi: {
    reminderTitle: 'Sắp đến giờ xem chung',
    reminder: (title, home, away, minutes) => `“${title}” (${home} – ${away}) bắt đầu sau khoảng ${minutes} phút. Hẹn gặp bạn!`,
    cancelledTitle: 'Buổi xem chung đã bị hủy',
    cancelled: (title) => `Buổi xem chung “${title}” mà bạn đăng ký tham gia đã bị hủy.`,
  },
  en: {
    reminderTitle: 'Your watch party starts soon',
    reminder: (title, home, away, minutes) => `“${title}” (${home} v ${away}) kicks off in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. See you there!`,
    cancelledTitle: 'A watch party was called off',
    cancelled: (title) => `The watch party “${title}” you were going to has been called off.`,
  },
  zh: {
    reminderTitle: '觀賽聚會即將開始',
    reminder: (title, home, away, minutes) => `「${title}」（${home} 對 ${away}）約 ${minutes} 分鐘後開賽，不見不散！`,
    cancelledTitle: '觀賽聚會已取消',
    cancelled: (title) => `你報名參加的觀賽聚會「${title}」已取消。`,
  },
};

async function titlesOf(db: Db, eventId: number) {
  return db.selectFrom('communityEvents').select(['titleVi', 'titleEn', 'titleZh']).where('id', '=', eventId).executeTakeFirstOrThrow();
}

/** Tells everyone going (but whoever called it off) that the party is off. */
export async function noticeCancellation(db: Db, eventId: number, byUserId: number, now: number): Promise<void> {
  const [titles, going] = await Promise.all([
    titlesOf(db, eventId),
    db.selectFrom('eventRsvps').select('userId').where('eventId', '=', eventId).where('status', '=', 'going').where('userId', '!=', byUserId).execute(),
  ]);
  for (const { userId } of going) {
    const locale = await memberLanguage(db, userId, null);
    const w = WORDS[locale];
    await sendInboxMessage(db, { userId, type: INBOX_TYPES.system, title: w.cancelledTitle, content: w.cancelled(inLocale(titles, 'title', locale)), link: eventPath(eventId), createdAt: now });
  }
}

export interface DueReminder {
  eventId: number;
  userId: number;
  startTime: number;
  home: string;
  away: string;
}

/** The reminder of one party to one member, in their language, filed with the inbox's match reminders. */
export async function sendReminder(db: Db, due: DueReminder, now: number): Promise<void> {
  const locale = await memberLanguage(db, due.userId, null);
  const w = WORDS[locale];
  const title = inLocale(await titlesOf(db, due.eventId), 'title', locale);
  const minutes = Math.max(1, Math.round((due.startTime - now) / 60_000));
  await sendInboxMessage(db, { userId: due.userId, type: INBOX_TYPES.booking, title: w.reminderTitle, content: w.reminder(title, due.home, due.away, minutes), link: eventPath(due.eventId), createdAt: now });
}

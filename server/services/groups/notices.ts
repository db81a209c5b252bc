import { INBOX_TYPES } from '@/lib/domain/chat';
import { groupPath, groupRequestsPath } from '@/lib/domain/groups';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { sendInboxMessage } from '../inbox';
import { inLocale } from '../localized';
import { memberLanguage } from '../review/notices';
import { unblockedWith } from '../friends/block-lookup';

/** Inbox wording in each language; the inbox stores text, so it is written in the recipient's. */
const WORDS: Record<Locale, { requestTitle: string; request: (who: string, group: string) => string; approvedTitle: string; approved: (group: string) => string }> = {
  vi: {
    requestTitle: 'Yêu cầu tham gia nhóm',
    request: (who, group) => `${who} muốn tham gia nhóm “${group}”. Vào trang nhóm để duyệt hoặc từ chối.`,
    approvedTitle: 'Đã được duyệt vào nhóm',
    approved: (group) => `Yêu cầu tham gia nhóm “${group}” của bạn đã được chấp nhận. Chào mừng bạn!`,
  },
  en: {
    requestTitle: 'Request to join your group',
    request: (who, group) => `${who} wants to join “${group}”. Open the group to approve or decline.`,
    approvedTitle: 'You are in the group',
    approved: (group) => `Your request to join “${group}” was approved. Welcome!`,
  },
  zh: {
    requestTitle: '入社申請',
    request: (who, group) => `${who} 申請加入「${group}」。前往社團頁面批准或拒絕。`,
    approvedTitle: '已獲准加入社團',
    approved: (group) => `你加入「${group}」的申請已獲批准，歡迎！`,
  },
};

async function groupNames(db: Db, groupId: number) {
  return db.selectFrom('communityGroups').select(['nameVi', 'nameEn', 'nameZh']).where('id', '=', groupId).executeTakeFirstOrThrow();
}

/** Tells the group's owner and admins (those who have not blocked the member, nor been blocked) that a member asks to join. */
export async function noticeJoinRequest(db: Db, groupId: number, requesterId: number, now: number): Promise<void> {
  const [names, requester, admins] = await Promise.all([
    groupNames(db, groupId),
    db.selectFrom('users').select('displayName').where('id', '=', requesterId).executeTakeFirstOrThrow(),
    db.selectFrom('groupMembers as m').select('m.userId').where('m.groupId', '=', groupId).where('m.role', 'in', ['owner', 'admin']).where((eb) => unblockedWith(eb.ref('m.userId'), requesterId)).execute(),
  ]);
  for (const admin of admins) {
    const locale = await memberLanguage(db, admin.userId, null);
    const w = WORDS[locale];
    const content = w.request(requester.displayName, inLocale(names, 'name', locale));
    await sendInboxMessage(db, { userId: admin.userId, type: INBOX_TYPES.system, title: w.requestTitle, content, link: groupRequestsPath(groupId), createdAt: now });
  }
}

/** Tells the member their request was approved. */
export async function noticeApproval(db: Db, groupId: number, userId: number, now: number): Promise<void> {
  const [names, locale] = await Promise.all([groupNames(db, groupId), memberLanguage(db, userId, null)]);
  const w = WORDS[locale];
  await sendInboxMessage(db, { userId, type: INBOX_TYPES.system, title: w.approvedTitle, content: w.approved(inLocale(names, 'name', locale)), link: groupPath(groupId), createdAt: now });
}

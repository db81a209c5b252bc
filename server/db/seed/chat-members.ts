import { DEFAULT_DOMAIN } from '@/lib/domain/constants';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { slugify } from '@/lib/format/slug';
import { nameInitials } from '@/server/media/text';
import { mediaUrl } from '@/server/media/urls';
import { fakerFor } from '@/lib/random/faker';
import type { Row } from '../schema';

const DAY = 86_400_000;

/** Viewers who chat in the demo: display names as Vietnamese fans write them, and the handle they go by. */
const MEMBERS: readonly [displayName: string, nickname: string][] = [
  ['Nguyễn Tuấn Kiệt', 'Kiệt MU'],
  ['Trần Minh Châu', 'Châu Barca'],
  ['Lê Hoàng Phúc', 'Phúc Gunner'],
  ['Phạm Thu Hà', 'Hà Chelsea'],
  ['Võ Đức Thịnh', 'Thịnh Lakers'],
  ['Đặng Ngọc Ánh', 'Ánh T1'],
  ['Bùi Quốc Việt', 'Việt Hà Nội FC'],
  ['Huỳnh Gia Huy', 'Huy Liverpool'],
  ['Đỗ Khánh Vy', 'Vy Real'],
  ['Ngô Thành Đạt', 'Đạt Juve'],
  ['Dương Bảo Trâm', 'Trâm Esports'],
  ['Lý Minh Khôi', 'Khôi Bayern'],
  ['Trịnh Hải Đăng', 'Đăng Thể Công'],
  ['Mai Phương Linh', 'Linh Inter'],
  ['Hồ Anh Dũng', 'Dũng Warriors'],
  ['Châu Ngọc Trinh', 'Trinh Cafe Bóng Đá'],
];

export const CHAT_MEMBER_PREFIX = 'fan.';

export const chatMemberUsername = (displayName: string): string => `${CHAT_MEMBER_PREFIX}${slugify(displayName).replace(/-/g, '')}`;

/** Members who fill the chat rooms; nobody signs in to them (their hash is of a secret nobody knows). */
export function buildChatMembers(opts: { seed: number; now: number; lockedHash: string }): Row<'users'>[] {
  const f = fakerFor(opts.seed, 'chat-members', 'vi');
  return MEMBERS.map(([displayName, nickname]) => {
    const username = chatMemberUsername(displayName);
    return {
      username,
      displayName,
      nickname,
      profilePicture: mediaUrl('avatar', username, nameInitials(displayName)),
      siteRoleId: SITE_ROLE.member,
      email: `${username}@${DEFAULT_DOMAIN}`,
      phone: null,
      passwordHash: opts.lockedHash,
      createdAt: opts.now - f.number.int({ min: 10, max: 700 }) * DAY - f.number.int({ min: 0, max: DAY - 1 }),
    };
  });
}

import { DEFAULT_DOMAIN } from '@/lib/domain/constants';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { nameInitials } from '@/server/media/text';
import { mediaUrl } from '@/server/media/urls';
import { fakerFor } from '@/lib/random/faker';
import type { Row } from '../schema';
import { slugify } from '@/lib/format/slug';
import { STUDIO_HOST_PREFIX } from '@/server/feed/programme/coverage';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo12345';
export const COMMENTATOR_COUNT = 24;

const DAY = 86_400_000;

/** Given names commentators go by on air ("Quang Huy"; the interface adds the word for commentator). */
const ON_AIR_NAMES = [
  'Quang Huy', 'Anh Quân', 'Minh Tuấn', 'Tiến Dũng', 'Văn Hùng', 'Hoàng Nam', 'Đức Anh', 'Thành Long', 'Bảo Ngọc', 'Thu Trang',
  'Hải Yến', 'Ngọc Hân', 'Phương Thảo', 'Minh Khang', 'Trung Kiên', 'Hữu Thắng', 'Việt Hoàng', 'Gia Bảo', 'Tuấn Anh', 'Mạnh Hùng',
  'Quốc Bảo', 'Khánh Linh', 'Thanh Hương', 'Lan Anh', 'Mai Phương', 'Hà My', 'Tùng Lâm', 'Đăng Khoa', 'Nhật Minh', 'Bá Long',
  'Thế Anh', 'Vũ Phong', 'Hạ Vy', 'Kim Chi', 'Hoài Nam', 'Trọng Nhân',
] as const;

/** Hosts of the studio rooms (casino, slots, card games, marble races), one per table. */
const STUDIO_HOSTS = ['Ngọc Trinh', 'Minh Thư', 'Bích Phương', 'Thanh Tâm', 'Diệu Linh', 'Quỳnh Anh'] as const;

/** Nicknames commentators are known by, after their given name. */
const EPITHETS = ['Bão', 'Sói', 'Lửa', 'Sấm', 'Thép', 'Rồng', 'Đại Bàng', 'Cá Mập', 'Tia Chớp', 'Mãnh Hổ', 'Phủi', 'Gió'] as const;

const STAFF: readonly { username: string; displayName: string; siteRoleId: number }[] = [
  { username: 'admin', displayName: 'Quản trị viên', siteRoleId: SITE_ROLE.staff },
  { username: 'kiemduyet', displayName: 'Kiểm duyệt viên', siteRoleId: SITE_ROLE.staff },
  { username: 'cskh.linh', displayName: 'CSKH Linh', siteRoleId: SITE_ROLE.customerCare },
  { username: 'cskh.trang', displayName: 'CSKH Trang', siteRoleId: SITE_ROLE.customerCare },
  { username: 'truongca.minh', displayName: 'Trưởng ca Minh', siteRoleId: SITE_ROLE.leaderOperator },
  { username: 'system', displayName: 'Hệ thống', siteRoleId: SITE_ROLE.silent },
];

export interface UserHashes {
  demo: string;
  /** Accounts nobody signs in to in the demo get a hash of a secret nobody knows. */
  locked: string;
}

/** Commentators first (so rooms can refer to them by username), then staff and the demo member. */
export function buildUsers(opts: { seed: number; now: number; hashes: UserHashes }): Row<'users'>[] {
  const f = fakerFor(opts.seed, 'users', 'vi');
  const nicknames = new Set<string>();
  const joined = () => opts.now - f.number.int({ min: 30, max: 900 }) * DAY - f.number.int({ min: 0, max: DAY - 1 });
  const base = (username: string, displayName: string, initials: string) => ({
    username,
    displayName,
    profilePicture: mediaUrl('avatar', username, initials),
    email: `${username}@${DEFAULT_DOMAIN}`,
    phone: null,
    createdAt: joined(),
  });

  const users: Row<'users'>[] = [];
  for (const given of f.helpers.arrayElements(ON_AIR_NAMES, COMMENTATOR_COUNT)) {
    const username = `blv.${slugify(given).replace(/-/g, '')}`;
    const lastWord = given.split(' ').pop() ?? given;
    let nickname = `${lastWord} ${f.helpers.arrayElement(EPITHETS)}`;
    if (nicknames.has(nickname)) nickname = `${given} ${f.helpers.arrayElement(EPITHETS)}`;
    nicknames.add(nickname);
    users.push({ ...base(username, given, nameInitials(given)), nickname, siteRoleId: SITE_ROLE.commentator, passwordHash: opts.hashes.locked });
  }
  for (const given of STUDIO_HOSTS) {
    const username = `${STUDIO_HOST_PREFIX}${slugify(given).replace(/-/g, '')}`;
    users.push({ ...base(username, given, nameInitials(given)), nickname: `${given} Studio`, siteRoleId: SITE_ROLE.commentator, passwordHash: opts.hashes.locked });
  }
  for (const s of STAFF) {
    users.push({ ...base(s.username, s.displayName, nameInitials(s.displayName)), nickname: null, siteRoleId: s.siteRoleId, passwordHash: opts.hashes.locked });
  }
  users.push({
    ...base(DEMO_USERNAME, 'Thành viên Demo', 'DM'),
    nickname: 'demo',
    siteRoleId: SITE_ROLE.member,
    passwordHash: opts.hashes.demo,
  });
  return users;
}

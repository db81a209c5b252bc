import { accountHref } from './accounts';
import { FOOTBALL_PATHS } from './football-urls';
import type { MissionId } from './missions';

/** The member area's pages. */
export const MEMBER_PATHS = {
  hub: '/thanh-vien',
  missions: '/nhiem-vu-hang-ngay',
  checkIn: '/diem-danh',
  referral: '/gioi-thieu-ban-be',
  bookings: '/dat-lich-cua-ban',
  tips: '/tip-keo/tip-cua-toi',
  favourites: FOOTBALL_PATHS.favourites,
  account: accountHref('ho-so'),
} as const;

/** Where a member goes to do each daily mission. */
export const MISSION_PATHS: Readonly<Record<MissionId, string>> = {
  checkIn: MEMBER_PATHS.checkIn,
  watch: '/lich-truc-tiep',
  chat: '/chatroom',
  tip: MEMBER_PATHS.tips,
  booking: '/lich-truc-tiep',
};

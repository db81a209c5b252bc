import type { z } from 'zod';
import type { Banner, MarqueeItem, MenuItem, Menus } from '@/lib/contract/resource';
import type { domainEntry } from '@/lib/contract/resource';
import type { LiveMode, Match } from '@/lib/contract/schedule';
import type { SessionTokens, UserInfo } from '@/lib/contract/user';
import { LIVE_MODE, LIVE_MODES } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';

/** Plausible answers for every endpoint of the contract; tests override what they care about. */
export const MEMBER_TOKEN = 'member-access-token';
export const REFRESHED_TOKEN = 'refreshed-access-token';
export const GUEST_TOKEN = 'guest-token';

export const guestUser: UserInfo = {
  userId: 1_500_000_001,
  displayName: 'Khách 0001',
  nickname: null,
  profilePicture: null,
  siteRoleId: SITE_ROLE.guest,
  isGuest: true,
};

export const memberUser: UserInfo = {
  userId: 42,
  displayName: 'Nguyễn Văn An',
  nickname: 'an.nguyen',
  profilePicture: '/images/avatars/42.png',
  siteRoleId: SITE_ROLE.member,
  isGuest: false,
};

export const guestSession = (token = GUEST_TOKEN): SessionTokens => ({
  token,
  expiresIn: 604_800,
  isGuest: true,
  user: guestUser,
});

export const memberSession = (token = MEMBER_TOKEN): SessionTokens => ({
  token,
  expiresIn: 900,
  isGuest: false,
  user: memberUser,
});

export function makeMatch(overrides: Partial<Match> = {}): Match {
  return {
    fixtureId: 9001,
    staticId: 7001,
    liveModeId: LIVE_MODE.football,
    league: { id: 39, name: 'V.League 1', slug: 'v-league-1', logo: '/images/leagues/39.png' },
    localteam: { id: 11, name: 'Hà Nội FC', slug: 'ha-noi-fc', logo: '/images/teams/11.png' },
    visitorteam: { id: 12, name: 'Công An Hà Nội', slug: 'cong-an-ha-noi', logo: '/images/teams/12.png' },
    home: 'Hà Nội FC',
    away: 'Công An Hà Nội',
    startTime: '2025-05-10 12:00:00',
    startTimestamp: Date.UTC(2025, 4, 10, 12),
    status: '35',
    scheduleStatus: SCHEDULE_STATUS.live,
    score: '[1-0]',
    scoreboard: null,
    roomId: 301,
    commentatorId: 77,
    users: [
      {
        userId: 77,
        displayName: 'Quang Huy',
        nickname: 'quanghuy',
        profilePicture: null,
        roomId: 301,
        streamLink: '/streams/301/index.m3u8',
        viewerCount: 1520,
      },
    ],
    ...overrides,
  };
}

export const liveModes: LiveMode[] = LIVE_MODES.filter((m) => m.scheduled).map((m) => ({
  liveModeId: m.id,
  name: m.key,
  slug: m.slug,
  icon: m.icon,
  livemode: m.id,
}));

const menuItem = (id: number, label: string, href: string): MenuItem => ({ id, label, href, icon: null, liveModeId: null });

export const menus: Menus = {
  'header-v4': [menuItem(1, 'Trang chủ', '/'), menuItem(2, 'Lịch trực tiếp', '/lich-truc-tiep')],
  footerv4: [menuItem(3, 'Về chúng tôi', '/ve-chung-toi')],
  nav: [menuItem(4, 'Tin tức', '/tin-tuc')],
};

export const marquee: MarqueeItem[] = [{ id: 1, text: 'Chào mừng đến với cổng trực tiếp thể thao', href: null }];

export const banners: Banner[] = [
  { id: 1, position: 'home-top', title: 'Đại chiến cuối tuần', subtitle: 'Xem trực tiếp', image: '/images/banners/1.webp', href: '/lich-truc-tiep' },
];

export const domains: z.infer<typeof domainEntry>[] = [{ id: 1, domain: 'portal.example', name: 'Portal', kind: 'main' }];

import type { Generated } from 'kysely';

/** Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite). Booleans are 0/1. */
export interface LiveModeTable {
  id: number;
  slug: string;
  icon: string;
  nameVi: string;
  nameEn: string;
  nameZh: string;
  livemode: number;
  sort: number;
}

export interface LeagueTable {
  id: number;
  name: string;
  slug: string;
  country: string;
  logo: string;
  liveModeId: number;
  priority: number;
}

export interface VenueTable {
  id: number;
  name: string;
  slug: string;
  city: string;
  capacity: number;
}

export interface TeamTable {
  id: number;
  name: string;
  slug: string;
  shortName: string;
  logo: string;
  leagueId: number;
  venueId: number | null;
}

export interface PlayerTable {
  id: number;
  name: string;
  slug: string;
  teamId: number;
  position: string;
  shirtNumber: number;
  nationality: string;
  birthDate: string;
  photo: string;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  displayName: string;
  nickname: string | null;
  profilePicture: string | null;
  siteRoleId: number;
  email: string | null;
  phone: string | null;
  createdAt: number;
}

export interface FixtureTable {
  id: number;
  staticId: number;
  liveModeId: number;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  venueId: number | null;
  startTime: number;
  status: string;
  scheduleStatus: number;
  homeScore: number | null;
  awayScore: number | null;
  updatedAt: number;
}

export interface LiveRoomTable {
  id: number;
  fixtureId: number;
  commentatorId: number;
  liveModeId: number;
  title: string;
  streamKey: string;
  viewerCount: number;
}

export interface MenuTable {
  id: number;
  section: string;
  location: string | null;
  labelVi: string;
  labelEn: string;
  labelZh: string;
  href: string;
  icon: string | null;
  liveModeId: number | null;
  sort: number;
}

export interface MarqueeTable {
  id: number;
  textVi: string;
  textEn: string;
  textZh: string;
  href: string | null;
  sort: number;
  active: number;
}

export interface BannerTable {
  id: number;
  position: string;
  domain: string | null;
  titleVi: string;
  titleEn: string;
  titleZh: string;
  subtitleVi: string;
  subtitleEn: string;
  subtitleZh: string;
  image: string;
  href: string;
  sort: number;
}

export interface DomainTable {
  id: number;
  domain: string;
  name: string;
  kind: string;
  sort: number;
}

export interface RefreshTokenTable {
  /** SHA-256 of the token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  familyId: string;
  expiresAt: number;
  createdAt: number;
  /** Set when the token was used (rotated) or revoked; a second use revokes the family. */
  usedAt: number | null;
  revokedAt: number | null;
}

export interface Database {
  liveModes: LiveModeTable;
  leagues: LeagueTable;
  venues: VenueTable;
  teams: TeamTable;
  players: PlayerTable;
  users: UserTable;
  fixtures: FixtureTable;
  liveRooms: LiveRoomTable;
  menus: MenuTable;
  marquee: MarqueeTable;
  banners: BannerTable;
  domains: DomainTable;
  refreshTokens: RefreshTokenTable;
}

import type { Generated, Insertable } from 'kysely';
import type { PointLedgerTable } from './schema-members';
import type { CommentatorApplicationTable, PromotionClaimTable, PromotionTable } from './schema-community';
import type { CheckInTable, WatchDayTable } from './schema-engagement';
import type { LinkedIdentityTable, NotificationPrefTable, OauthStateTable, OutboxMessageTable, VerificationCodeTable } from './schema-accounts';
import type { FavouriteTeamTable, ManagerTable, OddsSnapshotTable, PlayerSeasonTable, TeamSeasonTable } from './schema-football';
import type { MemberBlockTable, ModerationActionTable } from './schema-safety';
import type { NewsArticleTable, NewsArticleTagTable } from './schema-news';
import type { ContentViewTable } from './schema-views';
import type { ReadingHistoryTable } from './schema-reading-history';
import type { CommentReactionTable, CommentReportTable, CommentTable } from './schema-comments';
import type { SavedItemTable } from './schema-saved';
import type { HighlightChapterTable, HighlightClipTable, HighlightPositionTable } from './schema-highlights';
import type { MemberProfileTable, MemberReportTable, MemberSuspensionTable, PostHashtagTable, PostImageTable, PostMentionTable, PostPollOptionTable, PostPollVoteTable, PostReactionTable, PostReportTable, PostTable, ReviewItemTable } from './schema-feed';
import type { CommunityEventTable, CommunityGroupTable, EventReminderTable, EventRsvpTable, GroupJoinRequestTable, GroupMemberTable, GroupPinTable, PlaceTable } from './schema-community-groups';
import type { BroadcastTable, MediaAssetTable, MediaJobTable, StreamKeyTable } from './schema-media';

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
  nameVi: string;
  nameEn: string;
  nameZh: string;
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
  emailVerifiedAt: Generated<number | null>;
  phoneVerifiedAt: Generated<number | null>;
  /** The member's own code for inviting friends; given on first use. */
  referralCode: Generated<string | null>;
  /** Who invited this member, from the code given at registration. */
  referredBy: Generated<number | null>;
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
  /** Sets, quarters, maps or frames as JSON (lib/domain/scoreboard); null for football and before kick-off. */
  scoreboard: string | null;
  updatedAt: number;
}

export interface LiveRoomTable {
  id: number;
  fixtureId: number;
  commentatorId: number;
  liveModeId: number;
  titleVi: string;
  titleEn: string;
  titleZh: string;
  streamKey: string;
  viewerCount: number;
  /** 1 for the simulator's rooms, which play the demo recording; 0 once a commentator broadcasts in it. */
  demo: Generated<number>;
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
  /** When the sign-in last proved who the member is (password or Google), carried along the family; null for old rows. */
  authenticatedAt: number | null;
}

/** One thing that happened in a match, in order (`seq` from 1), with the score after it. */
export interface MatchEventTable {
  fixtureId: number;
  seq: number;
  minute: number;
  added: number;
  /** See MATCH_EVENT_KINDS in lib/domain/match-events. */
  kind: string;
  side: 'home' | 'away';
  playerId: number | null;
  playerName: string | null;
  /** The player coming off for a substitution, or the assist for a goal. */
  relatedName: string | null;
  /** Points the event scored (0 for cards and substitutions). */
  points: number;
  homeScore: number;
  awayScore: number;
  /** Wall-clock time the event happened (epoch ms). */
  at: number;
}

export interface BookingTable {
  id: Generated<number>;
  userId: number;
  fixtureId: number;
  commentatorId: number;
  name: string;
  createdAt: number;
}

/** A viewer's opinion on who wins; `voterKey` is `u:{userId}` for members, `g:{guestId}` for guests. */
export interface MatchVoteTable {
  fixtureId: number;
  voterKey: string;
  pick: 'home' | 'draw' | 'away';
  createdAt: number;
}

export interface TipTable {
  id: Generated<number>;
  fixtureId: number;
  authorId: number;
  /** '1x2', 'ah' (Asian handicap) or 'ou' (over/under). */
  market: string;
  /** 'home' | 'draw' | 'away' | 'over' | 'under'. */
  selection: string;
  line: number | null;
  odds: number;
  /** 1..5 stars. */
  confidence: number;
  analysisVi: string;
  analysisEn: string;
  analysisZh: string;
  /**
   * The language a member wrote the analysis in (the three columns then hold that one text); null
   * when the site wrote it in every language (the hosts' tips).
   */
  lang: string | null;
  /** null until settled: 'won' | 'lost' | 'void'. */
  result: string | null;
  createdAt: number;
  /** Set when the author edits the tip (only before kick-off). */
  updatedAt: number | null;
}

export type ChatGroupKind = 'lobby' | 'topic' | 'room' | 'private';

/** A chat room: the lobby (CHAT_DEFAULT_GROUP), a topic room, a live room's chat, or a private conversation. */
export interface ChatGroupTable {
  id: Generated<number>;
  kind: ChatGroupKind;
  nameVi: string;
  nameEn: string;
  nameZh: string;
  descriptionVi: Generated<string>;
  descriptionEn: Generated<string>;
  descriptionZh: Generated<string>;
  liveRoomId: number | null;
  /** "{low user id}:{high user id}" for a private conversation, null otherwise. */
  pairKey: string | null;
  slowModeS: Generated<number>;
  pinnedMessageId: number | null;
  lastMessageAt: number | null;
  createdAt: number;
}

/** Who may read and write a private conversation. */
export interface ChatGroupMemberTable {
  groupId: number;
  userId: number;
  lastReadId: Generated<number>;
}

/** `id` is the wire's groupMessageId. */
export interface ChatMessageTable {
  id: Generated<number>;
  groupId: number;
  userId: number;
  showName: string;
  text: string;
  /** The language the member wrote in, when known (a locale); null otherwise. */
  lang: Generated<string | null>;
  /** 0 for a viewer's message, SYSTEM_MESSAGE codes otherwise. */
  systemMessage: Generated<number>;
  parentId: number | null;
  colour: string | null;
  /** JSON array of strings. */
  attachments: Generated<string>;
  isGuest: Generated<number>;
  vipGroup: string | null;
  toUserId: number | null;
  deleted: Generated<number>;
  /** The sender's address, for moderation; never sent to clients. */
  ip: string | null;
  createdAt: number;
}

export interface ChatReactionTable {
  messageId: number;
  userId: number;
  reaction: string;
  createdAt: number;
}

export type ChatSanctionKind = 'ban' | 'mute';

export interface ChatSanctionTable {
  groupId: number;
  userId: number;
  kind: ChatSanctionKind;
  /** Epoch ms; null lasts until lifted. */
  until: number | null;
  byUserId: number;
  createdAt: number;
}

export interface ChatFollowTable {
  groupId: number;
  userId: number;
  createdAt: number;
}

export type FriendshipStatus = 'pending' | 'accepted';

/** One row per pair, `userLow < userHigh`; `requestedBy` is whoever asked first. */
export interface FriendshipTable {
  userLow: number;
  userHigh: number;
  status: FriendshipStatus;
  requestedBy: number;
  createdAt: number;
  updatedAt: number;
}

/** A member's inbox; `type` is one of INBOX_TYPES (never 0, which means "all" in the list filter). */
export interface InboxMessageTable {
  id: Generated<number>;
  userId: number;
  type: number;
  title: string;
  content: string;
  link: string | null;
  read: Generated<number>;
  createdAt: number;
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
  matchEvents: MatchEventTable;
  bookings: BookingTable;
  matchVotes: MatchVoteTable;
  tips: TipTable;
  chatGroups: ChatGroupTable;
  chatGroupMembers: ChatGroupMemberTable;
  chatMessages: ChatMessageTable;
  chatReactions: ChatReactionTable;
  chatSanctions: ChatSanctionTable;
  chatFollows: ChatFollowTable;
  friendships: FriendshipTable;
  inboxMessages: InboxMessageTable;
  managers: ManagerTable;
  teamSeasons: TeamSeasonTable;
  playerSeasons: PlayerSeasonTable;
  oddsSnapshots: OddsSnapshotTable;
  favouriteTeams: FavouriteTeamTable;
  pointLedger: PointLedgerTable;
  commentatorApplications: CommentatorApplicationTable;
  promotions: PromotionTable;
  promotionClaims: PromotionClaimTable;
  checkIns: CheckInTable;
  watchDays: WatchDayTable;
  verificationCodes: VerificationCodeTable;
  outboxMessages: OutboxMessageTable;
  linkedIdentities: LinkedIdentityTable;
  oauthStates: OauthStateTable;
  notificationPrefs: NotificationPrefTable;
  memberBlocks: MemberBlockTable;
  moderationActions: ModerationActionTable;
  newsArticles: NewsArticleTable;
  newsArticleTags: NewsArticleTagTable;
  contentViews: ContentViewTable;
  readingHistory: ReadingHistoryTable;
  comments: CommentTable;
  commentReactions: CommentReactionTable;
  commentReports: CommentReportTable;
  savedItems: SavedItemTable;
  highlightClips: HighlightClipTable;
  highlightChapters: HighlightChapterTable;
  highlightPositions: HighlightPositionTable;
  streamKeys: StreamKeyTable;
  broadcasts: BroadcastTable;
  mediaAssets: MediaAssetTable;
  mediaJobs: MediaJobTable;
  posts: PostTable;
  postImages: PostImageTable;
  postPollOptions: PostPollOptionTable;
  postPollVotes: PostPollVoteTable;
  postReactions: PostReactionTable;
  postHashtags: PostHashtagTable;
  postMentions: PostMentionTable;
  postReports: PostReportTable;
  memberProfiles: MemberProfileTable;
  reviewItems: ReviewItemTable;
  memberSuspensions: MemberSuspensionTable;
  memberReports: MemberReportTable;
  communityGroups: CommunityGroupTable;
  groupMembers: GroupMemberTable;
  groupJoinRequests: GroupJoinRequestTable;
  groupPins: GroupPinTable;
  places: PlaceTable;
  communityEvents: CommunityEventTable;
  eventRsvps: EventRsvpTable;
  eventReminders: EventReminderTable;
}

/** A row as inserted into table `T`: generated columns may be left out. */
export type Row<T extends keyof Database> = Insertable<Database[T]>;

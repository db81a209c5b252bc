import { MENTION_PATTERN } from './chat';
import { COMMENT_REACTIONS, COMMENT_REPORT_REASONS } from './comments';

/**
 * The social feed (/bang-ton): members' posts, their reactions, shares and saves. The spec lists the
 * routes and the feed tabs; everything else here is ours (spec: "not shown").
 */

/** Paths of the feed's pages, without a language prefix (spec 2). */
export const FEED_PATHS = {
  feed: '/bang-ton',
  saved: '/bang-ton/da-luu',
  search: '/bang-ton/tim-kiem',
  groups: '/bang-ton/nhom',
  friends: '/bang-ton/ban-be',
  events: '/bang-ton/su-kien',
  community: '/bang-ton/cong-dong',
  activity: '/bang-ton/hoat-dong-gan-day',
  profile: '/bang-ton/trang-ca-nhan',
} as const;

/** A post's own page: `/bang-ton/bai-viet/{id}`. */
export const POSTS_ROOT = `${FEED_PATHS.feed}/bai-viet`;
export const postPath = (postId: number): string => `${POSTS_ROOT}/${postId}`;
export const profilePath = (userId: number): string => `${FEED_PATHS.profile}/${userId}`;
export const hashtagPath = (tag: string): string => `${FEED_PATHS.search}?tag=${encodeURIComponent(tag)}`;

/** The feed tabs of spec 2, in order: the feed, my profile, events, community. */
export const FEED_TABS = [
  { key: 'feed', path: FEED_PATHS.feed },
  { key: 'profile', path: FEED_PATHS.profile },
  { key: 'events', path: FEED_PATHS.events },
  { key: 'community', path: FEED_PATHS.community },
] as const;

/** Who may read a post: anyone, the author's friends, or the author alone. */
export const POST_AUDIENCES = ['public', 'friends', 'onlyMe'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

/**
 * `held`: the spam filter stopped it; only its author (marked "awaiting review") and the review queue
 * see it. `removed`: taken down by staff. `deleted`: by its author. Only `visible` posts are read by others.
 */
export const POST_STATES = ['visible', 'held', 'removed', 'deleted'] as const;
export type PostState = (typeof POST_STATES)[number];

/** The feed's orders: ranked (friends, groups and followed teams first, then newest) or plain newest. */
export const FEED_SORTS = ['ranked', 'newest'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** Which posts a list holds. */
export const FEED_SCOPES = ['home', 'member', 'hashtag', 'saved', 'group', 'place'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** One reaction per member per post, from the same set as comments. */
export const POST_REACTIONS = COMMENT_REACTIONS;
export const POST_REPORT_REASONS = COMMENT_REPORT_REASONS;

export const POST_LIMITS = {
  /** Characters of a post's text, after surrounding blanks are trimmed. */
  bodyMax: 3000,
  /** A share's note. */
  noteMax: 500,
  imagesMax: 10,
  /** Bytes of one picture as sent; it is drawn again, at most `imageEdge` px on its longer side. */
  imageMaxBytes: 8 * 1024 * 1024,
  imageEdge: 1600,
  /** Characters of a picture's description, read out in its place: a good one is a sentence or two, this leaves room to spare. */
  imageAltMax: 500,
  pollOptionsMin: 2,
  pollOptionsMax: 6,
  pollOptionMax: 80,
  pollQuestionMax: 200,
  /** Distinct hashtags and mentions a post keeps; more are left as plain text. */
  hashtagsMax: 10,
  mentionsMax: 10,
  hashtagMaxChars: 50,
  /** How long after posting the author may change the text (Facebook lets you edit forever; a short window keeps threads honest). */
  editWindowMs: 30 * 60_000,
  pageSize: 20,
  pageSizeMax: 50,
  bioMax: 300,
  /**
   * Per member and window: a few posts and shares (each reaches many feeds), many quick reactions
   * and poll votes, fewer reports (each asks staff to look). Staff get more of each.
   */
  rate: {
    post: { member: 5, staff: 30, windowMs: 10 * 60_000 },
    react: { member: 60, staff: 120, windowMs: 60_000 },
    report: { member: 10, staff: 30, windowMs: 60_000 },
  },
} as const;
export type PostRateAction = keyof typeof POST_LIMITS.rate;

/**
 * How the ranked feed weighs a post: its author's tie to the reader multiplies its freshness, which
 * halves every `halfLifeHours`; reactions, comments and shares raise that a little, on a log scale, so a
 * busy stranger's post cannot bury a friend's, and an old popular post fades like any other. Posts older than `windowDays` are only in the newest order.
 */
export const FEED_RANKING = {
  halfLifeHours: 12,
  windowDays: 14,
  candidates: 400,
  boost: { own: 1.5, friend: 3, group: 2.5, followedTeam: 2, sameLanguage: 1.2, other: 1 },
  engagementWeight: 0.15,
} as const;

/** `#tag`: letters (any script), digits and underscores, after a start or a space. */
export const HASHTAG_PATTERN = /(^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]{1,50})/gu;

/** Hashtags of a text, lower-cased, first use first, at most `hashtagsMax`. */
export function hashtagsOf(text: string): string[] {
  const tags: string[] = [];
  for (const m of text.matchAll(HASHTAG_PATTERN)) {
    const tag = (m[2] ?? '').toLocaleLowerCase('vi');
    if (tag && !tags.includes(tag)) tags.push(tag);
    if (tags.length === POST_LIMITS.hashtagsMax) break;
  }
  return tags;
}

/** Usernames a text mentions (the chat's `@name` rule), lower-cased, first use first, at most `mentionsMax`. */
export function mentionsOf(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(MENTION_PATTERN)) {
    const name = (m[2] ?? '').replace(/\.+$/, '').toLowerCase();
    if (name && !names.includes(name)) names.push(name);
    if (names.length === POST_LIMITS.mentionsMax) break;
  }
  return names;
}

/** The per-member STOMP topic the "new posts" pill listens on; only that member may subscribe. */
export const FEED_TOPIC_PREFIX = '/topic/feed.';
export const feedTopic = (userId: number): string => `${FEED_TOPIC_PREFIX}${userId}`;

/** `/topic/feed.12` → 12; anything else → null. */
export function parseFeedTopic(destination: string): number | null {
  if (!destination.startsWith(FEED_TOPIC_PREFIX)) return null;
  const rest = destination.slice(FEED_TOPIC_PREFIX.length);
  if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
  const userId = Number(rest);
  return userId <= 2_147_483_647 ? userId : null;
}

/** The trends box: hashtags of public posts of the last `windowDays`, the `max` most used. */
export const FEED_TRENDS = { windowDays: 7, max: 10 } as const;

/** A profile's cover, cropped to a wide banner; pictures larger than `maxPixels` are not decoded at all. */
export const PROFILE_COVER = { widthPx: 1500, heightPx: 500 } as const;
export const FEED_IMAGE_MAX_PIXELS = 40_000_000;

import { slugify } from '@/lib/format/slug';
import { NEWS_CATEGORIES, NEWS_CATEGORY_SLUGS, type NewsCategory } from './news';

// The clock lives with the formatters so the player can use it without the section's rules.
export { clockOf } from '@/lib/format/clock';

/** The highlights section's root (spec §2): `/highlight/{category}/{type}/{slug}` below it. */
export const HIGHLIGHTS_ROOT = '/highlight';

/** Highlights are filed under the same sports as the news. */
export const HIGHLIGHT_CATEGORIES = NEWS_CATEGORIES;
export type HighlightCategory = NewsCategory;
export const HIGHLIGHT_CATEGORY_SLUGS: readonly HighlightCategory[] = NEWS_CATEGORY_SLUGS;

/** What a clip is, as a video desk files them. Names are in messages (`highlights.types.{key}`). */
export const HIGHLIGHT_TYPES = [
  { slug: 'highlight-mo-rong', key: 'extended' },
  { slug: 'tran-dau', key: 'fullMatch' },
  { slug: 'ban-thang', key: 'goals' },
  { slug: 'cuu-thua', key: 'saves' },
  { slug: 'phong-van', key: 'interview' },
] as const;
export type HighlightType = (typeof HIGHLIGHT_TYPES)[number]['slug'];
export type HighlightTypeKey = (typeof HIGHLIGHT_TYPES)[number]['key'];
export const HIGHLIGHT_TYPE_SLUGS: readonly HighlightType[] = HIGHLIGHT_TYPES.map((t) => t.slug);
/** The match package: one extended highlight per match, one goal clip per goal. */
export const MATCH_PACKAGE_TYPE = 'highlight-mo-rong' satisfies HighlightType;
export const GOAL_CLIP_TYPE = 'ban-thang' satisfies HighlightType;
export const FULL_MATCH_TYPE = 'tran-dau' satisfies HighlightType;
export const SAVES_TYPE = 'cuu-thua' satisfies HighlightType;
export const INTERVIEW_TYPE = 'phong-van' satisfies HighlightType;

/** Goals and saves are football's; every sport has recaps, full matches and interviews. */
const TYPES_OF_EVERY_SPORT: readonly HighlightType[] = [MATCH_PACKAGE_TYPE, FULL_MATCH_TYPE, INTERVIEW_TYPE];
export function highlightTypesOf(category: HighlightCategory): readonly HighlightType[] {
  return category === 'bong-da' ? HIGHLIGHT_TYPE_SLUGS : TYPES_OF_EVERY_SPORT;
}

/** Football's halves and stoppage: the full match runs both halves with the break cut out. */
export const FOOTBALL_HALF_MINUTES = 45;
/** A full match of the other sports, minutes from the first serve, tip-off or break to the end. */
export const FULL_MATCH_MINUTES: Readonly<Record<Exclude<HighlightCategory, 'bong-da'>, number>> = {
  'bong-ro': 135, 'bong-chuyen': 110, tennis: 120, esport: 120, billiard: 90,
};

/** Moments a clip's timeline marks. */
export const CHAPTER_KINDS = ['kickoff', 'goal', 'penalty', 'card', 'save', 'fulltime'] as const;
export type ChapterKind = (typeof CHAPTER_KINDS)[number];
/** Feed event kinds and the chapter each becomes; other events (substitutions, points) get none. */
export const CHAPTER_OF_EVENT: Readonly<Record<string, ChapterKind>> = {
  goal: 'goal', 'own-goal': 'goal', 'penalty-goal': 'penalty', 'missed-penalty': 'penalty',
  yellow: 'card', 'second-yellow': 'card', red: 'card',
};
/** Events that get a clip of their own. */
export const GOAL_EVENT_KINDS: readonly string[] = ['goal', 'own-goal', 'penalty-goal'];

/** Spec §2-style sorts of the list: newest first, or most viewed. */
export const HIGHLIGHT_SORTS = ['newest', 'most-viewed'] as const;
export type HighlightSort = (typeof HIGHLIGHT_SORTS)[number];

export const HIGHLIGHT_LIMITS = {
  pageSize: 12,
  pageSizeMax: 48,
  related: 6,
  /** Length of an extended match highlight, seconds. */
  packageSeconds: 300,
  /** Length of one goal clip, and how far before the goal it starts. */
  goalClipSeconds: 30,
  goalLeadSeconds: 10,
  /** One save in the best-saves clip, how far before the save it starts, and how many saves make the clip. */
  saveClipSeconds: 14,
  saveLeadSeconds: 6,
  savesPerClip: 5,
  /** A post-match interview runs between these lengths. */
  interviewSeconds: [90, 240],
  /** Longest clip the packager serves (a full match plus stoppages). */
  maxClipSeconds: 3 * 60 * 60,
} as const;

export const isHighlightCategory = (value: string): value is HighlightCategory => (HIGHLIGHT_CATEGORY_SLUGS as readonly string[]).includes(value);
export const isHighlightType = (value: string): value is HighlightType => (HIGHLIGHT_TYPE_SLUGS as readonly string[]).includes(value);

/** The last URL segment of a clip: its Vietnamese title's slug and its id. */
export function clipSlug(clip: { id: number; title: string }): string {
  const words = slugify(clip.title);
  return words ? `${words}-${clip.id}` : String(clip.id);
}

export function clipIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : null;
}

export function highlightListPath(category?: HighlightCategory, type?: HighlightType): string {
  if (!category) return HIGHLIGHTS_ROOT;
  return type ? `${HIGHLIGHTS_ROOT}/${category}/${type}` : `${HIGHLIGHTS_ROOT}/${category}`;
}

export function clipPath(clip: { category: string; type: string; slug: string }, at?: number): string {
  const base = `${HIGHLIGHTS_ROOT}/${clip.category}/${clip.type}/${clip.slug}`;
  return at === undefined ? base : `${base}?t=${Math.max(0, Math.floor(at))}`;
}

/** The clip's own master playlist, packaged from the recording like the live streams. */
export const clipStreamPath = (id: number) => `/streams/clips/${id}/master.m3u8`;

/** Where on a clip of `durationSeconds` a match event at `minute` sits, for a match of `matchMinutes`. */
export function chapterSecond(minute: number, added: number, durationSeconds: number, matchMinutes = 95): number {
  const share = Math.min(1, (minute + added / 2) / matchMinutes);
  return Math.max(1, Math.min(durationSeconds - 5, Math.round(share * (durationSeconds - 10)) + 5));
}

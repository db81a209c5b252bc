import { FEED_PATHS } from './feed';

/**
 * Recent activity (/bang-ton/hoat-dong-gan-day): what a member's friends did lately, newest first.
 * Each line names one act and links to the thing it was done to; a reader only ever sees what they
 * could open themselves (the feed's post rule, private groups to their members, nothing across a block).
 */

/** Newest first; when two happen at the same moment, the later kind in this list comes first. */
export const ACTIVITY_KINDS = ['joinedGroup', 'goingToEvent', 'commented', 'posted'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_LIMITS = {
  pageSize: 20,
  pageSizeMax: 50,
  /** Characters of a post or comment quoted on a line. */
  excerptChars: 140,
  /** Members the "people you may know" box offers. */
  people: 8,
  /** An active member is one who posted within this long. */
  activeWindowMs: 14 * 86_400_000,
} as const;

export const ACTIVITY_PATH = FEED_PATHS.activity;
export const COMMUNITY_PATH = FEED_PATHS.community;

/** The text on one line, cut near `max` characters at a word, with an ellipsis when cut. */
export function excerptOf(text: string, max: number = ACTIVITY_LIMITS.excerptChars): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

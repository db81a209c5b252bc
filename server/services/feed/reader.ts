import type { Locale } from '@/lib/domain/locale';

/** A signed-in member acting on the feed. */
export interface FeedMember {
  userId: number;
  siteRoleId: number;
}

/** Who reads: a member or a guest (null), and the language of the page they read in. */
export interface FeedReader {
  member: FeedMember | null;
  locale: Locale;
}

/** The id a query compares with: no account has id 0, so a guest owns nothing and is nobody's friend. */
export const readerIdOf = (member: FeedMember | null): number => member?.userId ?? 0;
